import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SetRow as Row, SetValues } from '../session-model';
import { SetRow } from './set-row';

const reps = (repeticiones: number | null, kg: number | null, rir: number | null = null): SetValues => ({
  medida: 'repeticiones',
  repeticiones,
  kg,
  segundos: null,
  metros: null,
  rir,
});

const row = (status: Row['status'], values: SetValues, n = 2, tipo: Row['tipo'] = 'trabajo'): Row => ({
  n,
  orden: n,
  tipo,
  status,
  setId: status === 'todo' ? null : '7b0e8c55-2d0b-4a43-9a53-2f7f0d5a1c10',
  values,
});

/** One set of the session screen in each of its states (docs/PRODUCT.md §16). */
const meta = {
  title: 'Features/Workouts/SetRow',
  component: SetRow,
  parameters: { layout: 'padded' },
  args: { row: row('todo', reps(10, 60)), medida: 'repeticiones', onDone: fn(), onRetry: fn() },
} satisfies Meta<typeof SetRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** To do, prefilled: one tap marks it done with what the inputs hold. */
export const ToDo: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const kg = canvas.getByRole('textbox', { name: 'Kilos, serie 2' });
    await expect(kg).toHaveValue('60');
    await userEvent.clear(kg);
    await userEvent.type(kg, '62,5');
    await userEvent.click(canvas.getByRole('button', { name: 'Marcar la serie 2 como hecha' }));
    // What the inputs hold; the screen turns it into the set it sends (set-form.ts toSetInput).
    await expect(args.onDone).toHaveBeenCalledWith(
      expect.objectContaining({ repeticiones: '10', kg: '62,5', rir: '' }),
      expect.anything(),
    );
  },
};

/** What the server would refuse stays in the row, with the field's rule (set-form.ts setFieldErrors). */
export const ToDoInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const repsInput = canvas.getByRole('textbox', { name: 'Repeticiones, serie 2' });
    await userEvent.clear(repsInput);
    await userEvent.type(repsInput, '8,5');
    await userEvent.click(canvas.getByRole('button', { name: 'Marcar la serie 2 como hecha' }));
    await expect(await canvas.findByText('Escribe las repeticiones: un número entero de 0 a 1000.')).toBeVisible();
    await expect(repsInput).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onDone).not.toHaveBeenCalled();
    await userEvent.clear(repsInput);
    await userEvent.type(repsInput, '8');
    await userEvent.click(canvas.getByRole('button', { name: 'Marcar la serie 2 como hecha' }));
    await expect(args.onDone).toHaveBeenCalledWith(expect.objectContaining({ repeticiones: '8' }), expect.anything());
  },
};

/** A plank: measured in seconds. */
export const ToDoTimed: Story = {
  args: {
    medida: 'tiempo',
    row: row('todo', { ...reps(null, null), medida: 'tiempo', segundos: 45 }, 1),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Segundos, serie 1' })).toHaveValue('45');
  },
};

/** Done and stored on the server. */
export const Saved: Story = {
  args: { row: row('saved', reps(10, 60, 2)) },
  play: async ({ canvasElement }) => {
    const set = within(within(canvasElement).getByRole('group', { name: 'Serie 2 hecha' }));
    await expect(set.getByText('Guardada')).toBeVisible();
  },
};

/** Done, waiting to be sent (kept on the device meanwhile). */
export const Pending: Story = {
  args: { row: row('pending', reps(8, 0)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pendiente')).toBeVisible();
  },
};

/** The save failed: it stays, says so, and can be retried at once. */
export const Failed: Story = {
  args: { row: row('failed', reps(10, 60)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const retry = canvas.getByRole('button', { name: 'Error al guardar · Reintentar' });
    await expect(retry).toBeVisible();
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Refused by the server for good: kept on the device, red, pointing at the notice that explains it. */
export const Rejected: Story = {
  args: { row: row('rejected', reps(8, 70, 1)) },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Serie 2 hecha' });
    await expect(within(group).getByText('Rechazada por el servidor (ver aviso)')).toBeVisible();
    await expect(within(group).queryByRole('button')).toBeNull();
  },
};

/**
 * A warm-up logged from the ramp's "Usar": a "C" in place of a number, named as a warm-up for
 * screen readers, never taken for work set 1.
 */
export const Warmup: Story = {
  args: { row: row('saved', reps(10, 20), 1, 'calentamiento') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const set = canvas.getByRole('group', { name: 'Serie de calentamiento 1 hecha' });
    await expect(within(set).getByText('C')).toHaveAttribute('title', 'Calentamiento');
    await expect(set).toHaveTextContent('10 reps · 20 kg');
    await expect(canvas.queryByRole('group', { name: 'Serie 1 hecha' })).toBeNull();
  },
};
