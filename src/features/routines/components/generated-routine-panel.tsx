import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { newPlanPath } from '../../../entities/plans/api';
import { toast } from '../../../lib/toast';
import {
  isSavedRoutine,
  NO_GENERATED_ROUTINE,
  useCopyRoutineMutation,
  useGenerateRoutineMutation,
  useGetGeneratedRoutineQuery,
} from '../api';
import { generatedDetailExercises } from './detail-exercises';
import { PublicRoutineCard } from './public-routine-card';

/**
 * "Mis Objetivos": "Generar Rutina" and the routine generated last (held until a new one is
 * generated; id 0 means none). A failed generation keeps the previous routine and says so.
 * Beside it, "Crear programa" opens the programme wizard (docs/PRODUCT.md §17).
 */
export function GeneratedRoutinePanel() {
  const { t } = useTranslation('routines');
  const { data: generated = NO_GENERATED_ROUTINE } = useGetGeneratedRoutineQuery();
  const [generate, { isLoading: generating }] = useGenerateRoutineMutation();
  const [copy, { isLoading: saving }] = useCopyRoutineMutation();

  const onGenerate = async () => {
    try {
      await generate().unwrap();
      toast.success(t('discover.generated'));
    } catch {
      toast.error(t('discover.generateError'));
    }
  };

  const onSave = async () => {
    try {
      const result = await copy(generated.rutina_id).unwrap();
      if (isSavedRoutine(result)) toast.success(t('save.success'));
      else toast.error(t('save.error'));
    } catch {
      toast.error(t('save.error'));
    }
  };

  return (
    <Stack gap="4">
      <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} gap="3">
        <Button
          colorPalette="brand"
          onClick={() => void onGenerate()}
          loading={generating}
          loadingText={t('discover.generate')}
        >
          {t('discover.generate')}
        </Button>
        <Text color="fg.muted" textStyle="sm">
          {t('discover.generateHint')}
        </Text>
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} gap="3">
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to={newPlanPath}>{t('discover.createPlan')}</RouterLink>
        </Button>
        <Text color="fg.muted" textStyle="sm">
          {t('discover.createPlanHint')}
        </Text>
      </Stack>
      {generated.rutina_id === 0 ? (
        <Text>{t('discover.noGenerated')}</Text>
      ) : (
        <Stack gap="2" maxW={{ md: 'md' }}>
          <PublicRoutineCard
            nombre={generated.nombre}
            observaciones={generated.rutina_observaciones}
            objetivo={generated.objetivo}
            dificultad={generated.dificultad}
            metodo={generated.metodo}
            exercises={generatedDetailExercises(generated, t('detail.unknownGroup'))}
            saving={saving}
            onSave={() => void onSave()}
          />
        </Stack>
      )}
    </Stack>
  );
}
