/**
 * Boot: "Nueva versión disponible", the offer to reload into a new deploy.
 *
 * Mounted by the signed-in area (app/require-auth.tsx), which registers the service worker
 * (service-worker.ts). When a new version's worker waits, a small panel at the bottom of the
 * screen says so and offers "Actualizar"; nothing reloads until the user clicks it. While a
 * training session is in progress (lib/training-in-progress.ts, set by the session screen) the
 * panel stays hidden, and it appears once the session ends.
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isTrainingInProgress, subscribeTrainingInProgress } from '../../lib/training-in-progress';
import { registerServiceWorker, subscribeWaitingUpdate, waitingUpdate } from './service-worker';

interface UpdatePromptViewProps {
  /** A new version waits and no session is in progress. */
  shown: boolean;
  onUpdate: () => void;
}

/** The panel itself: a polite live region, so screen readers hear it without losing their place. */
export function UpdatePromptView({ shown, onUpdate }: UpdatePromptViewProps) {
  const { t } = useTranslation('pwa');
  const [updating, setUpdating] = useState(false);
  return (
    <Box role="status" aria-live="polite" aria-label={t('update.label')}>
      {shown && (
        <HStack
          position="fixed"
          bottom={{ base: '3', md: '6' }}
          insetInline={{ base: '3', md: 'auto' }}
          insetInlineEnd={{ md: '6' }}
          zIndex="toast"
          gap="4"
          justify="space-between"
          bg="bg.panel"
          borderWidth="1px"
          rounded="l3"
          shadow="lg"
          px="4"
          py="3"
          maxW={{ md: 'md' }}
        >
          <Stack gap="0">
            <Text fontWeight="semibold">{t('update.available')}</Text>
            <Text textStyle="sm" color="fg.muted">
              {t('update.detail')}
            </Text>
          </Stack>
          <Button
            colorPalette="brand"
            size="sm"
            flexShrink={0}
            loading={updating}
            loadingText={t('update.action')}
            onClick={() => {
              setUpdating(true);
              onUpdate();
            }}
          >
            <RefreshCw aria-hidden />
            {t('update.action')}
          </Button>
        </HStack>
      )}
    </Box>
  );
}

/** Registers the service worker and shows the panel when its new version may take over. */
export function UpdatePrompt() {
  useEffect(registerServiceWorker, []);
  const update = useSyncExternalStore(subscribeWaitingUpdate, waitingUpdate, () => null);
  const training = useSyncExternalStore(subscribeTrainingInProgress, isTrainingInProgress, () => false);
  return <UpdatePromptView shown={update !== null && !training} onUpdate={() => update?.()} />;
}
