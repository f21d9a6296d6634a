import { Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ProfileSectionProps {
  /** Heading text; also names the region. */
  title: string;
  intro?: string;
  children: ReactNode;
}

/** One card of the profile page, with its heading (a named region for screen readers). */
export function ProfileSection({ title, intro, children }: ProfileSectionProps) {
  const id = `profile-section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card.Root variant="outline" as="section" aria-labelledby={id}>
      <Card.Header gap="1">
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        {intro ? (
          <Text color="fg.muted" textStyle="sm">
            {intro}
          </Text>
        ) : null}
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}
