import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { makePlan } from '../../../testing/fixtures/plans';
import { onDesktop, onMobile } from '../../../testing/stories';
import { PlanWeekGrid } from './plan-week-grid';

const meta = {
  title: 'Patrones/Programas/PlanWeekGrid',
  component: PlanWeekGrid,
  parameters: { layout: 'padded' },
  args: { plan: makePlan(3) },
} satisfies Meta<typeof PlanWeekGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, name: RegExp) =>
  within(within(canvasElement).getByRole('table', { name: 'Objetivo de cada sesión por semana' })).getByRole('row', {
    name,
  });

/** Weeks by sessions: the current week highlighted, the deload week marked, each cell that week's target. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const current = row(canvasElement, /^Semana 3 \(actual\)/);
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(current).toHaveTextContent('Sentadilla con barra: 4 x 6–8');
    await expect(row(canvasElement, /^Semana 6/)).toHaveTextContent('Descarga');
  },
};

/** Not started yet: no week is marked current. */
export const Upcoming: Story = {
  args: { plan: makePlan(0) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/\(actual\)/)).toBeNull();
  },
};

/** On a phone the grid scrolls inside its box, never the page. */
export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Objetivo de cada sesión por semana' });
    const box = table.parentElement!;
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

const LONG_NOTE =
  'Cuando completes todas las series en el tope del rango de repeticiones, sube la carga (2,5 kg en tren superior, 5 kg en pierna); RIR 2.';

/** Week notes as long as the generator writes them: they wrap, and on a desktop the grid fits its box. */
export const LongNotes: Story = {
  ...onDesktop,
  args: { plan: { ...makePlan(3), progresion: makePlan(3).progresion.map((w) => ({ ...w, nota: LONG_NOTE })) } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Objetivo de cada sesión por semana' });
    const box = table.parentElement!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    // A cell's target ("4 x 6–8") stays on one line.
    for (const target of table.querySelectorAll('td strong')) {
      await expect(target.getClientRects()).toHaveLength(1);
    }
  },
};
