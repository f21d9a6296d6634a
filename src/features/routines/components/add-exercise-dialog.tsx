import { Button, createListCollection, Dialog, Select, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { DialogShell } from '../../../ui/components/dialog-shell';
import { LoadError } from '../../../ui/components/load-error';
import { useGetRoutineExercisesQuery } from '../api';

export interface AddExerciseDialogProps {
  open: boolean;
  adding?: boolean;
  onClose(): void;
  /** Adds the chosen catalogue exercise; the dialog closes when it resolves to true. */
  onAdd(ejercicioId: number): Promise<boolean>;
}

/** "+ Agregar Ejercicio": a dropdown of every exercise (scrolls past 15rem) and "Agregar". */
export function AddExerciseDialog({ open, adding = false, onClose, onAdd }: AddExerciseDialogProps) {
  const { t } = useTranslation('routines');
  const { t: tc } = useTranslation();
  const { data = [], isError, refetch } = useGetRoutineExercisesQuery(undefined, { skip: !open });
  const [value, setValue] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const collection = useMemo(
    () => createListCollection({ items: data.map((e) => ({ label: e.nombre, value: String(e.id) })) }),
    [data],
  );

  const close = () => {
    setValue([]);
    setMissing(false);
    onClose();
  };

  const submit = async () => {
    const [chosen] = value;
    if (!chosen) {
      setMissing(true);
      toast.error(t('messages.selectExercise'));
      return;
    }
    if (await onAdd(Number(chosen))) close();
  };

  return (
    <DialogShell open={open} onClose={close} title={t('addExercise.title')} closeLabel={tc('actions.close')}>
      <Dialog.Body>
        {isError ? (
          <LoadError message={t('addExercise.loadError')} onRetry={() => void refetch()} />
        ) : (
          <ExerciseSelect
            collection={collection}
            value={value}
            invalid={missing}
            onChange={(next) => {
              setValue(next);
              setMissing(false);
            }}
          />
        )}
        {missing ? (
          <Text role="alert" color="fg.error" textStyle="sm" mt="2">
            {t('messages.selectExercise')}
          </Text>
        ) : null}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={close}>
          {t('form.cancel')}
        </Button>
        <Button
          colorPalette="brand"
          onClick={() => void submit()}
          loading={adding}
          loadingText={t('addExercise.submit')}
          disabled={isError}
        >
          {t('addExercise.submit')}
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}

type ExerciseCollection = ReturnType<typeof createListCollection<{ label: string; value: string }>>;

interface ExerciseSelectProps {
  collection: ExerciseCollection;
  value: string[];
  invalid: boolean;
  onChange(value: string[]): void;
}

/** The catalogue dropdown (scrolls past 15rem). */
function ExerciseSelect({ collection, value, invalid, onChange }: ExerciseSelectProps) {
  const { t } = useTranslation('routines');
  return (
    <Select.Root
      collection={collection}
      value={value}
      onValueChange={(e) => onChange(e.value)}
      invalid={invalid}
      positioning={{ sameWidth: true }}
    >
      <Select.HiddenSelect />
      <Select.Label>{t('addExercise.label')}</Select.Label>
      <Select.Control>
        <Select.Trigger>
          <Select.ValueText placeholder={t('addExercise.placeholder')} />
        </Select.Trigger>
        <Select.IndicatorGroup>
          <Select.Indicator />
        </Select.IndicatorGroup>
      </Select.Control>
      {/* Inside the dialog, not portalled: the dialog keeps the focus trapped. */}
      <Select.Positioner>
        <Select.Content maxH="15rem" overflowY="auto">
          {collection.items.map((item) => (
            <Select.Item item={item} key={item.value}>
              {item.label}
              <Select.ItemIndicator />
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Positioner>
    </Select.Root>
  );
}
