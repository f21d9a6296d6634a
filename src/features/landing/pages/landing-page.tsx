import { Box, Button, Container, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CalendarClock, Check, Sprout, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { HeroIllustration } from '../components/hero-illustration';

const FEATURES = [
  { key: 'schedule', icon: CalendarClock },
  { key: 'goals', icon: Target },
  { key: 'beginners', icon: Sprout },
] as const;

const POINTS = ['goal', 'calendar', 'pdf'] as const;

/**
 * docs/PRODUCT.md §2, "Landing": hero with "Empezar ahora" and an anchor to #features, the three
 * feature cards and a closing call to action. The first page every visitor sees: no forms, no
 * store endpoints, no images to download (the drawing is inline SVG).
 */
export function LandingPage() {
  const { t } = useTranslation('landing');
  return (
    <>
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
              <Heading
                as="h1"
                id="hero-title"
                size={{ base: '4xl', md: '6xl' }}
                letterSpacing="tight"
                lineHeight="1.05"
              >
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
            </Stack>
            <Box flex="1" w="full" maxW={{ base: 'xs', sm: 'sm', md: 'md' }} aspectRatio={420 / 360}>
              <HeroIllustration />
            </Box>
          </Flex>
        </Container>
      </Box>

      <Box
        as="section"
        id="features"
        aria-labelledby="features-title"
        py={{ base: '14', md: '24' }}
        scrollMarginTop="16"
      >
        <Container maxW="6xl">
          <Stack gap="3" textAlign="center" align="center" mb={{ base: '10', md: '14' }}>
            <Heading as="h2" id="features-title" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
              {t('features.title')}
            </Heading>
            <Text color="fg.muted" textStyle="lg" maxW="2xl">
              {t('features.subtitle')}
            </Text>
          </Stack>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
            {FEATURES.map(({ key, icon: Icon }) => (
              <Stack
                key={key}
                gap="4"
                p={{ base: '6', md: '8' }}
                borderWidth="1px"
                borderRadius="2xl"
                bg="bg"
                shadow="sm"
                transition="transform 0.2s, box-shadow 0.2s"
                _hover={{ transform: 'translateY(-4px)', shadow: 'lg' }}
              >
                <Flex
                  boxSize="12"
                  align="center"
                  justify="center"
                  borderRadius="xl"
                  bg="brand.muted"
                  color="brand.fg"
                  aria-hidden
                >
                  <Icon size={24} />
                </Flex>
                <Heading as="h3" size="lg">
                  {t(`features.${key}.title`)}
                </Heading>
                <Text color="fg.muted">{t(`features.${key}.text`)}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

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
    </>
  );
}

export default LandingPage;
