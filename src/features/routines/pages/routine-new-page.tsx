import { Box, Button, Card, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { PageHeader } from '../../../ui/components/page-header/page-header';
import { isSavedRoutine, useCopyRoutineMutation, useGetPublicRoutinesQuery } from '../api';
import { RoutineGrid } from '../components/routine-grid';

/**
 * /dashboard/routines/new: "Crear Rutina". The server builds routines only from a template, so
 * the user picks a public routine, it is copied into their routines (`POST user-routines`) and
 * the edit form opens on the copy.
 */
export function RoutineNewPage() {
  const { t } = useTranslation('routines');
  const navigate = useNavigate();
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
      <RoutineGrid
        items={data}
        isLoading={isLoading}
        isError={isError}
        onRetry={() => void refetch()}
        empty={t('list.publicEmpty')}
        getKey={(r) => r.id_rutina}
        renderItem={(routine) => (
          <Card.Root
            as="article"
            aria-labelledby={`new-from-${routine.id_rutina}`}
            size="sm"
            variant="outline"
            h="full"
          >
            <Card.Body gap="2">
              <Card.Title as="h2" id={`new-from-${routine.id_rutina}`} textStyle="lg">
                {routine.nombre}
              </Card.Title>
              <Card.Description>{t('card.observations', { text: routine.observaciones })}</Card.Description>
              <SimpleGrid columns={2} gap="1" textStyle="sm">
                <Text>
                  {t('card.goal')}: {routine.objetivo}
                </Text>
                <Text>
                  {t('card.level')}: {routine.dificultad}
                </Text>
              </SimpleGrid>
              <Text textStyle="sm">{t('card.exercises', { count: routine.ejercicios.length })}</Text>
            </Card.Body>
            <Card.Footer>
              <Button
                colorPalette="brand"
                size="sm"
                loading={copying && originalArgs === routine.id_rutina}
                loadingText={t('form.useRoutine')}
                onClick={() => void start(routine.id_rutina)}
              >
                {t('form.useRoutine')}
              </Button>
            </Card.Footer>
          </Card.Root>
        )}
      />
    </Box>
  );
}

export default RoutineNewPage;
