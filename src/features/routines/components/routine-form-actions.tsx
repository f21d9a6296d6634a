import { Button, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRoutinePdf } from '../use-routine-pdf';

/** docs/PRODUCT.md §2: the user's routine list, where "Cancelar" goes back to. */
export const ROUTINE_LIST_PATH = '/dashboard/routines';

export interface RoutineFormActionsProps {
  routineId: number;
  saving: boolean;
}

/** The form's buttons: "Cancelar" (back to the list), "Imprimir" (the PDF) and "Guardar" (submit). */
export function RoutineFormActions({ routineId, saving }: RoutineFormActionsProps) {
  const { t } = useTranslation('routines');
  const navigate = useNavigate();
  const { printing, print } = useRoutinePdf(routineId);
  return (
    <Flex gap="3" wrap="wrap" justify="flex-end">
      <Button variant="ghost" onClick={() => void navigate(ROUTINE_LIST_PATH)}>
        {t('form.cancel')}
      </Button>
      <Button variant="outline" onClick={() => void print()} loading={printing} loadingText={t('form.print')}>
        {t('form.print')}
      </Button>
      <Button colorPalette="brand" type="submit" loading={saving} loadingText={t('form.save')}>
        {t('form.save')}
      </Button>
    </Flex>
  );
}
