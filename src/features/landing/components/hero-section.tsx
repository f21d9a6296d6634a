import { Box, Button, Container, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { HeroIllustration } from './hero-illustration';

const POINTS = ['goal', 'calendar', 'pdf'] as const;

/** The three short promises under the hero's buttons, each with a check mark. */
function HeroPoints() {
  const { t } = useTranslation('landing');
  return (
    <Stack as="ul" direction={{ base: 'column', lg: 'row' }} gap={{ base: '2', lg: '5' }} listStyle="none">
      {POINTS.map((key) => (
        <HStack as="li" key={key} gap="2" color="fg.muted" textStyle="sm">
          <Box color="brand.fg" aria-hidden>
            <Check size={16} strokeWidth={3} />
          </Box>
          {t(`hero.points.${key}`)}
        </HStack>
      ))}
    </Stack>
  );
}

/** The landing's hero: title, "Empezar ahora", the anchor to #features and the drawing. */
export function HeroSection() {
  const { t } = useTranslation('landing');
  return (
    <Box
      as="section"
      aria-labelledby="hero-title"
      bgGradient="to-br"
      gradientFrom="brand.subtle"
      gradientVia="bg"
      gradientTo="brand.subtle"
      overflow="hidden"
    >
      <Container maxW="6xl" py={{ base: '12', md: '20' }}>
        <Flex direction={{ base: 'column', md: 'row' }} align="center" gap={{ base: '10', md: '12' }}>
          <Stack
            gap="6"
            flex="1"
            align={{ base: 'center', md: 'flex-start' }}
            textAlign={{ base: 'center', md: 'start' }}
          >
            <Text
              textStyle="sm"
              fontWeight="semibold"
              color="brand.fg"
              bg="brand.muted"
              px="3"
              py="1"
              borderRadius="full"
            >
              {t('hero.eyebrow')}
            </Text>
            <Heading as="h1" id="hero-title" size={{ base: '4xl', md: '6xl' }} letterSpacing="tight" lineHeight="1.05">
              {t('hero.title')}
            </Heading>
            <Text textStyle={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="xl">
              {t('hero.subtitle')}
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
              <Button asChild colorPalette="brand" size="xl" shadow="md">
                <RouterLink to="/register">{t('hero.cta')}</RouterLink>
              </Button>
              <Button asChild variant="outline" size="xl" bg="bg">
                <a href="#features">{t('hero.more')}</a>
              </Button>
            </Stack>
            <HeroPoints />
          </Stack>
          <Box flex="1" w="full" maxW={{ base: 'xs', sm: 'sm', md: 'md' }} aspectRatio={420 / 360}>
            <HeroIllustration />
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}
