import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The closing call to action: register, or sign in. */
export function CallToActionSection() {
  const { t } = useTranslation('landing');
  return (
    <Box as="section" aria-labelledby="cta-title" pb={{ base: '14', md: '24' }}>
      <Container maxW="6xl">
        <Stack
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'stretch', md: 'center' }}
          justify="space-between"
          gap="6"
          bg="ink"
          color="white"
          borderRadius="3xl"
          px={{ base: '6', md: '12' }}
          py={{ base: '10', md: '12' }}
          position="relative"
          overflow="hidden"
        >
          <Box
            position="absolute"
            right="-16"
            top="-16"
            boxSize="56"
            borderRadius="full"
            bg="brand.accent"
            opacity="0.25"
            aria-hidden
          />
          <Stack gap="2" position="relative">
            <Heading as="h2" id="cta-title" size={{ base: '2xl', md: '3xl' }} color="white">
              {t('cta.title')}
            </Heading>
            <Text color="whiteAlpha.900" textStyle="lg">
              {t('cta.text')}
            </Text>
          </Stack>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" position="relative">
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to="/register">{t('cta.button')}</RouterLink>
            </Button>
            <Button
              asChild
              variant="outline"
              size="lg"
              color="white"
              borderColor="whiteAlpha.700"
              _hover={{ bg: 'whiteAlpha.200' }}
            >
              <RouterLink to="/login">{t('cta.login')}</RouterLink>
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
