import { Box, Heading, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { PageHeader } from '../../../ui/components/page-header/page-header';
import { isSavedRoutine, useCopyRoutineMutation, useGetPublicRoutinesQuery } from '../api';
import { BlankRoutineForm } from '../components/blank-routine-form';
import { RoutineGrid } from '../components/routine-grid';
import { TemplateCard } from '../components/template-card';

/**
 * Templates per page in "Desde una plantilla": SPEC's 3 on a phone, two or three rows of three
 * where the screen has room (SPEC fixes 3 for its own lists, and has no template chooser).
 */
const TEMPLATES_PER_PAGE = { base: 3, md: 6, xl: 9 };

/**
 * /dashboard/routines/new: "Crear Rutina". Two ways to start (issue #40): "Rutina en blanco"
 * (name, weekday and dates, then the editor for the exercises) or "Desde una plantilla" (a public
 * routine copied into the user's with `POST user-routines`; the editor opens on the copy).
 */
export function RoutineNewPage() {
  const { t } = useTranslation('routines');
  const navigate = useNavigate();
  const perPage = useBreakpointValue(TEMPLATES_PER_PAGE) ?? TEMPLATES_PER_PAGE.base;
  const { data, isLoading, isError, refetch } = useGetPublicRoutinesQuery();
  const [copy, { isLoading: copying, originalArgs }] = useCopyRoutineMutation();

  const start = async (id: number) => {
    try {
      const created = await copy(id).unwrap();
      if (!isSavedRoutine(created)) throw new Error('Invalid answer');
      toast.success(t('save.success'));
      void navigate(`/dashboard/routines/edit/${created.rutina_id}`);
    } catch {
      toast.error(t('save.error'));
    }
  };

  return (
    <Box>
      <PageHeader title={t('form.newTitle')} subtitle={t('form.newSubtitle')} />
      <Stack gap="8">
        <BlankRoutineForm />
        <Stack as="section" aria-labelledby="templates-title" gap="4">
          <Box>
            <Heading as="h2" id="templates-title" textStyle="xl">
              {t('new.templatesTitle')}
            </Heading>
            <Text color="fg.muted">{t('new.templatesText')}</Text>
          </Box>
          <RoutineGrid
            items={data}
            isLoading={isLoading}
            isError={isError}
            onRetry={() => void refetch()}
            empty={t('list.publicEmpty')}
            getKey={(r) => r.id_rutina}
            perPage={perPage}
            renderItem={(routine) => (
              <TemplateCard
                routine={routine}
                copying={copying && originalArgs === routine.id_rutina}
                onUse={(id) => void start(id)}
              />
            )}
          />
        </Stack>
      </Stack>
    </Box>
  );
}

export default RoutineNewPage;
