import { Container, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** docs/PRODUCT.md §2: /info is a placeholder screen that only says it works. */
export function InfoPage() {
  const { t } = useTranslation();
  return (
    <Container maxW="2xl" py="16">
      <Heading as="h1" size="2xl" mb="3">
        {t('info.title')}
      </Heading>
      <Text textStyle="lg">{t('info.text')}</Text>
    </Container>
  );
}

export default InfoPage;
