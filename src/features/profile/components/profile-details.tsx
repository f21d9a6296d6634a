import { Box, DataList } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../../../lib/contract';
import { fromKg } from '../../../lib/units';
import { formatDate, formatDateTime } from '../../../lib/date-format';
import { parseIsoDate, parseWireDateTime } from '../../../lib/dates';
import { ProfileHighlights } from './profile-highlights';

const decimal = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 3 });
const bmi = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The body weight in the user's unit (kilograms with every stored decimal). */
function bodyWeight(profile: UserProfile, t: TFunction<'profile'>): string {
  return profile.unidad === 'lb'
    ? t('units.lb', { value: decimal.format(fromKg(profile.peso, 'lb')) })
    : t('units.kg', { value: decimal.format(profile.peso) });
}

const SEX_KEYS = { 1: 'sexo.1', 2: 'sexo.2', 3: 'sexo.3' } as const;

/** Every field docs/PRODUCT.md §2 lists for "MI PERFIL", in Spanish formats; BMI and goal lead. */
export function ProfileDetails({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('profile');
  const birth = parseIsoDate(profile.fecha_nacimiento);
  const since = parseWireDateTime(profile.fecha_alta);
  const sexKey = SEX_KEYS[profile.sexo as keyof typeof SEX_KEYS];
  const rows: [string, string][] = [
    [t('fields.nombre'), profile.nombre],
    [t('fields.apellidos'), profile.apellidos],
    [t('fields.email'), profile.email],
    [t('fields.fechaNacimiento'), birth ? formatDate(birth) : profile.fecha_nacimiento],
    [t('fields.fechaAlta'), since ? formatDateTime(since) : profile.fecha_alta],
    [t('fields.sexo'), sexKey ? t(sexKey) : '—'],
    [t('fields.peso'), bodyWeight(profile, t)],
    [t('fields.altura'), t('units.cm', { value: decimal.format(profile.altura) })],
  ];
  const highlights = [
    { label: t('fields.imc'), value: bmi.format(profile.imc) },
    { label: t('fields.objetivo'), value: profile.objetivo ?? t('noGoal') },
  ];
  return (
    <Box>
      <ProfileHighlights items={highlights} />
      <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} size="lg" gap="4" mt="6">
        {rows.map(([label, value]) => (
          // Chakra's responsive orientation keeps the vertical column under the horizontal
          // variant's centring (every row came out centred): the direction is set here instead.
          <DataList.Item
            key={label}
            flexDirection={{ base: 'column', sm: 'row' }}
            alignItems={{ base: 'flex-start', sm: 'baseline' }}
          >
            <DataList.ItemLabel minW="44">{label}</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="medium" wordBreak="break-word">
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Box>
  );
}
