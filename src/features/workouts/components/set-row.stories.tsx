import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { setMeasure, type PreviousSet } from '../../../lib/contract-training';
import { body, shownDialog } from '../../../testing/dialog-plays';
import { weightUnitHandlers } from '../../../testing/handlers/profile';
import { expectToast } from '../../../testing/toasts';
import { repsValues } from '../../../testing/set-values';
import type { SetRow as Row, SetValues } from '../session-model';
import { SetRow } from './set-row';
import { choice, event } from '../../../testing/controls';

const reps = repsValues;

const row = (status: Row['status'], values: SetValues, n = 2, tipo: Row['tipo'] = 'trabajo'): Row => ({
  n,
  orden: n,
  tipo,
  status,
  setId: status === 'todo' ? null : '7b0e8c55-2d0b-4a43-9a53-2f7f0d5a1c10',
  values,
});

/** Last time's set 2: 10 × 62,5 kg at RIR 2. */
const lastTime: PreviousSet = { orden: 2, tipo: 'trabajo', ...reps(10, 62.5, 2) };

/**
 * The width a set row gets on a 390 px phone: the page's 16 px margins, the card's 1 px borders and
 * its 12 px padding leave 332 px.
 */
const PHONE_ROW = '332px';

const undo = fn();

/** One set of the session screen in each of its states (docs/PRODUCT.md §16). */
/** The ✓ logs its set after the next frame (set-row.tsx "The ✓ first"): waits until `onDone` got these fields. */
const expectLogged = (onDone: (fields: never) => void, fields: unknown) =>
  waitFor(() => expect(onDone).toHaveBeenCalledWith(fields));

const meta = {
  title: 'Patrones/Entrenamiento/SetRow',
  component: SetRow,
  parameters: { layout: 'padded' },
  args: {
    row: row('todo', reps(10, 60)),
    medida: 'repeticiones',
    previous: lastTime,
    onDone: fn(),
    onRetry: fn(),
    onEdit: fn(),
    onDelete: fn(() => undo),
  },
  beforeEach: () => undo.mockClear(),
  argTypes: {
    row: { description: 'La serie: número, tipo, estado (`todo`, `saved`, `failed`…) y valores', control: 'object' },
    medida: choice('Qué se mide: repeticiones, tiempo o distancia', setMeasure.options),
    previous: { description: 'La misma serie la última vez (vacío: sin dato)', control: 'object' },
    onDone: event('Al marcar hecha una serie por hacer, con sus valores'),
    onRetry: event('Al reintentar el envío de una serie fallida'),
    onEdit: event('Al corregir una serie hecha (sin él, la serie solo se muestra)'),
    onDelete: event('Al borrar una serie hecha; devuelve el deshacer'),
  },
} satisfies Meta<typeof SetRow>;

export default meta;
type Story = StoryObj<typeof meta>;

const done = (canvasElement: HTMLElement, n = 2) =>
  within(canvasElement).getByRole('button', { name: `Marcar la serie ${n} como hecha` });

/** To do, prefilled (today's suggestion), last time's set beside it: one tap marks it done with what the inputs hold. */
export const ToDo: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const kg = canvas.getByRole('textbox', { name: 'Kilos, serie 2' });
    await expect(kg).toHaveValue('60');
    await expect(canvas.getByRole('button', { name: /copiar lo de la última vez en la serie 2/ })).toHaveTextContent(
      '62,5×10 RIR 2',
    );
    await userEvent.clear(kg);
    await userEvent.type(kg, '62,5');
    await userEvent.click(done(canvasElement));
    // What the inputs hold, the weight in kilos; the screen turns it into the set it sends (set-form.ts toSetInput).
    await expectLogged(
      args.onDone,
      expect.objectContaining({ repeticiones: '10', kg: '62,5', rir: '', tipo: 'trabajo' }),
    );
  },
};

/** "Anterior" copies last time's set into the inputs (RIR included): then one tap logs it. */
export const CopiedFromPrevious: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', {
        name: '62,5×10 RIR 2: copiar lo de la última vez en la serie 2 (10 reps · 62,5 kg · RIR 2)',
      }),
    );
    await expect(canvas.getByRole('textbox', { name: 'Kilos, serie 2' })).toHaveValue('62,5');
    await expect(canvas.getByRole('textbox', { name: /^Repeticiones en reserva/ })).toHaveValue('2');
    await userEvent.click(done(canvasElement));
    await expectLogged(args.onDone, expect.objectContaining({ repeticiones: '10', kg: '62,5', rir: '2' }));
  },
};

/** A first time: nothing to copy, a dash that says so. */
export const ToDoFirstTime: Story = {
  args: { previous: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sin serie de la última vez')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /copiar lo de la última vez/ })).toBeNull();
  },
};

