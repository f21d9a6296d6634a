import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UserRoutine } from '../../../lib/contract';
import { FormField } from '../../../ui/components/form-field';

/** docs/PRODUCT.md §2, routine form: what the user cannot edit (name, description, level, method). */
export function RoutineInfoFields({ routine }: { routine: UserRoutine }) {
  const { t } = useTranslation('routines');
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label={t('form.name')} required={false} readOnly>
        <Input value={routine.nombre} readOnly />
      </FormField>
      <FormField label={t('form.difficulty')} required={false} readOnly>
        <Input value={routine.nivel} readOnly />
      </FormField>
      <FormField label={t('form.description')} required={false} readOnly gridColumn={{ md: 'span 2' }}>
        <Textarea value={routine.rutina_observaciones} readOnly autoresize />
      </FormField>
      <FormField label={t('form.methodName')} required={false} readOnly>
        <Input value={routine.metodo_nombre} readOnly />
      </FormField>
      <FormField label={t('form.methodObservations')} required={false} readOnly>
        <Textarea value={routine.metodo_observaciones} readOnly autoresize />
      </FormField>
    </SimpleGrid>
  );
}
