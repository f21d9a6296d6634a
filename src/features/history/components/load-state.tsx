import { Skeleton, Stack } from '@chakra-ui/react';

/** Placeholders while the history or a session loads (announced as busy). */
export function LoadingRows({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <Stack gap="3" role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height="20" borderRadius="l2" />
      ))}
    </Stack>
  );
}
