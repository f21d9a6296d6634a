import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ReminderSettings } from '../../../lib/contract-calendar';
import { REMINDERS_OFF, remindersHandlers } from '../../../testing/handlers/profile';
import { failsWith500, neverAnswers, showsBusy } from '../../../testing/stories';
import { RemindersSection } from './reminders-section';
import { body } from '../../../testing/dialog-plays';

const meta = {
  title: 'Patrones/Perfil/RemindersSection',
  component: RemindersSection,
  parameters: { session: 'signed-in', layout: 'padded' },
} satisfies Meta<typeof RemindersSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const settings = (initial: ReminderSettings) => ({ msw: { handlers: { profile: remindersHandlers(initial) } } });

/** Off: hour and zone wait disabled; switching on, choosing 19:00 and saving says so. */
export const Off: Story = {
  parameters: settings(REMINDERS_OFF),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('checkbox', { name: 'Recibir recordatorios por correo' });
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByLabelText('Hora del aviso')).toBeDisabled();
    await userEvent.click(toggle);
    await waitFor(() => expect(canvas.getByLabelText('Hora del aviso')).toBeEnabled());
    await userEvent.selectOptions(canvas.getByLabelText('Hora del aviso'), '19');
    await userEvent.selectOptions(canvas.getByLabelText('Zona horaria'), 'Atlantic/Canary');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar recordatorios' }));
    await waitFor(() => expect(body().getByText('Recordatorios guardados')).toBeVisible());
  },
};

/** On, at 19:00 in Mexico City. */
export const On: Story = {
  parameters: settings({ activo: true, hora: 19, zona_horaria: 'America/Mexico_City' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Recibir recordatorios por correo' })).toBeChecked();
    await expect(canvas.getByLabelText('Hora del aviso')).toHaveDisplayValue('19:00');
    await expect(canvas.getByLabelText('Zona horaria')).toHaveDisplayValue('Ciudad de México');
  },
};

export const SaveError: Story = {
  parameters: {
    msw: {
      handlers: {
        profile: [
          http.get('/api/users/me/reminders', () => HttpResponse.json(REMINDERS_OFF)),
          http.put('/api/users/me/reminders', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Guardar recordatorios' }));
    await waitFor(() =>
      expect(body().getByText('No se pudieron guardar los recordatorios. Inténtalo de nuevo.')).toBeVisible(),
    );
  },
};

export const Loading: Story = {
  parameters: neverAnswers('profile', '/api/users/me/reminders'),
  play: showsBusy,
};

export const LoadError: Story = {
  parameters: failsWith500('profile', '/api/users/me/reminders'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No se pudieron cargar tus recordatorios.')).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: settings({ activo: true, hora: 7, zona_horaria: 'Europe/Madrid' }),
  globals: { viewport: { value: 'mobile' } },
};
