import { Flex, IconButton, Text, VisuallyHidden } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, CloudUpload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RowStatus } from '../session-model';

export interface SetStatusProps {
  status: RowStatus;
  /** The server's reason for refusing it (rejected). */
  reason?: string;
  /** Sends what waits now instead of at the next try. */
  onRetry(): void;
}

/**
 * Where a done set is, in the done button's column: stored (a green tick), on its way (a quiet
 * cloud: no signal is no error; a tap tries at once) or refused by the server (red, with its
 * reason on a line of its own below the set).
 */
export function SetStatus({ status, reason, onRetry }: SetStatusProps) {
  const { t } = useTranslation('workouts');
  if (status === 'saved') {
    return (
      <Flex justify="center" color="green.fg" title={t('set.saved')}>
        <CircleCheck aria-hidden="true" />
        <VisuallyHidden>{t('set.saved')}</VisuallyHidden>
      </Flex>
    );
  }
  if (status === 'rejected') {
    return (
      <>
        <Flex justify="center" color="fg.error">
          <CircleAlert aria-hidden="true" />
          <VisuallyHidden>{t('setRow.rejected')}</VisuallyHidden>
        </Flex>
        <Text gridColumn="1 / -1" color="fg.error" textStyle="sm" px="2" pb="2">
          {reason ? t('setRow.rejectedReason', { reason }) : t('setRow.rejectedNoReason')}
        </Text>
      </>
    );
  }
  return (
    <IconButton
      type="button"
      variant="ghost"
      size="lg"
      color="fg.muted"
      aria-label={t('setRow.pendingHint')}
      title={t('setRow.pendingHint')}
      onClick={onRetry}
    >
      <CloudUpload aria-hidden="true" />
      <VisuallyHidden>{t('set.pending')}</VisuallyHidden>
    </IconButton>
  );
}
