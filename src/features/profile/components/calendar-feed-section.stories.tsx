import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { calendarFeedHandlers, FEED_URL } from '../../../testing/handlers/profile';
import { failsWith500, neverAnswers, showsBusy } from '../../../testing/stories';
import { CalendarFeedSection } from './calendar-feed-section';
import { body } from '../../../testing/dialog-plays';

const meta = {
  title: 'Patrones/Perfil/CalendarFeedSection',
  component: CalendarFeedSection,
  parameters: { session: 'signed-in', layout: 'padded' },
} satisfies Meta<typeof CalendarFeedSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const feed = (on: boolean) => ({ msw: { handlers: { profile: calendarFeedHandlers(on) } } });

/** Off: one button turns it on, and the new address is shown once with "Copiar dirección". */
export const Off: Story = {
  parameters: feed(false),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('El calendario está desactivado.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Activar calendario' }));
    await expect(await canvas.findByLabelText('Dirección de suscripción')).toHaveValue(FEED_URL);
    await expect(canvas.getByText('Calendario activado el 02-03-2026.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copiar dirección' })).toBeEnabled();
  },
};

/** On (after a reload): the address is not shown again; renewing asks first, then shows the new one. */
export const On: Story = {
  parameters: feed(true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/solo se muestra al crearla/)).toBeVisible();
    await expect(canvas.queryByLabelText('Dirección de suscripción')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Generar nueva dirección' }));
    const dialog = await body().findByRole('alertdialog', { name: '¿Generar una dirección nueva?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generar nueva dirección' }));
    await expect(await canvas.findByLabelText('Dirección de suscripción')).toHaveValue(FEED_URL);
  },
};

/** Revoking asks first, then the feed is off. */
export const Revoke: Story = {
  parameters: feed(true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Desactivar calendario' }));
    const dialog = await body().findByRole('alertdialog', { name: '¿Desactivar el calendario?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desactivar calendario' }));
    await expect(await canvas.findByText('El calendario está desactivado.')).toBeVisible();
    await waitFor(() => expect(body().getByText('Calendario desactivado')).toBeVisible());
  },
};

export const Loading: Story = {
  parameters: neverAnswers('profile', '/api/users/me/calendar-feed'),
  play: showsBusy,
};

export const LoadError: Story = {
  parameters: failsWith500('profile', '/api/users/me/calendar-feed'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No se pudo cargar el estado del calendario.')).toBeVisible();
  },
};

/** The server fails to turn it on: a toast says so and the feed stays off. */
export const ChangeError: Story = {
  parameters: {
    msw: {
      handlers: {
        profile: [
          http.get('/api/users/me/calendar-feed', () => HttpResponse.json({ activo: false, creado: null })),
          http.post('/api/users/me/calendar-feed', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Activar calendario' }));
    await waitFor(() =>
      expect(body().getByText('No se pudo cambiar el calendario. Inténtalo de nuevo.')).toBeVisible(),
    );
    await expect(canvas.getByText('El calendario está desactivado.')).toBeVisible();
  },
};

export const Mobile: Story = { parameters: feed(true), globals: { viewport: { value: 'mobile' } } };
