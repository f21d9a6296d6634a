import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/components/page-header';
import { PlanWizard } from '../components/plan-wizard';

/** /dashboard/programas/nuevo: "Crear programa" (docs/PRODUCT.md §17). */
export default function PlanNewPage() {
  const { t } = useTranslation('plans');
  return (
    <>
      <PageHeader title={t('wizard.title')} subtitle={t('wizard.subtitle')} />
      <PlanWizard />
    </>
  );
}