/** What the server would refuse stays in the row, with the field's rule (set-form.ts setFieldErrors). */
export const ToDoInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const repsInput = canvas.getByRole('textbox', { name: 'Repeticiones, serie 2' });
    await userEvent.clear(repsInput);
    await userEvent.type(repsInput, '8,5');
    await userEvent.click(done(canvasElement));
    await expect(await canvas.findByText('Escribe las repeticiones: un número entero de 0 a 1000.')).toBeVisible();
    await expect(repsInput).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onDone).not.toHaveBeenCalled();
    await userEvent.clear(repsInput);
    await userEvent.type(repsInput, '8');
    await userEvent.click(done(canvasElement));
    await expectLogged(args.onDone, expect.objectContaining({ repeticiones: '8' }));
  },
};

/** A plank: measured in seconds; last time's 45 s beside it. */
export const ToDoTimed: Story = {
  args: {
    medida: 'tiempo',
    row: row('todo', { ...reps(null, null), medida: 'tiempo', segundos: 45 }, 1),
    previous: { orden: 1, tipo: 'trabajo', ...reps(null, null), medida: 'tiempo', segundos: 40 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Segundos, serie 1' })).toHaveValue('45');
    await expect(canvas.getByRole('button', { name: /copiar lo de la última vez en la serie 1/ })).toHaveTextContent(
      '40 s',
    );
  },
};

/** The number opens the set's type: a warm-up shows "C" and is logged as a warm-up. */
export const TypeMenuOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Serie 2, Normal: cambiar el tipo' }));
    const menu = await shownDialog('Tipo de la serie 2', { timeout: 5000 });
    await expect(menu.getByRole('button', { name: /Normal/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(menu.getByText('Un calentamiento no cuenta como serie de trabajo.')).toBeVisible();
    await userEvent.click(menu.getByRole('button', { name: /Calentamiento/ }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    const mark = canvas.getByRole('button', { name: 'Serie 2, Calentamiento: cambiar el tipo' });
    await expect(mark).toHaveTextContent('C');
    await userEvent.click(done(canvasElement));
    await expectLogged(args.onDone, expect.objectContaining({ tipo: 'calentamiento' }));
  },
};

/** A drop set to do: "D", purple, named. */
export const ToDoDrop: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Serie 2, Normal: cambiar el tipo' }));
    await userEvent.click(await body().findByRole('button', { name: /Descendente/ }, { timeout: 5000 }));
    const mark = await canvas.findByRole('button', { name: 'Serie 2, Descendente: cambiar el tipo' });
    await expect(within(mark).getByTitle('Descendente')).toHaveTextContent(/^D/);
    await userEvent.click(done(canvasElement));
    await expectLogged(args.onDone, expect.objectContaining({ tipo: 'descendente' }));
  },
};

/** Done and stored on the server: a green tick; tapping the set opens it for correction. */
export const Saved: Story = {
  args: { row: row('saved', reps(10, 60, 2)) },
  play: async ({ canvasElement }) => {
    const set = within(within(canvasElement).getByRole('group', { name: 'Serie 2 hecha' }));
    await expect(set.getByText('Guardada')).toBeInTheDocument();
    await expect(set.getByRole('button', { name: 'Corregir la serie 2: 10 reps · 60 kg · RIR 2' })).toBeEnabled();
  },
};

/** A done set opened: its values corrected and saved (weight in kilos), the dialog closes. */
export const EditDialog: Story = {
  args: { row: row('saved', reps(10, 60, 2)) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Corregir la serie 2/ }));
    const form = await shownDialog('Corregir la serie 2', { timeout: 5000 });
    const repsInput = form.getByRole('textbox', { name: 'Repeticiones' });
    await expect(repsInput).toHaveValue('10');
    await userEvent.clear(repsInput);
    await userEvent.type(repsInput, '8');
    await userEvent.click(form.getByRole('button', { name: /Al fallo/ }));
    await userEvent.click(form.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onEdit).toHaveBeenCalledWith(
      expect.objectContaining({ repeticiones: '8', kg: '60', rir: '2', tipo: 'fallo' }),
    );
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Deleted from its dialog: "Serie eliminada" with "Deshacer", which puts it back. */
export const DeleteAndUndo: Story = {
  args: { row: row('saved', reps(10, 60, 2)) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Corregir la serie 2/ }));
    const dialog = await body().findByRole('dialog', { name: 'Corregir la serie 2' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar serie' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expectToast('Serie eliminada');
    await userEvent.click(body().getByRole('button', { name: 'Deshacer' }));
    await expect(undo).toHaveBeenCalledOnce();
  },
};

