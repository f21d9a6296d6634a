import { Box, Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../ui/components/page-header';

export interface AuthShellProps {
  title: string;
  subtitle?: string;
  /** Wider card for long forms (registration). */
  wide?: boolean;
  /** Links under the card ("¿Todavía no tienes cuenta? Regístrate"). */
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of every account screen: a soft brand backdrop, one card, one h1. */
export function AuthShell({ title, subtitle, wide = false, footer, children }: AuthShellProps) {
  useDocumentTitle(title);
  return (
    <Box
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      py={{ base: '8', md: '14' }}
      px={{ base: '0', sm: '4' }}
      minH="full"
    >
      <Container maxW={wide ? '2xl' : 'md'} px={{ base: '3', sm: '4' }}>
        <Card.Root variant="elevated" borderRadius="2xl" shadow="lg">
          <Card.Header pb="2">
            <Stack gap="2">
              <Box h="1.5" w="12" borderRadius="full" bg="brand.accent" aria-hidden />
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
                {title}
              </Heading>
              {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
            </Stack>
          </Card.Header>
          <Card.Body>{children}</Card.Body>
        </Card.Root>
        {footer ? (
          <Stack mt="6" gap="2" align="center" textAlign="center" textStyle="sm">
            {footer}
          </Stack>
        ) : null}
      </Container>
    </Box>
  );
}
