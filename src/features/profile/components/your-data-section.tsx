import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FileJson, FileSpreadsheet, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../lib/store-hooks';
import { forgetWorkouts } from '../../../entities/workouts/offline-cache';
import { setQueue } from '../../../entities/workouts/set-queue';
import { api } from '../../../lib/api';
import { downloadAttachment } from '../../../lib/download';
import { loggedOut } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ProfileSection } from './profile-section';

/** The two downloads: path under /api, the name used if the server gives none, and their button. */
const EXPORTS = {
  csv: {
    path: 'users/me/history.csv',
    fallback: 'forja-historial.csv',
    Icon: FileSpreadsheet,
    label: 'data.exportHistory',
  },
  json: { path: 'users/me/export.json', fallback: 'forja-datos.json', Icon: FileJson, label: 'data.exportAll' },
} as const;

/**
 * After the deletion: a toast, the device's copies of the training log dropped, then the landing
 * page; the session ends as this page unmounts (as the dashboard's logout does, so the guard of
 * the signed-in pages never sends the user to /login on the way out).
 */
function useLeaveAfterDeletion() {
  const { t } = useTranslation('profile');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (!leaving.current) return;
      dispatch(loggedOut());
      dispatch(api.util.resetApiState());
    },
    [dispatch],
  );
  return async () => {
    toast.success(t('delete.success'));
    setQueue().clear();
    await forgetWorkouts();
    leaving.current = true;
    void navigate('/');
  };
}

/**
 * "Tus datos" on the profile: download a copy (CSV history, JSON of everything) or delete the
 * account. A ProfileSection, so its heading and intro look like the other cards'.
 */
export function YourDataSection() {
  const { t } = useTranslation('profile');
  const [downloading, setDownloading] = useState<keyof typeof EXPORTS | null>(null);
  const [deleting, setDeleting] = useState(false);
  const leave = useLeaveAfterDeletion();

  const download = async (kind: keyof typeof EXPORTS) => {
    setDownloading(kind);
    try {
      await downloadAttachment(EXPORTS[kind].path, EXPORTS[kind].fallback);
    } catch {
      toast.error(t('data.exportError'));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <ProfileSection title={t('data.title')} intro={t('data.intro')}>
      <Stack gap="4">
        <Stack gap="1">
          <HStack wrap="wrap" gap="2">
            {(['csv', 'json'] as const).map((kind) => {
              const { Icon, label } = EXPORTS[kind];
              return (
                <Button
                  key={kind}
                  variant="outline"
                  loading={downloading === kind}
                  loadingText={t('data.downloading')}
                  onClick={() => void download(kind)}
                >
                  <Icon aria-hidden />
                  {t(label)}
                </Button>
              );
            })}
          </HStack>
          <Text textStyle="sm" color="fg.muted">
            {t('data.exportHistoryHint')} {t('data.exportAllHint')}
          </Text>
        </Stack>
        <Stack gap="2" borderTopWidth="1px" pt="4">
          <Heading as="h3" size="md">
            {t('data.dangerTitle')}
          </Heading>
          <Text>{t('data.dangerText')}</Text>
          <Button alignSelf="start" colorPalette="red" variant="outline" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden />
            {t('data.deleteAccount')}
          </Button>
        </Stack>
      </Stack>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} onDeleted={() => void leave()} />
    </ProfileSection>
  );
}
