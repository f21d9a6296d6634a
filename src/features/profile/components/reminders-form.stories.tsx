import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onMobile } from '../../../testing/stories';
import { RemindersForm } from './reminders-form';

const meta = {
  title: 'Patrones/Perfil/RemindersForm',
  component: RemindersForm,
  parameters: { layout: 'padded' },
  args: { initial: { activo: true, hora: 7, zona_horaria: 'Europe/Madrid' }, saving: false, onSave: fn() },
} satisfies Meta<typeof RemindersForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On: hour and time zone can be chosen; saving sends the three values. */
export const On: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Recibir recordatorios por correo' })).toBeChecked();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Hora del aviso' }), '19:00');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Zona horaria' }), 'Canarias');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar recordatorios' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      { activo: true, hora: 19, zona_horaria: 'Atlantic/Canary' },
      expect.anything(),
    );
  },
};

/** Off: hour and zone are greyed out until the switch is turned on. */
export const Off: Story = {
  args: { initial: { activo: false, hora: 7, zona_horaria: 'Europe/Madrid' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Hora del aviso' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Recibir recordatorios por correo'));
    await expect(canvas.getByRole('combobox', { name: 'Hora del aviso' })).toBeEnabled();
  },
};

/** A zone saved from elsewhere (any IANA zone) stays in the list, under its own name. */
export const OtherTimeZone: Story = {
  args: { initial: { activo: true, hora: 21, zona_horaria: 'America/Mexico_City' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Zona horaria' })).toHaveValue(
      'America/Mexico_City',
    );
  },
};

/** Saving: the button keeps its name while it spins and cannot be sent twice. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Guardar recordatorios' })).toBeDisabled();
  },
};

/** Hour and zone one above the other on a phone. */
export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
