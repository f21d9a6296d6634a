import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CalendarClock, Sprout, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

const FEATURES = [
  { key: 'schedule', icon: CalendarClock },
  { key: 'goals', icon: Target },
  { key: 'beginners', icon: Sprout },
] as const;

/** SPEC.md "Landing (/home)": hero with "Empezar ahora", anchor to #features, three cards. */
export function LandingPage() {
  const { t } = useTranslation('landing');
  return (
    <>
      <Box as="section" bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg" py={{ base: '16', md: '28' }}>
        <Container maxW="4xl" textAlign="center">
          <Stack gap="6" align="center">
            <Heading as="h1" size={{ base: '4xl', md: '6xl' }} letterSpacing="tight" lineHeight="1.1">
              {t('hero.title')}
            </Heading>
            <Text textStyle={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl">
              {t('hero.subtitle')}
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button asChild colorPalette="brand" size="xl">
                <RouterLink to="/register">{t('hero.cta')}</RouterLink>
              </Button>
              <Button asChild variant="outline" size="xl">
                <a href="#features">{t('hero.more')}</a>
              </Button>
            </Stack>
          </Stack>
        </Container>
      </Box>
      <Box as="section" id="features" py={{ base: '14', md: '20' }} scrollMarginTop="16">
        <Container maxW="6xl">
          <Heading as="h2" size={{ base: '2xl', md: '3xl' }} textAlign="center" mb="10">
            {t('features.title')}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
            {FEATURES.map(({ key, icon: Icon }) => (
              <Stack key={key} gap="3" p="6" borderWidth="1px" borderRadius="xl" bg="bg" shadow="xs">
                <Box color="brand.fg" aria-hidden>
                  <Icon size={28} />
                </Box>
                <Heading as="h3" size="lg">
                  {t(`features.${key}.title`)}
                </Heading>
                <Text color="fg.muted">{t(`features.${key}.text`)}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
    </>
  );
}

export default LandingPage;
