import { Button, Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Difficulty, MuscleGroup } from '../../../lib/contract';
import type { ExerciseFilters as Filters } from '../filter';

export interface ExerciseFiltersProps {
  filters: Filters;
  groups: MuscleGroup[];
  difficulties: Difficulty[];
  onChange(filters: Filters): void;
}

const toId = (value: string) => (value === '' ? null : Number(value));

/** Search box with "Buscar" and the muscle-group and difficulty dropdowns. */
export function ExerciseFilters({ filters, groups, difficulties, onChange }: ExerciseFiltersProps) {
  const { t } = useTranslation('exercises');
  const [text, setText] = useState(filters.text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, text });
  };
  return (
    <Flex
      as="form"
      role="search"
      onSubmit={submit}
      direction={{ base: 'column', md: 'row' }}
      gap="3"
      align={{ md: 'flex-end' }}
    >
      <Field.Root flex="2">
        <Field.Label>{t('search.label')}</Field.Label>
        <Flex gap="2" w="full">
          <Input
            type="search"
            value={text}
            placeholder={t('search.placeholder')}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" colorPalette="brand" flexShrink={0}>
            <Search aria-hidden />
            {t('search.button')}
          </Button>
        </Flex>
      </Field.Root>
      <Field.Root flex="1">
        <Field.Label>{t('filters.group')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={filters.groupId ?? ''}
            onChange={(e) => onChange({ ...filters, text, groupId: toId(e.currentTarget.value) })}
          >
            <option value="">{t('filters.allGroups')}</option>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.nombre}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root flex="1">
        <Field.Label>{t('filters.difficulty')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={filters.difficultyId ?? ''}
            onChange={(e) => onChange({ ...filters, text, difficultyId: toId(e.currentTarget.value) })}
          >
            <option value="">{t('filters.allDifficulties')}</option>
            {difficulties.map((d) => (
              <option key={d.id} value={d.id}>
                {d.nivel}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Flex>
  );
}
