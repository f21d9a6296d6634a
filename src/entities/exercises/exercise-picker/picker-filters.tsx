import { Field, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickerExercise } from '../../../lib/contract-picker';

/** The picker's filters: null is "any". */
export interface PickerFilterValues {
  grupo: number | null;
  carga: PickerExercise['carga'] | null;
  patron: PickerExercise['patron'] | null;
}

export const NO_PICKER_FILTERS: PickerFilterValues = { grupo: null, carga: null, patron: null };

/** The exercises these filters keep. */
export const applyPickerFilters = <E extends PickerExercise>(exercises: readonly E[], f: PickerFilterValues) =>
  exercises.filter(
    (e) =>
      (f.grupo === null || e.grupos_musculares_id === f.grupo) &&
      (f.carga === null || e.carga === f.carga) &&
      (f.patron === null || e.patron === f.patron),
  );

interface FilterSelectProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
}

function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  const { t } = useTranslation('exercises');
  const id = useId();
  return (
    <Field.Root>
      <Field.Label htmlFor={id} fontSize="sm">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{t('picker.filters.any')}</option>
          <SelectOptions options={options} />
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** A native select's `<option>`s. */
export function SelectOptions({ options }: { options: readonly { value: string; label: string }[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}

const unique = <T,>(values: T[]) => [...new Set(values)];
const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'es');

export interface PickerFiltersProps {
  /** The whole list: each filter offers the values it has. */
  exercises: readonly PickerExercise[];
  value: PickerFilterValues;
  onChange(value: PickerFilterValues): void;
}

/** Muscle group, equipment (how load is added) and movement pattern: three labelled selects. */
export function PickerFilters({ exercises, value, onChange }: PickerFiltersProps) {
  const { t } = useTranslation('exercises');
  const groups = unique(exercises.map((e) => e.grupos_musculares_id))
    .map((id) => ({ value: String(id), label: exercises.find((e) => e.grupos_musculares_id === id)!.grupo_muscular }))
    .sort(byLabel);
  const loads = unique(exercises.map((e) => e.carga)).map((c) => ({ value: c, label: t(`picker.load.${c}`) }));
  // The user's own exercises have no pattern: they show under "any".
  const patterns = unique(exercises.flatMap((e) => e.patron ?? []))
    .map((p) => ({ value: p, label: t(`picker.pattern.${p}`) }))
    .sort(byLabel);
  return (
    <SimpleGrid columns={3} gap="2">
      <FilterSelect
        label={t('picker.filters.group')}
        value={value.grupo === null ? '' : String(value.grupo)}
        options={groups}
        onChange={(v) => onChange({ ...value, grupo: v === '' ? null : Number(v) })}
      />
      <FilterSelect
        label={t('picker.filters.load')}
        value={value.carga ?? ''}
        options={loads}
        onChange={(v) => onChange({ ...value, carga: v === '' ? null : (v as PickerFilterValues['carga']) })}
      />
      <FilterSelect
        label={t('picker.filters.pattern')}
        value={value.patron ?? ''}
        options={patterns}
        onChange={(v) => onChange({ ...value, patron: v === '' ? null : (v as PickerFilterValues['patron']) })}
      />
    </SimpleGrid>
  );
}
