import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LegalDocument } from './legal-document';

const meta = {
  title: 'Patrones/Legal/LegalDocument',
  component: LegalDocument,
  args: { kind: 'terms' },
  globals: { viewport: { value: 'desktop' } },
  argTypes: {
    kind: { description: 'Qué documento: condiciones, privacidad o aviso de salud' },
  },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table of contents points at each section. */
export const Terms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = within(canvas.getByRole('navigation', { name: 'En esta página' })).getAllByRole('link');
    await expect(links).toHaveLength(9);
    for (const link of links) {
      const target = canvasElement.querySelector(link.getAttribute('href')!);
      await expect(target?.tagName).toBe('SECTION');
    }
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
  },
};

export const Privacy: Story = {
  args: { kind: 'privacy' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 })).toHaveLength(6);
  },
};

export const Disclaimer: Story = {
  args: { kind: 'disclaimer' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/23\/06\/2025/)).toBeNull();
  },
};
