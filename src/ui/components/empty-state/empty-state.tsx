import { Button, Stack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router';

export interface EmptyStateProps {
  /** A Lucide icon above the title. */
  icon: LucideIcon;
  /** What would be here. */
  title: string;
  /** How to fill it. */
  text: string;
  /** A link inviting the next step (e.g. to train). */
  action: { label: string; to: string };
}

/** A screen's "nothing here yet": what would be here, and the link that fills it. */
export function EmptyState({ icon: Icon, title, text, action }: EmptyStateProps) {
  return (
    <Stack
      align="center"
      textAlign="center"
      gap="3"
      py="12"
      px="4"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="l3"
    >
      <Icon aria-hidden size={40} />
      <Text as="h2" fontWeight="semibold" textStyle="lg">
        {title}
      </Text>
      <Text color="fg.muted" maxW="md">
        {text}
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={action.to}>{action.label}</RouterLink>
      </Button>
    </Stack>
  );
}
