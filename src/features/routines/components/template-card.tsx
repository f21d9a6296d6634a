import { Button, Card, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PublicRoutine } from '../../../lib/contract';

export interface TemplateCardProps {
  routine: PublicRoutine;
  /** This template is being copied. */
  copying: boolean;
  onUse(id: number): void;
}

/** One public routine of "Desde una plantilla": name, observations, goal, level, count and "Usar esta rutina". */
export function TemplateCard({ routine, copying, onUse }: TemplateCardProps) {
  const { t } = useTranslation('routines');
  return (
    <Card.Root as="article" aria-labelledby={`new-from-${routine.id_rutina}`} size="sm" variant="outline" h="full">
      <Card.Body gap="2">
        <Card.Title as="h3" id={`new-from-${routine.id_rutina}`} textStyle="lg">
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
          loading={copying}
          loadingText={t('form.useRoutine')}
          onClick={() => onUse(routine.id_rutina)}
        >
          {t('form.useRoutine')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
