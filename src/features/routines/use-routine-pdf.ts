import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { downloadRoutinePdf } from './api';

/** "Imprimir" (docs/PRODUCT.md §2): downloads the routine's PDF; a failure is a toast. */
export function useRoutinePdf(routineId: number) {
  const { t } = useTranslation('routines');
  const [printing, setPrinting] = useState(false);

  const print = async () => {
    setPrinting(true);
    try {
      await downloadRoutinePdf(routineId);
    } catch {
      toast.error(t('messages.pdfError'));
    } finally {
      setPrinting(false);
    }
  };

  return { printing, print };
}
