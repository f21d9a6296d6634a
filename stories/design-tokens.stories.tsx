import { Box, Code, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getSystem } from '../src/ui/theme';

interface Token {
  value: string;
  originalValue: unknown;
  extensions?: { cssVar?: { ref: string } };
}

/** Tokens of one category of the real Chakra system (nothing is copied by hand). */
function tokens(category: string, filter: (name: string) => boolean = () => true): [string, Token][] {
  const map = (getSystem().tokens as unknown as { categoryMap: Map<string, Map<string, Token>> }).categoryMap.get(
    category,
  );
  return [...(map ?? new Map<string, Token>()).entries()].filter(([name]) => filter(name));
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="4" p="6">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Swatches({ names }: { names: [string, Token][] }) {
  return (
    <Grid templateColumns="repeat(auto-fill, minmax(140px, 1fr))" gap="4">
      {names.map(([name, token]) => (
        <Stack key={name} gap="1">
          <Box
            h="16"
            borderRadius="md"
            borderWidth="1px"
            style={{ background: token.extensions?.cssVar?.ref ?? token.value }}
          />
          <Code size="sm">{name}</Code>
          <Text textStyle="xs" color="fg.muted">
            {String(token.originalValue)}
          </Text>
        </Stack>
      ))}
    </Grid>
  );
}

const meta = {
  title: 'Fundamentos/Tokens',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand palette around #F05A19 (brand.500). Solid surfaces with white text use brand.600 (4.8:1). */
export const BrandColors: Story = {
  render: () => (
    <Section title="Colores de marca">
      <Swatches names={tokens('colors', (n) => /^brand\.\d+$/.test(n))} />
    </Section>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('#F05A19')).toBeVisible();
  },
};

/** Semantic tokens components use instead of raw colours. */
export const SemanticColors: Story = {
  render: () => (
    <Section title="Colores semánticos">
      <Swatches names={tokens('colors', (n) => /^brand\.[a-z]/.test(n) || /^(fg|bg|border)(\.|$)/.test(n))} />
    </Section>
  ),
};

export const Typography: Story = {
  render: () => (
    <Section title="Tipografía (Inter Variable, autoalojada)">
      <Stack gap="3">
        {tokens('fontSizes', (n) => !n.includes('.')).map(([name, token]) => (
          <HStack key={name} gap="6" align="baseline">
            <Code size="sm" minW="16">
              {name}
            </Code>
            <Text style={{ fontSize: token.value }}>Entrena con un plan a tu medida</Text>
          </HStack>
        ))}
      </Stack>
    </Section>
  ),
};

export const Spacing: Story = {
  render: () => (
    <Section title="Espaciado">
      <Stack gap="2">
        {tokens('spacing', (n) => /^\d+$/.test(n) && Number(n) <= 24).map(([name, token]) => (
          <HStack key={name} gap="4">
            <Code size="sm" minW="12">
              {name}
            </Code>
            <Box h="3" bg="brand.solid" borderRadius="sm" style={{ width: token.value }} />
            <Text textStyle="xs" color="fg.muted">
              {token.value}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Section>
  ),
};

export const Radii: Story = {
  render: () => (
    <Section title="Radios">
      <HStack gap="6" wrap="wrap">
        {tokens('radii', (n) => !n.startsWith('l')).map(([name, token]) => (
          <Stack key={name} align="center" gap="1">
            <Box
              w="16"
              h="16"
              bg="brand.subtle"
              borderWidth="2px"
              borderColor="brand.solid"
              style={{ borderRadius: token.value }}
            />
            <Code size="sm">{name}</Code>
          </Stack>
        ))}
      </HStack>
    </Section>
  ),
};

/** The progress charts' colours: series in turn, sessions planned and done, the recommended band of weekly sets. */
export const ChartColors: Story = {
  render: () => (
    <Section title="Colores de los gráficos">
      <Swatches names={tokens('colors', (n) => n.startsWith('chart.'))} />
    </Section>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('chart.band.bg')).toBeVisible();
  },
};

/** The calendar's marks: done, planned and missed occurrences (each also has its icon and words). */
export const CalendarMarks: Story = {
  render: () => (
    <Section title="Marcas del calendario">
      <Swatches names={tokens('colors', (n) => n.startsWith('calendar.'))} />
    </Section>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('calendar.missed.border')).toBeVisible();
  },
};
