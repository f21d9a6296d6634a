import { Badge, Button, Card, HStack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClampedText } from '../../../ui/components/clamped-text';
import { onDemand } from '../../../ui/components/dialog-shell';
import type { DetailExercise, RoutineDetailDialogProps } from './routine-detail-dialog';

// "Dialogs on demand" (ui/components/dialog-shell/on-demand.tsx): loaded when first opened.
const RoutineDetailDialog = onDemand<RoutineDetailDialogProps>(() =>
  import('./routine-detail-dialog').then((m) => ({ default: m.RoutineDetailDialog })),
);

export interface PublicRoutineCardProps {
  nombre: string;
  observaciones: string;
  objetivo: string;
  dificultad: string;
  metodo: string;
  exercises: DetailExercise[];
  /** Already among the user's routines (docs/PRODUCT.md §13, `realizada`). */
  saved?: boolean;
  saving?: boolean;
  onSave(): void;
}

/** A public, shared or generated routine with "Guardar" and "Ver detalle" (docs/PRODUCT.md §2). */
export function PublicRoutineCard({
  nombre,
  observaciones,
  objetivo,
  dificultad,
  metodo,
  exercises,
  saved = false,
  saving = false,
  onSave,
}: PublicRoutineCardProps) {
  const { t } = useTranslation('routines');
  const titleId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Card.Root as="article" aria-labelledby={titleId} size="sm" variant="outline" h="full">
      <Card.Body gap="2">
        <Card.Title as="h2" id={titleId} textStyle="lg">
          {nombre}
        </Card.Title>
        {observaciones ? (
          // A long description folds to three lines behind "Ver más".
          <ClampedText color="fg.muted" textStyle="sm">
            {t('card.observations', { text: observaciones })}
          </ClampedText>
        ) : null}
        <HStack wrap="wrap" gap="2">
          <Badge colorPalette="brand" variant="subtle">
            {dificultad}
          </Badge>
          <Badge variant="outline">{t('card.exercises', { count: exercises.length })}</Badge>
        </HStack>
        <Text textStyle="sm">
          {t('card.goal')}: {objetivo}
        </Text>
        <Text textStyle="sm">
          {t('card.method')}: {metodo}
        </Text>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        {saved ? (
          // Already in Mis Rutinas (the server's `realizada`): said, not copied again.
          <Button
            colorPalette="green"
            variant="subtle"
            size="sm"
            disabled
            title={t('card.saved')}
            // A state to read, not a greyed-out action: full contrast.
            _disabled={{ opacity: 1, cursor: 'default' }}
          >
            <Check aria-hidden="true" />
            {t('card.savedButton')}
          </Button>
        ) : (
          <Button colorPalette="brand" size="sm" onClick={onSave} loading={saving} loadingText={t('card.save')}>
            {t('card.save')}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          {t('card.detail')}
        </Button>
      </Card.Footer>
      <RoutineDetailDialog open={open} name={nombre} exercises={exercises} onClose={() => setOpen(false)} />
    </Card.Root>
  );
}
