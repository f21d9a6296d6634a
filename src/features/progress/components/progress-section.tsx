import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface ProgressSectionProps {
  title: string;
  /** Shown under the title (what the section measures, how). */
  description?: ReactNode;
  /** Beside the title (a button). */
  action?: ReactNode;
  children: ReactNode;
}

/** A bordered section of the progress screen, named by its heading. */
export function ProgressSection({ title, description, action, children }: ProgressSectionProps) {
  const headingId = useId();
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="3"
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '4', md: '6' }}
    >
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="1" flex="1" minW="60">
          <Heading as="h2" size="lg" id={headingId}>
            {title}
          </Heading>
          {description ? (
            <Text color="fg.muted" textStyle="sm">
              {description}
            </Text>
          ) : null}
        </Stack>
        {action}
      </Flex>
      {children}
    </Stack>
  );
}
