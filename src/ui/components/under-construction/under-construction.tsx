import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../page-header';

export interface UnderConstructionProps {
  title: string;
  /** Where "back" goes (defaults to the landing page). */
  backTo?: string;
}

/** The honest placeholder of a screen that is not built yet, shown inside the real layout. */
export function UnderConstruction({ title, backTo = '/home' }: UnderConstructionProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="4" py="8" maxW="2xl">
      <Badge colorPalette="brand" variant="subtle" alignSelf="flex-start" size="lg">
        <Construction aria-hidden size={14} />
        {t('underConstruction.badge')}
      </Badge>
      <PageHeader title={title} />
      <Text color="fg.muted">{t('underConstruction.text')}</Text>
      <Button asChild variant="outline" alignSelf="flex-start">
        <RouterLink to={backTo}>{t('underConstruction.back')}</RouterLink>
      </Button>
    </Stack>
  );
}