/** Done, waiting to be sent (kept on the device meanwhile): a quiet cloud, never red; a tap tries now. */
export const Pending: Story = {
  args: { row: row('pending', reps(8, 0)) },
  play: async ({ canvasElement, args }) => {
    const set = within(within(canvasElement).getByRole('group', { name: 'Serie 2 hecha' }));
    const pending = set.getByRole('button', { name: /^Pendiente: se guardará en cuanto haya conexión/ });
    await expect(pending).toHaveTextContent('Pendiente');
    await userEvent.click(pending);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Refused by the server for good: red, with the server's reason; it can still be corrected or deleted. */
export const Rejected: Story = {
  args: { row: { ...row('rejected', reps(8, 70, 1)), reason: 'La sesión ya está terminada' } },
  play: async ({ canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Serie 2 hecha' }));
    await expect(group.getByText('Rechazada')).toBeInTheDocument();
    await expect(
      group.getByText('El servidor la rechazó: La sesión ya está terminada. Corrígela o elimínala.'),
    ).toBeVisible();
    await expect(group.getByRole('button', { name: /^Corregir la serie 2/ })).toBeEnabled();
  },
};

/**
 * A warm-up logged from the ramp's "Usar" or the type menu: a "C" in place of a number, named as a
 * warm-up for screen readers, never taken for work set 1.
 */
export const Warmup: Story = {
  args: { row: row('saved', reps(10, 20), 1, 'calentamiento'), previous: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const set = canvas.getByRole('group', { name: 'Serie de calentamiento 1 hecha' });
    await expect(within(set).getByTitle('Calentamiento')).toHaveTextContent(/^C/);
    await expect(set).toHaveTextContent('10 reps · 20 kg');
    await expect(within(set).getByRole('button', { name: /^Corregir el calentamiento 1/ })).toBeEnabled();
    await expect(canvas.queryByRole('group', { name: 'Serie 1 hecha' })).toBeNull();
  },
};

/** A drop set done: "D". */
export const DoneDrop: Story = {
  args: { row: row('saved', reps(12, 50), 3, 'descendente') },
  play: async ({ canvasElement }) => {
    const set = within(within(canvasElement).getByRole('group', { name: 'Serie 3 hecha' }));
    await expect(set.getByTitle('Descendente')).toHaveTextContent(/^D/);
  },
};

/** A set taken to failure, done: "F". */
export const DoneFailure: Story = {
  args: { row: row('saved', reps(7, 60, 0), 3, 'fallo') },
  play: async ({ canvasElement }) => {
    const set = within(within(canvasElement).getByRole('group', { name: 'Serie 3 hecha' }));
    await expect(set.getByTitle('Al fallo')).toHaveTextContent(/^F/);
  },
};

/** Every cell of the row inside it, and the weight and last time's set shown whole. */
async function expectFits(canvasElement: HTMLElement, weight = 'Kilos, serie 2') {
  const grid = canvasElement.querySelector<HTMLElement>('form > div')!;
  const { right } = grid.getBoundingClientRect();
  for (const cell of Array.from(grid.children)) {
    await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(right + 0.5);
  }
  const canvas = within(canvasElement);
  for (const el of [
    canvas.getByRole('textbox', { name: weight }),
    canvas.getByRole('button', { name: /copiar lo de la última vez en la serie 2/ }),
  ]) {
    await expect(el.scrollWidth).toBeLessThanOrEqual(el.clientWidth);
  }
}

/** On a 390 px phone: the six columns fit, the heaviest weight and last time's set whole. */
export const PhoneToDo: Story = {
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <Box w={PHONE_ROW}>
        <Story />
      </Box>
    ),
  ],
  args: {
    row: row('todo', reps(10, 142.5)),
    previous: { ...lastTime, kg: 137.5, repeticiones: 12 },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Kilos, serie 2' })).toHaveValue('142,5');
    await expectFits(canvasElement);
  },
};

/** On a 390 px phone, done: the set and its state on one line, tappable. */
export const PhoneSaved: Story = {
  ...PhoneToDo,
  args: { row: row('saved', reps(10, 142.5, 1)), previous: lastTime },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Serie 2 hecha' });
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
    const set = within(group).getByRole('button', { name: /^Corregir la serie 2/ });
    await expect(set.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** In pounds, on a phone: last time's set and the inputs in lb; what is typed is handed on in kilos. */
export const PhoneInPounds: Story = {
  ...PhoneToDo,
  parameters: { session: 'signed-in', msw: { handlers: { profile: weightUnitHandlers('lb') } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const lb = await canvas.findByRole('textbox', { name: 'Libras, serie 2' }, { timeout: 5000 });
    await expect(lb).toHaveValue('314,2');
    await expect(canvas.getByRole('button', { name: /copiar lo de la última vez en la serie 2/ })).toHaveTextContent(
      '303,1×12 RIR 2',
    );
    await expectFits(canvasElement, 'Libras, serie 2');
    await userEvent.clear(lb);
    await userEvent.type(lb, '315');
    await userEvent.click(done(canvasElement));
    await expectLogged(args.onDone, expect.objectContaining({ kg: '142,88' }));
  },
};
