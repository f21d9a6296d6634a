import { SimpleGrid, Stat } from '@chakra-ui/react';

export interface ProfileHighlight {
  label: string;
  value: string;
}

/** The figures the profile leads with: BMI and goal, large, on the brand tint. */
export function ProfileHighlights({ items }: { items: ProfileHighlight[] }) {
  return (
    <SimpleGrid columns={2} gap={{ base: '3', md: '4' }}>
      {items.map(({ label, value }) => (
        <Stat.Root key={label} bg="brand.subtle" borderWidth="1px" borderColor="brand.muted" borderRadius="l3" p="4">
          <Stat.Label color="fg.muted">{label}</Stat.Label>
          <Stat.ValueText color="brand.fg" textStyle={{ base: 'xl', md: '2xl' }} wordBreak="break-word">
            {value}
          </Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
