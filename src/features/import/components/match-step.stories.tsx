import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ImportPreview } from '../../../lib/contract-import';
import { strongPreview } from '../../../testing/handlers/imports';
import { onMobile, press } from '../../../testing/stories';
import { MatchStep } from './match-step';

/** Each file name with the catalogue exercise the server proposed. */
const proposed = (preview: ImportPreview) => Object.fromEntries(preview.ejercicios.map((e) => [e.nombre, e.propuesta]));

const meta = {
  title: 'Patrones/Importar/MatchStep',
  component: MatchStep,
  parameters: { layout: 'padded' },
  args: { preview: strongPreview, matches: proposed(strongPreview), onChange: fn(), onBack: fn(), onNext: fn() },
} satisfies Meta<typeof MatchStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Ejercicios del archivo' })).getAllByRole('listitem');

/** One select per exercise of the file, on the proposal; "Sin propuesta" where there is none. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rows(canvasElement)).toHaveLength(3);
    await expect(canvas.getByLabelText('Bench Press (Barbell)')).toHaveDisplayValue('Press de banca con barra');
    await expect(canvas.getByLabelText('Triceps Pushdown (Cable - Straight Bar)')).toHaveDisplayValue('No importar');
    await expect(canvas.getByText('2 series · 1 sesión · Sin propuesta: elige uno')).toBeVisible();
  },
};

/** Another exercise, or "No importar", goes to `onChange` with the file's name. */
export const ChangesMatches: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      canvas.getByLabelText('Triceps Pushdown (Cable - Straight Bar)'),
      'Extensión de tríceps en polea alta',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('Triceps Pushdown (Cable - Straight Bar)', 203);
    await userEvent.selectOptions(canvas.getByLabelText('Squat (Barbell)'), 'No importar');
    await expect(args.onChange).toHaveBeenLastCalledWith('Squat (Barbell)', null);
  },
};

/** "Volver" and "Continuar". */
export const Navigates: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await press(canvas, 'Volver');
    await expect(args.onBack).toHaveBeenCalledOnce();
    await press(canvas, 'Continuar');
    await expect(args.onNext).toHaveBeenCalledOnce();
  },
};

const LONG_NAME = 'Incline Dumbbell Bench Press with Neutral Grip and Pause at the Bottom (Dumbbell)';
const longPreview: ImportPreview = {
  ...strongPreview,
  ejercicios: [{ nombre: LONG_NAME, sesiones: 24, series: 96, propuesta: 1 }, ...strongPreview.ejercicios],
};

/** A long name from the file wraps above its select at 375 px. */
export const Mobile: Story = {
  ...onMobile,
  args: { preview: longPreview, matches: proposed(longPreview) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(LONG_NAME)).toBeVisible();
    await expect(within(canvasElement).getByText('96 series · 24 sesiones')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

const reasonsPreview: ImportPreview = {
  ...strongPreview,
  ejercicios: [
    {
      ...strongPreview.ejercicios[0]!,
      motivo: { origen: 'parecido', equipo: 'barra', patron: 'empuje-horizontal' },
    },
    { ...strongPreview.ejercicios[1]!, motivo: { origen: 'recordada', equipo: null, patron: null } },
    strongPreview.ejercicios[2]!,
  ],
};

/** Under each proposal, why: the implement and pattern it shares with the name, or the user's earlier choice. */
export const SaysWhy: Story = {
  args: { preview: reasonsPreview, matches: proposed(reasonsPreview) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Coincide en: Barra · Empuje horizontal')).toBeVisible();
    await expect(canvas.getByText('Lo elegiste tú en una importación anterior')).toBeVisible();
    await expect(canvas.getByLabelText('Bench Press (Barbell)')).toHaveAccessibleDescription(
      /Coincide en: Barra · Empuje horizontal/,
    );
  },
};

/** The reasons wrap under their selects at 375 px. */
export const SaysWhyOnMobile: Story = {
  ...SaysWhy,
  ...onMobile,
  play: async (context) => {
    await SaysWhy.play!(context);
    await expect(context.canvasElement.scrollWidth).toBeLessThanOrEqual(context.canvasElement.clientWidth);
  },
};
