import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { recordConsoleErrors } from '../testing/console';
import { expectNavigatedTo, interactionOnly, onMobile } from '../testing/stories';
import { RouteError } from './route-error';

/** A lazy screen's chunk that no longer exists on the server (a new version was deployed meanwhile). */
const CHUNK_FAILURE = new TypeError('Failed to fetch dynamically imported module: /assets/progress-page-1a2b3c.js');
const UNKNOWN_FAILURE = new Error('Cannot read properties of undefined (reading "nombre")');

/** The story's route fails with `error` (.storybook/decorators.tsx): RouteError is its error element. */
const failingWith = (error: unknown) => ({ router: { route: '/dashboard/progress', fail: () => error } });

const meta = {
  title: 'Patrones/Estructura/RouteError',
  component: RouteError,
  parameters: failingWith(UNKNOWN_FAILURE),
  beforeEach: recordConsoleErrors,
} satisfies Meta<typeof RouteError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The explanation, as an alert, with "Recargar" and the way back home; the error is logged. */
const explainsAndLogs =
  (error: unknown): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = within(await canvas.findByRole('alert'));
    await expect(alert.getByRole('heading', { level: 1, name: 'Algo ha fallado' })).toBeVisible();
    await expect(
      alert.getByText(
        'Se ha producido un error inesperado al mostrar esta pantalla. Recarga la página o vuelve al inicio.',
      ),
    ).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Recargar' })).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/home');
    await expect(console.error).toHaveBeenCalledWith(error);
  };

/** A route that answers 404 (an id that does not exist): the not-found screen, nothing logged. */
export const NotFound: Story = {
  parameters: failingWith(new Response('', { status: 404 })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '404 - Página no encontrada' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(console.error).not.toHaveBeenCalled();
  },
};

/** A screen's code could not be downloaded (offline, or replaced by a new version). */
export const ChunkLoadFailure: Story = {
  parameters: failingWith(CHUNK_FAILURE),
  play: explainsAndLogs(CHUNK_FAILURE),
};

/** Any other error thrown while loading or drawing a screen. */
export const Unknown: Story = { play: explainsAndLogs(UNKNOWN_FAILURE) };

/** "Volver al inicio" leads home. */
export const BackHome: Story = {
  tags: ['interaction'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await canvas.findByRole('alert')).getByRole('link', { name: 'Volver al inicio' }));
    await expectNavigatedTo(canvas, '/home');
  },
};

/** At 375 px the two buttons still fit side by side under the text. */
export const UnknownMobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reload = (await canvas.findByRole('button', { name: 'Recargar' })).getBoundingClientRect();
    const back = canvas.getByRole('link', { name: 'Volver al inicio' }).getBoundingClientRect();
    await expect(back.top).toBe(reload.top);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
