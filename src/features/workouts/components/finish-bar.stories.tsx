import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onMobile, press } from '../../../testing/stories';
import { FinishBar } from './finish-bar';
import { event, fixed, number } from '../../../testing/controls';

const meta = {
  title: 'Patrones/Entrenamiento/FinishBar',
  component: FinishBar,
  parameters: { layout: 'padded' },
  args: { notes: '', notesRef: createRef(), onNotesBlur: fn(), unsent: 0, onFinish: fn() },
  argTypes: {
    notes: { description: 'Nota de la sesión con la que empieza el campo' },
    notesRef: fixed('Referencia al campo de la nota'),
    unsent: number('Series aún sin enviar: el final va tras ellas', 0, 20),
    onNotesBlur: event('Al dejar el campo de la nota, con su texto'),
    onFinish: event('Al terminar la sesión, con la nota tal como está'),
  },
} satisfies Meta<typeof FinishBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const NOTES = 'Notas del entrenamiento';

/** An empty note with its hint, and "Terminar entrenamiento". */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(NOTES)).toHaveAttribute(
      'placeholder',
      'Cómo te has encontrado, molestias, sensaciones…',
    );
    await press(canvas, 'Terminar entrenamiento');
    await expect(args.onFinish).toHaveBeenCalledOnce();
  },
};

/** A note written is saved when the field is left; leaving it unchanged sends nothing. */
export const WritesNotes: Story = {
  args: { notes: 'Buenas sensaciones.' },
  play: async ({ canvasElement, args }) => {
    const notes = within(canvasElement).getByLabelText(NOTES);
    await userEvent.click(notes);
    await userEvent.tab();
    await expect(args.onNotesBlur).not.toHaveBeenCalled();
    await userEvent.type(notes, ' Molestia leve en el hombro.');
    await userEvent.tab();
    await expect(args.onNotesBlur).toHaveBeenCalledWith('Buenas sensaciones. Molestia leve en el hombro.');
  },
};

/** Sets still in the outbox: the notice says they go first, and describes the button. */
export const UnsentSets: Story = {
  args: { unsent: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Terminar entrenamiento' })).toHaveAccessibleDescription(
      '3 series aún no han llegado al servidor: si terminas ahora, se enviarán antes que el final del entrenamiento.',
    );
  },
};

/** A long note grows the field; the button keeps the whole width at 375 px. */
export const Mobile: Story = {
  ...onMobile,
  args: {
    unsent: 1,
    notes:
      'Sentadilla pesada hoy: las dos últimas series a RIR 1. Press de banca algo flojo, dormí poco. Sin molestias en la rodilla; la próxima semana subir 2,5 kg en el peso muerto.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^1 serie aún no ha llegado/)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
