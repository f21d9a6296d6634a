import { Box, Container, Grid, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../ui/components/page-header';

export type LegalDocumentKind = 'terms' | 'privacy' | 'disclaimer';

interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
}

/**
 * One legal text of src/locales/es/legal.json: title, date, introduction and numbered sections,
 * with a table of contents beside it on wide screens (above it on small ones).
 */
export function LegalDocument({ kind }: { kind: LegalDocumentKind }) {
  const { t } = useTranslation('legal');
  useDocumentTitle(t(`${kind}.title`));
  const sections = t(`${kind}.sections`, { returnObjects: true }) as LegalSection[];
  const date = kind === 'disclaimer' ? null : t(`${kind}.date`);
  const supportEmail = kind === 'privacy' ? t('privacy.email') : null;

  return (
    <Container maxW="5xl" py={{ base: '10', md: '16' }}>
      <Grid templateColumns={{ base: '1fr', lg: '14rem 1fr' }} gap={{ base: '8', lg: '12' }} alignItems="start">
        <Box
          as="nav"
          aria-labelledby={`${kind}-toc`}
          position={{ lg: 'sticky' }}
          top={{ lg: '24' }}
          order={{ base: 0, lg: 0 }}
          borderWidth="1px"
          borderRadius="xl"
          p="4"
          bg="bg.subtle"
        >
          <Text id={`${kind}-toc`} fontWeight="semibold" textStyle="sm" mb="2">
            {t('toc')}
          </Text>
          <List.Root as="ol" listStyle="none" gap="1.5" textStyle="sm">
            {sections.map((s) => (
              <List.Item key={s.id}>
                <Link href={`#${s.id}`} color="fg.muted" _hover={{ color: 'brand.fg' }}>
                  {s.title}
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Box>

        <Stack as="article" gap="8" maxW="70ch">
          <Stack gap="3">
            <Box h="1.5" w="12" borderRadius="full" bg="brand.accent" aria-hidden />
            <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="tight">
              {t(`${kind}.title`)}
            </Heading>
            {date ? (
              <Text color="fg.muted" textStyle="sm">
                {kind === 'terms' ? t('updated', { date }) : t('dated', { date })}
              </Text>
            ) : null}
            <Text textStyle="lg" lineHeight="tall">
              {t(`${kind}.intro`)}
            </Text>
          </Stack>
          {sections.map((s) => (
            <Stack as="section" key={s.id} id={s.id} gap="3" scrollMarginTop="24" aria-labelledby={`${s.id}-h`}>
              <Heading as="h2" id={`${s.id}-h`} size="xl">
                {s.title}
              </Heading>
              {s.paragraphs.map((p) => (
                <Text key={p} lineHeight="tall">
                  {p}
                </Text>
              ))}
            </Stack>
          ))}
          {supportEmail ? (
            <Text borderTopWidth="1px" pt="6">
              {t('contact')}{' '}
              <Link href={`mailto:${supportEmail}`} color="brand.fg" fontWeight="semibold">
                {supportEmail}
              </Link>
            </Text>
          ) : null}
        </Stack>
      </Grid>
    </Container>
  );
}
