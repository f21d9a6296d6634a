import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { makePlan } from '../../../testing/fixtures/plans';
import { PlanVolume } from './plan-volume';

const meta = {
  title: 'Patrones/Programas/PlanVolume',
  component: PlanVolume,
  parameters: { layout: 'padded' },
  args: { plan: makePlan() },
} satisfies Meta<typeof PlanVolume>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(
    within(canvasElement).getByRole('table', {
      name: /^Series de la semana 1 por grupo muscular/,
    }),
  );

/** Each muscle group's weekly sets against the band: below, within and above. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rows = table(canvasElement).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Pecho9En la zona');
    await expect(rows[3]).toHaveTextContent('Espalda6Por debajo');
    await expect(rows[4]).toHaveTextContent('Isquiotibiales22Por encima');
  },
};

/** Every group within the band. */
export const AllWithinBand: Story = {
  args: {
    plan: {
      banda: { min: 10, max: 20 },
      series_por_grupo: [
        { id: 1, nombre: 'Pecho', series: 12 },
        { id: 2, nombre: 'Espalda', series: 14 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement).getAllByText('En la zona')).toHaveLength(2);
    await expect(table(canvasElement).queryByText('Por debajo')).toBeNull();
  },
};

/** Indirect work counts as half a set: a group can have 12,5 sets, written with a comma. */
export const HalfSets: Story = {
  args: {
    plan: {
      banda: { min: 10, max: 18 },
      series_por_grupo: [
        { id: 1, nombre: 'Pecho', series: 12.5 },
        { id: 5, nombre: 'Hombros', series: 9.5 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const rows = table(canvasElement).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Pecho12,5En la zona');
    await expect(rows[2]).toHaveTextContent('Hombros9,5Por debajo');
  },
};
