import { Badge, Stack } from '@chakra-ui/react';
import { Link2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ExerciseGroupProps {
  kind: 'superset' | 'circuit';
  children: ReactNode;
}

/**
 * A superset (two exercises) or circuit (three or more) drawn as one block: a labelled group with a
 * brand rail on its side, the cards inside in the order they are done.
 */
export function ExerciseGroup({ kind, children }: ExerciseGroupProps) {
  const { t } = useTranslation('workouts');
  const labelId = useId();
  return (
    <Stack
      role="group"
      aria-labelledby={labelId}
      gap="3"
      ps={{ base: '2', md: '3' }}
      borderStartWidth="4px"
      borderColor="brand.solid"
      data-group-kind={kind}
    >
      <Badge id={labelId} alignSelf="start" colorPalette="brand" variant="subtle" size="lg">
        <Link2 aria-hidden="true" />
        {t(kind === 'superset' ? 'sessionEdit.superset' : 'sessionEdit.circuit')}
      </Badge>
      {children}
    </Stack>
  );
}
