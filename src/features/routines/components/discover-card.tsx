import { Card, HStack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GeneratedRoutinePanel } from './generated-routine-panel';
import { PublicRoutinesBrowser } from './public-routines-browser';

/**
 * "Sugerencias" tab: a toggle between "Mis Objetivos" (generate a routine) and "Todas las
 * Rutinas" (browse public routines). Turning it off clears both filters, so the next visit to
 * "Todas las Rutinas" shows the whole list again.
 */
export function DiscoverCard() {
  const { t } = useTranslation('routines');
  const [all, setAll] = useState(false);
  const [goalId, setGoalId] = useState<number | null>(null);
  const [difficultyId, setDifficultyId] = useState<number | null>(null);

  const toggle = (checked: boolean) => {
    setAll(checked);
    if (!checked) {
      setGoalId(null);
      setDifficultyId(null);
    }
  };

  return (
    <Card.Root variant="outline">
      <Card.Body gap="5">
        <HStack gap="3" wrap="wrap">
          <Text fontWeight={all ? 'normal' : 'semibold'}>{t('discover.mine')}</Text>
          <Switch.Root checked={all} onCheckedChange={(e) => toggle(e.checked)} colorPalette="brand">
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label fontWeight={all ? 'semibold' : 'normal'} textStyle="md">
              {t('discover.all')}
            </Switch.Label>
          </Switch.Root>
        </HStack>
        {all ? (
          <PublicRoutinesBrowser
            goalId={goalId}
            difficultyId={difficultyId}
            onGoalChange={setGoalId}
            onDifficultyChange={setDifficultyId}
          />
        ) : (
          <GeneratedRoutinePanel />
        )}
      </Card.Body>
    </Card.Root>
  );
}
