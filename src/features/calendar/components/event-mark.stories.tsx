import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EventMark, MarksLegend, RestMark } from './event-mark';

const meta = {
  title: 'Patrones/Calendario/EventMark',
  component: EventMark,
  parameters: { layout: 'padded' },
  args: { title: 'Pierna y glúteo', status: 'done', titleClass: '' },
  argTypes: {
    title: { description: 'Nombre de la rutina' },
    status: { description: 'Hecha, perdida o planificada' },
    titleClass: { description: 'Clase CSS del título (la pone el calendario)' },
  },
} satisfies Meta<typeof EventMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mark's icon (drawn, hidden from screen readers), its routine and its status in words. */
const showsMark =
  (words: string): Story['play'] =>
  async ({ canvasElement, args }) => {
    const mark = canvasElement.querySelector(`[data-status="${args.status}"]`)!;
    await expect(mark).toHaveTextContent(`Pierna y glúteo${words}`);
    await expect(within(mark as HTMLElement).getByText('Pierna y glúteo')).toBeVisible();
    // The status is for screen readers: in the text, not on screen.
    await expect(
      within(mark as HTMLElement)
        .getByText(words.trim())
        .getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1);
    await expect(mark.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  };

/** A finished session on that day (in the calendar, a link to it). */
export const Done: Story = { play: showsMark(' (hecho)') };

/** A past day with no session of the routine. */
export const Missed: Story = { args: { status: 'missed' }, play: showsMark(' (no hecho)') };

/** Today or a day to come. */
export const Planned: Story = { args: { status: 'planned' }, play: showsMark(' (planificado)') };

/** Each mark is told apart by its icon, not by colour alone: three different drawings. */
export const AllMarks: Story = {
  render: (args) => (
    <Stack gap="2" align="flex-start">
      {(['done', 'missed', 'planned'] as const).map((status) => (
        <EventMark key={status} {...args} status={status} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const icons = [...canvasElement.querySelectorAll('[data-status] svg')].map((svg) => svg.innerHTML);
    await expect(icons).toHaveLength(3);
    await expect(new Set(icons).size).toBe(3);
  },
};

/** The legend under the full calendar: what each icon means. */
export const Legend: Story = {
  render: () => <MarksLegend />,
  play: async ({ canvasElement }) => {
    const legend = within(within(canvasElement).getByRole('list', { name: 'Leyenda' }));
    await expect(legend.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Hecho: abre la sesión',
      'No hecho',
      'Planificado',
      'Descanso: nada planificado',
    ]);
  },
};

/** A rest day inside a plan: the moon and "Descanso", in words on screen (not colour alone). */
export const Rest: Story = {
  render: () => <RestMark />,
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('[data-rest]')!;
    // Seen (where the day is wide enough), and read once by screen readers.
    const [seen, read] = within(mark as HTMLElement).getAllByText('Descanso');
    await expect(seen).toBeVisible();
    await expect(seen).toHaveAttribute('aria-hidden', 'true');
    await expect(read).not.toHaveAttribute('aria-hidden');
    await expect(mark.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
