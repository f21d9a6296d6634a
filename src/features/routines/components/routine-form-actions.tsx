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

/**
 * The form's save bar: "Cancelar" (back to the list), "Imprimir" (the PDF) and "Guardar" (submit).
 * It stays at the bottom of the window while the list scrolls, on phones too.
 */
export function RoutineFormActions({ routineId, saving }: RoutineFormActionsProps) {
  const { t } = useTranslation('routines');
  const navigate = useNavigate();
  const { printing, print } = useRoutinePdf(routineId);
  return (
    <Flex
      data-save-bar
      gap="3"
      wrap="wrap"
      justify="flex-end"
      position="sticky"
      bottom="0"
      zIndex="sticky"
      mx={{ base: '-4', md: '-8' }}
      mb={{ base: '-5', md: '-8' }}
      px={{ base: '4', md: '8' }}
      py="3"
      bg="bg"
      borderTopWidth="1px"
      shadow="0 -4px 12px -6px rgba(0, 0, 0, 0.12)"
    >
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
