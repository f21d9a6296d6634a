import type { ParseKeys } from 'i18next';
import { Container } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { UnderConstruction } from '../ui/components/under-construction';

/** Route element for screens that are not built yet. */
export function PlaceholderScreen({ titleKey, backTo }: { titleKey: ParseKeys<'common'>; backTo?: string }) {
  const { t } = useTranslation();
  return (
    <Container maxW="6xl">
      <UnderConstruction title={t(titleKey)} backTo={backTo} />
    </Container>
  );
}
