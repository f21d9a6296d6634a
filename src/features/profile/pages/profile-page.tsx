import { Button, Card, Grid, HStack, Link, Skeleton, Stack } from '@chakra-ui/react';
import { KeyRound, UserPen } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toast } from '../../../lib/toast';
import { LoadError } from '../../../ui/components/load-error';
import { PageHeader } from '../../../ui/components/page-header';
import { useGetProfileGoalsQuery, useGetProfileQuery } from '../api';
import { CalendarFeedSection } from '../components/calendar-feed-section';
import { ChangePasswordDialog } from '../components/change-password-dialog';
import { EditProfileDialog } from '../components/edit-profile-dialog';
import { ProfileDetails } from '../components/profile-details';
import { RemindersSection } from '../components/reminders-section';
import { WeightUnitSection } from '../components/weight-unit-section';
import { YourDataSection } from '../components/your-data-section';

/** docs/PRODUCT.md §2, "Profile". */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const profile = useGetProfileQuery();
  const goals = useGetProfileGoalsQuery();
  const [editing, setEditing] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);

  useEffect(() => {
    if (goals.isError) toast.error(t('edit.goalsError'));
  }, [goals.isError, t]);

  return (
    <Stack gap="6" maxW="7xl">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          profile.data ? (
            <HStack gap="2" wrap="wrap">
              <Button colorPalette="brand" onClick={() => setEditing(true)}>
                <UserPen aria-hidden />
                {t('actions.editUser')}
              </Button>
              <Button variant="outline" onClick={() => setChangingPassword(true)}>
                <KeyRound aria-hidden />
                {t('actions.editPassword')}
              </Button>
            </HStack>
          ) : null
        }
      />
      {/* One column on phones; on wide screens the profile on the left, the settings on the right. */}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="6" alignItems="start">
        {profile.isError ? (
          <LoadError message={t('loadError')} onRetry={() => void profile.refetch()} />
        ) : (
          <Card.Root variant="outline">
            <Card.Body>
              {profile.data ? (
                <ProfileDetails profile={profile.data} />
              ) : (
                <Stack gap="4" aria-busy="true">
                  {Array.from({ length: 10 }, (_, i) => (
                    <Skeleton key={i} height="5" />
                  ))}
                </Stack>
              )}
            </Card.Body>
          </Card.Root>
        )}
        <Stack gap="6">
          {profile.data ? <WeightUnitSection /> : null}
          <CalendarFeedSection />
          <RemindersSection />
          {profile.data ? <YourDataSection /> : null}
          <Link asChild variant="underline" alignSelf="flex-start">
            <RouterLink to="/dashboard/importar">{t('importLink')}</RouterLink>
          </Link>
        </Stack>
      </Grid>
      {profile.data ? (
        <EditProfileDialog
          open={editing}
          profile={profile.data}
          goals={goals.data ?? []}
          onClose={() => setEditing(false)}
        />
      ) : null}
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </Stack>
  );
}

export default ProfilePage;
