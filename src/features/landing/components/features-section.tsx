import { Box, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CalendarClock, Sprout, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const FEATURES = [
  { key: 'schedule', icon: CalendarClock },
  { key: 'goals', icon: Target },
  { key: 'beginners', icon: Sprout },
] as const;

/** The #features section: its title and the three feature cards. */
export function FeaturesSection() {
  const { t } = useTranslation('landing');
  return (
    <Box as="section" id="features" aria-labelledby="features-title" py={{ base: '14', md: '24' }} scrollMarginTop="16">
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
  );
}
