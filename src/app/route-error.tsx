import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { NotFoundPage } from '../features/status/pages/not-found-page';

/** Router-level error boundary: a 404 shows the not-found screen (docs/PRODUCT.md §2); anything else is logged and explained. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }}>
      <Stack gap="5" align="center" textAlign="center" role="alert">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t('routeError.title')}
        </Heading>
        <Text color="fg.muted">{t('routeError.text')}</Text>
        <HStack gap="3">
          <Button colorPalette="brand" onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/home">{t('routeError.back')}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
