import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sessionsFixture } from '../../../testing/fixtures/plans';
import { onDesktop, onMobile } from '../../../testing/stories';
import { PlanSessions } from './plan-sessions';

const meta = {
  title: 'Patrones/Programas/PlanSessions',
  component: PlanSessions,
  parameters: { layout: 'padded' },
  args: { sessions: sessionsFixture([5, 1, 3]) },
} satisfies Meta<typeof PlanSessions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card per session in week order: weekday, length, exercises at week 1's dose, the main ones marked. */
export const Default: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('article');
    await expect(cards.map((c) => c.getAttribute('aria-labelledby'))).toEqual([
      'plan-session-502',
      'plan-session-503',
      'plan-session-501',
    ]);
    const first = within(cards[0]!);
    await expect(first.getByRole('heading', { name: 'Lunes: Cuerpo completo B' })).toBeVisible();
    await expect(first.getByText('Unos 42 min')).toBeVisible();
    await expect(first.getAllByText('3 x 8–10 · descanso 120 s')).toHaveLength(2);
    await expect(first.getByText('2 x 30 · descanso 75 s')).toBeVisible();
    await expect(first.getAllByText('Principal')).toHaveLength(2);
    await expect(first.getByRole('link', { name: 'Abrir la rutina' })).toHaveAttribute(
      'href',
      '/dashboard/routines/edit/502',
    );
  },
};

/** One column on a phone. */
export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(3);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
