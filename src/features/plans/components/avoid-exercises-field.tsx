import { Button, CloseButton, HStack, NativeSelect, Stack, Tag, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlanCatalogueQuery } from '../../../entities/plans/api';
import { PLAN_LIMITS } from '../../../lib/contract-plans';
import { FormField } from '../../../ui/components/form-field';

export interface AvoidExercisesFieldProps {
  /** Catalogue ids. */
  value: readonly number[];
  onChange(value: number[]): void;
  /** A `validation:` message key. */
  error?: string;
}

/**
 * "Ejercicios que prefieres evitar": pick one from the catalogue and "Añadir"; each chosen one is
 * a tag with its own "Quitar" button. A catalogue that fails to load leaves the list empty and
 * says so: the wizard goes on without it.
 */
export function AvoidExercisesField({ value, onChange, error }: AvoidExercisesFieldProps) {
  const { t } = useTranslation('plans');
  const { data: catalogue = [], isError } = usePlanCatalogueQuery();
  const [picked, setPicked] = useState('');
  const chosen = catalogue.filter((e) => value.includes(e.id));
  const add = () => {
    const id = Number(picked);
    if (id && !value.includes(id) && value.length < PLAN_LIMITS.evitarEjercicios) onChange([...value, id]);
    setPicked('');
  };
  return (
    <Stack gap="3">
      {/* Off while the catalogue is missing: on the field, since inside one the select's Root gives way to it. */}
      <FormField
        label={t('wizard.avoid.exercise')}
        error={error}
        required={false}
        maxW="lg"
        disabled={catalogue.length === 0}
      >
        <HStack w="full" align="start">
          {/* It may shrink below its longest option, so "Añadir" stays on a 375 px screen. */}
          <NativeSelect.Root flex="1" minW="0">
            <NativeSelect.Field value={picked} onChange={(e) => setPicked(e.currentTarget.value)}>
              <option value="">{t('wizard.avoid.exercisePlaceholder')}</option>
              {catalogue
                .filter((e) => !value.includes(e.id))
                .map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.nombre}
                  </option>
                ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button variant="outline" onClick={add} disabled={picked === ''}>
            {t('wizard.avoid.add')}
          </Button>
        </HStack>
      </FormField>
      {isError ? <Text color="fg.error">{t('wizard.avoid.catalogueError')}</Text> : null}
      {chosen.length === 0 ? (
        <Text color="fg.muted">{t('wizard.avoid.none')}</Text>
      ) : (
        <HStack as="ul" wrap="wrap" gap="2" listStyleType="none">
          {chosen.map((e) => (
            <Tag.Root as="li" key={e.id} size="lg">
              <Tag.Label>{e.nombre}</Tag.Label>
              {/* As wide as its 24 px button (the recipe's 16 px let it stick out of the tag). */}
              <Tag.EndElement boxSize="6">
                <CloseButton
                  size="2xs"
                  aria-label={t('wizard.avoid.remove', { name: e.nombre })}
                  onClick={() => onChange(value.filter((id) => id !== e.id))}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </HStack>
      )}
    </Stack>
  );
}
