import { Box, Button, Skeleton, Tabs, Text } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../../ui/components/page-header/page-header';
import { MyRoutinesList } from '../components/my-routines-list';

/**
 * Named optimisation "Tabs on demand" (docs/PERFORMANCE.md register): the two tabs a visit does not
 * open first load their code when first chosen (`lazyMount` mounts a tab's content only then), so
 * the first paint of Mis Rutinas carries neither the generator, the public browser nor the shared
 * list. routines-page.test.tsx holds them to the eager components.
 */
export const TAB_LOADERS = {
  sugerencias: () => import('../components/discover-card').then((m) => ({ default: m.DiscoverCard })),
  descubrir: () => import('../components/shared-routines-list').then((m) => ({ default: m.SharedRoutinesList })),
};
const TAB_CONTENTS = { sugerencias: lazy(TAB_LOADERS.sugerencias), descubrir: lazy(TAB_LOADERS.descubrir) };

/** A tab's content while its code loads: the shape of a routine list loading. */
function TabLoading() {
  const { t } = useTranslation('routines');
  return <Skeleton h="48" rounded="l2" role="status" aria-busy="true" aria-label={t('list.loading')} />;
}

const OnDemandTab = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<TabLoading />}>{children}</Suspense>
);

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
          <OnDemandTab>
            <TAB_CONTENTS.sugerencias />
          </OnDemandTab>
        </Tabs.Content>
        <Tabs.Content value="descubrir">
          <OnDemandTab>
            <TAB_CONTENTS.descubrir />
          </OnDemandTab>
        </Tabs.Content>
      </Tabs.Root>
      {isRoutineTab(tab) ? null : <Text role="status">{t('page.noTab')}</Text>}
    </Box>
  );
}

export default RoutinesPage;
