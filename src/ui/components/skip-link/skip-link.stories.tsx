import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

const meta = {
  title: 'Componentes/SkipLink',
  component: SkipLink,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ padding: '4rem 1rem' }}>
          <h1>Contenido</h1>
        </main>
      </>
    ),
  ],
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first Tab of the page reaches the link: it comes on screen and leads to the main area. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Saltar al contenido' });
    await expect(link.getBoundingClientRect().left).toBeLessThan(0);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await expect(link).toHaveAttribute('href', `#${MAIN_CONTENT_ID}`);
  },
};

/** Enter on the link puts the focus on the main area; the address keeps no "#contenido". */
export const Followed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = window.location.href;
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await expect(window.location.href).toBe(before);
  },
};
