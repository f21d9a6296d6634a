import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';

export interface PageHeaderProps {
  /** The screen's h1, also the browser tab's title. */
  title: string;
  /** A line under the title. */
  subtitle?: string;
  /** Buttons or links shown at the right (below on small screens). */
  actions?: ReactNode;
}

/** The heading block every screen starts with: one h1 (also the tab's title), an optional subtitle and actions. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <Flex
      as="header"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'flex-start', md: 'flex-end' }}
      justify="space-between"
      gap="4"
      mb="6"
    >
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          {title}
        </Heading>
        {subtitle ? (
          <Text color="fg.muted" textStyle="md">
            {subtitle}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Flex gap="2">{actions}</Flex> : null}
    </Flex>
  );
}
