import { Box, Button, Flex, IconButton, Progress, Text } from '@chakra-ui/react';
import { Volume2, VolumeX } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../rest-timer';
import type { RestTimerState } from '../use-rest-timer';
import { RestNotifyToggle } from './rest-notify-toggle';
import { REST_BAR, RestEndStatus } from './rest-timer-link';

interface ControlsProps {
  muted: boolean;
  setMuted(muted: boolean): void;
  extend(): void;
  skip(): void;
}

/**
 * The bar's buttons: sound, notification, +15 s and skip (a row of their own on a phone, where
 * the four do not fit beside each other). Their props stand while the rest runs, so a second of
 * the countdown does not draw them again.
 */
const RestControls = memo(function RestControls({ muted, setMuted, extend, skip }: ControlsProps) {
  const { t } = useTranslation('workouts');
  return (
    <>
      <Flex gap="2" align="center">
        <IconButton
          size="lg"
          variant="ghost"
          aria-pressed={muted}
          aria-label={t('timer.mute')}
          title={muted ? t('timer.unmute') : t('timer.mute')}
          onClick={() => setMuted(!muted)}
        >
          {muted ? <VolumeX /> : <Volume2 />}
        </IconButton>
        <RestNotifyToggle />
      </Flex>
      <Flex gap="2" align="center" w={{ base: 'full', md: 'auto' }}>
        <Button size="lg" variant="outline" onClick={extend} title={t('timer.extendLabel')}>
          {t('timer.extend')}
        </Button>
        <Button size="lg" colorPalette="brand" flex={{ base: '1', md: 'initial' }} onClick={skip}>
          {t('timer.skip')}
        </Button>
      </Flex>
    </>
  );
});

/**
 * The rest timer, stuck to the bottom of the screen while it runs: the countdown with the sound
 * and notification toggles, then +15 s and skip. Its live region announces the end (not every
 * second). A second of the countdown draws the time and the progress bar again, not the buttons
 * (RestControls).
 */
export function RestTimerBar({ timer }: { timer: RestTimerState }) {
  const { t } = useTranslation('workouts');
  const running = timer.timer !== null;
  return (
    <>
      <RestEndStatus ended={timer.ended} />
      {running || timer.ended ? (
        <Box {...REST_BAR} py="3" borderRadius="l3">
          {running ? (
            <Flex align="center" gap="3" wrap="wrap">
              <Box role="timer" aria-label={t('timer.remaining', { time: formatClock(timer.left) })} flex="1">
                <Text textStyle="xs" color="fg.muted" textTransform="uppercase" fontWeight="semibold">
                  {t('timer.label')}
                </Text>
                <Text textStyle="4xl" fontWeight="bold" fontVariantNumeric="tabular-nums" lineHeight="1">
                  {formatClock(timer.left)}
                </Text>
              </Box>
              <RestControls muted={timer.muted} setMuted={timer.setMuted} extend={timer.extend} skip={timer.skip} />
              <Progress.Root
                w="full"
                size="sm"
                colorPalette="brand"
                // At most full: a device clock set back during a rest leaves more seconds than the rest had.
                value={timer.timer ? Math.min(100, (timer.left / timer.timer.total) * 100) : 0}
                aria-hidden="true"
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Flex>
          ) : (
            <Text fontWeight="semibold" textStyle="lg" aria-hidden="true">
              {t('timer.ended')}
            </Text>
          )}
        </Box>
      ) : null}
    </>
  );
}
