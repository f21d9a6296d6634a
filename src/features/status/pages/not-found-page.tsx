import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../ui/components/page-header';

/** docs/PRODUCT.md §2, "Not found". */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }}>
      <Stack gap="5" align="center" textAlign="center">
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
          {t('notFound.title')}
        </Heading>
        <Text textStyle="lg" color="fg.muted">
          {t('notFound.text')}
        </Text>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/home">{t('notFound.back')}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}

export default NotFoundPage;
