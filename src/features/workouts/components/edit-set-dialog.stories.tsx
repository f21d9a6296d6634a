import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { body } from '../../../testing/dialog-plays';
import { repsValues } from '../../../testing/set-values';
import { EditSetDialog } from './edit-set-dialog';
import { choice, event, number } from '../../../testing/controls';
import { setMeasure, setType } from '../../../lib/contract-training';

const dialog = async (name: string) => {
  const found = await body().findByRole('dialog', { name }, { timeout: 5000 });
  await waitFor(() => expect(found).toBeVisible());
  return within(found);
};

/** A done set opened for correction (tapped in its row): type, values, or deletion. */
const meta = {
  title: 'Patrones/Entrenamiento/EditSetDialog',
  component: EditSetDialog,
  args: {
    open: true,
    onClose: fn(),
    n: 2,
    tipo: 'trabajo',
    medida: 'repeticiones',
    values: repsValues(10, 60, 2),
    unit: 'kg',
    onSave: fn(),
    onDelete: fn(),
  },
  argTypes: {
    open: { description: 'Diálogo abierto' },
    n: number('Número de la serie entre las de su tipo', 1, 20),
    tipo: choice('Tipo de serie', setType.options),
    medida: choice('Qué se mide', setMeasure.options),
    values: { description: 'Valores de la serie: repeticiones, peso en kilos, RIR…', control: 'object' },
    unit: { description: 'Unidad de peso que se muestra' },
    onClose: event('Al cerrar sin cambios'),
    onSave: event('Al guardar la serie corregida (peso en kilos)'),
    onDelete: event('Al borrar la serie'),
  },
} satisfies Meta<typeof EditSetDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its values and type as logged; a correction is saved and closes it. */
export const Open: Story = {
  play: async ({ args }) => {
    const form = await dialog('Corregir la serie 2');
    await expect(form.getByRole('button', { name: /Normal/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(form.getByRole('textbox', { name: 'Kilos' })).toHaveValue('60');
    const rir = form.getByRole('textbox', { name: 'RIR (opcional)' });
    await userEvent.clear(rir);
    await userEvent.type(rir, '1');
    await userEvent.click(form.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ repeticiones: '10', kg: '60', rir: '1' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The server's rules hold here too: a broken value stays, with its message, and nothing is saved. */
export const Invalid: Story = {
  play: async ({ args }) => {
    const form = await dialog('Corregir la serie 2');
    const reps = form.getByRole('textbox', { name: 'Repeticiones' });
    await userEvent.clear(reps);
    await userEvent.click(form.getByRole('button', { name: 'Guardar cambios' }));
    await expect(await form.findByText('Escribe las repeticiones: un número entero de 0 a 1000.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A warm-up, in pounds: shown as typed in lb, saved in kilos. */
export const WarmupInPounds: Story = {
  args: { n: 1, tipo: 'calentamiento', values: repsValues(5, 61.23), unit: 'lb' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ args }) => {
    const form = await dialog('Corregir el calentamiento 1');
    await expect(form.getByRole('button', { name: /Calentamiento/ })).toHaveAttribute('aria-pressed', 'true');
    const lb = form.getByRole('textbox', { name: 'Libras' });
    await expect(lb).toHaveValue('135');
    await userEvent.clear(lb);
    await userEvent.type(lb, '145');
    await userEvent.click(form.getByRole('button', { name: /Normal/ }));
    await userEvent.click(form.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ kg: '65,77', tipo: 'trabajo' }));
  },
};

/** "Eliminar serie": deletes at once (the row then offers "Deshacer") and closes. */
export const Delete: Story = {
  play: async ({ args }) => {
    const form = await dialog('Corregir la serie 2');
    await userEvent.click(form.getByRole('button', { name: 'Eliminar serie' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A plank: its seconds only. */
export const Timed: Story = {
  args: { medida: 'tiempo', values: { ...repsValues(null, null), medida: 'tiempo', segundos: 45 } },
  play: async () => {
    const form = await dialog('Corregir la serie 2');
    await expect(form.getByRole('textbox', { name: 'Segundos' })).toHaveValue('45');
    await expect(form.queryByRole('textbox', { name: 'Kilos' })).toBeNull();
  },
};
