import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routinesHandlers, userRoutineListFixture } from '../../../testing/handlers/routines';
import { screenParameters } from '../../../testing/stories';
import { MyRoutinesList } from './my-routines-list';

const meta = {
  title: 'Patrones/Rutinas/MyRoutinesList',
  component: MyRoutinesList,
  parameters: screenParameters('/dashboard/routines', { signedIn: true, layout: 'padded' }),
} satisfies Meta<typeof MyRoutinesList>;

export default meta;
type Story = StoryObj<typeof meta>;

const withList = (resolver: Parameters<typeof http.get>[1]) => ({
  msw: { handlers: { routines: [http.get('/api/user-routines', resolver), ...routinesHandlers] } },
});

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByText('1 / 2')).toBeVisible();
  },
};

/**
 * After a delete the list asks the server again, 1 s later (no full page reload). The server's
 * list loses the routine once its DELETE arrived (not after a count of list requests, which
 * depends on how many the screen sent before), and the story ends on the list the server sent.
 */
let deleted = false;
export const RefreshesAfterDelete: Story = {
  beforeEach: () => {
    deleted = false;
  },
  parameters: {
    msw: {
      handlers: {
        routines: [
          http.get('/api/user-routines', () => {
            const list = userRoutineListFixture();
            return HttpResponse.json(deleted ? { ...list, rutinas: list.rutinas.slice(1) } : list);
          }),
          http.delete('/api/user-routines/:id', () => {
            deleted = true;
            return HttpResponse.json({ message: 'Routine deleted' });
          }),
          ...routinesHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'Fuerza básica' });
    await expect(canvas.getByText('1 / 2')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Eliminar' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: '¿Deseas eliminar esta rutina?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    // The server's new list: three routines, one page.
    await expect(await canvas.findByText('1 / 1')).toBeVisible();
    await expect(canvas.queryByRole('article', { name: 'Fuerza básica' })).toBeNull();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

/** The confirmation can be cancelled: nothing is deleted. */
export const ConfirmCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'Fuerza básica' });
    await userEvent.click(within(card).getByRole('button', { name: 'Eliminar' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('article', { name: 'Fuerza básica' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withList(async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Cargando rutinas…' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: withList(() => HttpResponse.json(userRoutineListFixture([]))),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No hay rutinas creadas todavía')).toBeVisible();
  },
};
