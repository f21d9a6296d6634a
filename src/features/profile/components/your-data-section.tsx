import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../lib/store-hooks';
import { forgetWorkouts } from '../../../entities/workouts/offline-cache';
import { measurementQueue } from '../../../entities/measurements/queue';
import { setQueue } from '../../../entities/workouts/set-queue';
import { api } from '../../../lib/api';
import { loggedOut } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { DataDownloads } from './data-downloads';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ProfileSection } from './profile-section';

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
    measurementQueue().clear();
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
  const [deleting, setDeleting] = useState(false);
  const leave = useLeaveAfterDeletion();

  return (
    <ProfileSection title={t('data.title')} intro={t('data.intro')}>
      <Stack gap="4">
        <DataDownloads />
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
