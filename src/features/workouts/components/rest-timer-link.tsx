import { Box, Flex, IconButton, Link, Text } from '@chakra-ui/react';
import { Timer, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { formatClock } from '../rest-timer';
import type { RestState } from '../rest-timer-store';
import { restTimer } from '../rest-timer-store';
import { useRestState } from '../use-rest-timer';

/** Where both rest bars sit: stuck to the bottom of the screen, above the page. */
export const REST_BAR = {
  position: 'sticky',
  bottom: '0',
  zIndex: 'sticky',
  bg: 'bg.panel',
  borderTopWidth: '2px',
  borderColor: 'brand.solid',
  boxShadow: 'lg',
  px: { base: '3', md: '5' },
} as const;

/** The live region that announces the rest's end (not every second). */
export function RestEndStatus({ ended }: { ended: boolean }) {
  const { t } = useTranslation('workouts');
  return (
    <Box role="status" aria-live="polite" aria-atomic="true" srOnly>
      {ended ? t('timer.ended') : ''}
    </Box>
  );
}

export interface RestTimerLinkBarProps {
  rest: RestState;
  onSkip(): void;
}

/**
 * The running rest on a screen other than the session's: a compact bar at the bottom with the
 * countdown, a link back to the session and skip. Its live region announces the end.
 */
export function RestTimerLinkBar({ rest, onSkip }: RestTimerLinkBarProps) {
  const { t } = useTranslation('workouts');
  const running = rest.timer !== null;
  return (
    <>
      <RestEndStatus ended={rest.ended} />
      {running || rest.ended ? (
        <Flex data-rest-link {...REST_BAR} align="center" gap="2" py="2">
          <Timer aria-hidden="true" size="20" />
          <Link asChild flex="1" fontWeight="semibold" minH="11" color="fg">
            <RouterLink to={rest.path ?? '/dashboard/overview'}>
              {running ? (
                <>
                  <Text as="span" fontVariantNumeric="tabular-nums" textStyle="xl" fontWeight="bold">
                    {formatClock(rest.left)}
                  </Text>
                  <Text as="span">{t('timer.backToSession')}</Text>
                </>
              ) : (
                <Text as="span">{t('timer.endedBack')}</Text>
              )}
            </RouterLink>
          </Link>
          {running ? (
            <IconButton size="lg" variant="ghost" aria-label={t('timer.skip')} onClick={onSkip}>
              <X />
            </IconButton>
          ) : null}
        </Flex>
      ) : null}
    </>
  );
}

/** For the signed-in layout: the running rest, except on the session screen (it has its own bar). */
export function RestTimerLink() {
  const rest = useRestState();
  const { pathname } = useLocation();
  if (rest.path === pathname) return null;
  return <RestTimerLinkBar rest={rest} onSkip={restTimer.skip} />;
}
