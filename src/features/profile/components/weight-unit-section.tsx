import { HStack, RadioGroup, Skeleton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useProfileQuery, useUpdatePreferencesMutation } from '../../../entities/users/api';
import type { WeightUnit } from '../../../lib/units';
import { toast } from '../../../lib/toast';
import { ProfileSection } from './profile-section';

const UNITS: readonly WeightUnit[] = ['kg', 'lb'];

/**
 * "Unidad de peso": kilograms or pounds for every weight the app shows and asks for. Saved as
 * soon as it is chosen; the server keeps kilograms whatever the choice.
 */
export function WeightUnitSection() {
  const { t } = useTranslation('profile');
  const { data: profile } = useProfileQuery();
  const [save, { isLoading: saving }] = useUpdatePreferencesMutation();

  const choose = async (unidad: WeightUnit) => {
    try {
      await save({ unidad }).unwrap();
      toast.success(t('units.weightUnit.saved'));
    } catch {
      toast.error(t('units.weightUnit.error'));
    }
  };

  return (
    <ProfileSection title={t('units.weightUnit.title')} intro={t('units.weightUnit.intro')}>
      {profile ? (
        <RadioGroup.Root
          name="unidad"
          value={profile.unidad}
          disabled={saving}
          aria-label={t('units.weightUnit.title')}
          onValueChange={(e) => e.value && e.value !== profile.unidad && void choose(e.value as WeightUnit)}
          colorPalette="brand"
        >
          <HStack gap="6" wrap="wrap">
            {UNITS.map((unit) => (
              <RadioGroup.Item key={unit} value={unit}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(`units.weightUnit.${unit}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      ) : (
        <Skeleton height="6" aria-busy="true" />
      )}
    </ProfileSection>
  );
}
