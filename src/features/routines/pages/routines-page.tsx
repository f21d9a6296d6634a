import { Box, Button, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../../ui/components/page-header/page-header';
import { DiscoverCard } from '../components/discover-card';
import { MyRoutinesList } from '../components/my-routines-list';
import { SharedRoutinesList } from '../components/shared-routines-list';

export const ROUTINE_TABS = ['misrutinas', 'sugerencias', 'descubrir'] as const;
export type RoutineTab = (typeof ROUTINE_TABS)[number];
const DEFAULT_TAB: RoutineTab = 'misrutinas';

const isRoutineTab = (value: string): value is RoutineTab => (ROUTINE_TABS as readonly string[]).includes(value);

/**
 * /dashboard/routines: three tabs, the current one in the URL (`?tab=`) so the back button
 * returns to it. misrutinas = own routines, sugerencias = discover/generate card, descubrir =
 * routines other users shared (docs/PRODUCT.md §2's mapping). Unknown tab: "Selecciona una pestaña".
 */
export function RoutinesPage() {
  const { t } = useTranslation('routines');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? DEFAULT_TAB;

  const select = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === DEFAULT_TAB) next.delete('tab');
    else next.set('tab', value);
    setParams(next);
  };

  return (
    <Box>
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <Button asChild colorPalette="brand">
            <RouterLink to="/dashboard/routines/new">{t('page.create')}</RouterLink>
          </Button>
        }
      />
      <Tabs.Root value={tab} onValueChange={(e) => select(e.value)} variant="line" colorPalette="brand" lazyMount>
        <Tabs.List aria-label={t('page.tabsLabel')} mb="4" overflowX="auto">
          {ROUTINE_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {t(`tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="misrutinas">
          <MyRoutinesList />
        </Tabs.Content>
        <Tabs.Content value="sugerencias">
          <DiscoverCard />
        </Tabs.Content>
        <Tabs.Content value="descubrir">
          <SharedRoutinesList />
        </Tabs.Content>
      </Tabs.Root>
      {isRoutineTab(tab) ? null : <Text role="status">{t('page.noTab')}</Text>}
    </Box>
  );
}

export default RoutinesPage;
