import { HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The Forja mark (an anvil-like F) and word mark. Decorative: links around it carry the name. */
export function Logo({
  size = 'md',
}: {
  /** The mark's size: 24, 32 or 44 px. */
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const px = { sm: 24, md: 32, lg: 44 }[size];
  return (
    <HStack gap="2" aria-hidden>
      <svg width={px} height={px} viewBox="0 0 32 32" role="presentation">
        <rect width="32" height="32" rx="8" fill="#F05A19" />
        <path d="M10 8h13v4h-8.5v3.5H21v4h-6.5V25H10z" fill="#1C1917" />
      </svg>
      <Text as="span" fontWeight="800" letterSpacing="tight" fontSize={{ sm: 'lg', md: 'xl', lg: '3xl' }[size]}>
        {t('appName')}
      </Text>
    </HStack>
  );
}
