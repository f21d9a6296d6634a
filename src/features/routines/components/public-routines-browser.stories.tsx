import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { publicRoutinesFixture, routinesHandlers } from '../../../testing/handlers/routines';
import { expectLoadError, retry } from '../../../testing/load-errors';
import { PublicRoutinesBrowser } from './public-routines-browser';

const meta = {
  title: 'Patrones/Rutinas/PublicRoutinesBrowser',
  component: PublicRoutinesBrowser,
  parameters: { layout: 'padded', session: 'signed-in' },
  args: { goalId: null, difficultyId: null, onGoalChange: fn(), onDifficultyChange: fn() },
} satisfies Meta<typeof PublicRoutinesBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Goals come from GET goals; difficulties are the client's list 1 to 4. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('option', { name: 'Hipertrofia' })).toBeInTheDocument();
    const difficulty = canvas.getByRole('combobox', { name: 'Dificultad' });
    await expect(
      within(difficulty)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Dificultad', 'Principiante', 'Intermedio', 'Avanzado', 'Experto']);
    await userEvent.selectOptions(difficulty, 'Experto');
    await expect(args.onDifficultyChange).toHaveBeenCalledWith(4);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Objetivos' }), 'Hipertrofia');
    await expect(args.onGoalChange).toHaveBeenCalledWith(3);
  },
};

/** Both chosen: the server filters (objetivos_id and dificultad_id in the query). */
export const Filtered: Story = {
  args: { goalId: 2, difficultyId: 3 },
  parameters: {
    msw: {
      handlers: {
        routines: [
          http.get('/api/routines/filter', ({ request }) => {
            const query = new URL(request.url).searchParams;
            return query.get('objetivos_id') === '2' && query.get('dificultad_id') === '3'
              ? HttpResponse.json([])
              : HttpResponse.json({ message: 'unexpected query' }, { status: 400 });
          }),
          ...routinesHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No hay rutinas que coincidan con estos filtros.'),
    ).toBeVisible();
  },
};

/** Only one chosen: the unfiltered list (no query at all). */
export const OneFilterOnly: Story = {
  args: { goalId: 2 },
  parameters: {
    msw: {
      handlers: {
        routines: [
          http.get('/api/routines/filter', ({ request }) =>
            new URL(request.url).search === ''
              ? HttpResponse.json(publicRoutinesFixture)
              : HttpResponse.json({ message: 'unexpected query' }, { status: 400 }),
          ),
          ...routinesHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('article')).toHaveLength(3);
  },
};

const publicList = (...first: ReturnType<typeof http.get>[]) => ({
  msw: { handlers: { routines: [...first, ...routinesHandlers] } },
});

/** A 500: the error and "Reintentar", never "no routine matches"; "Reintentar" brings the list. */
export const LoadError: Story = {
  parameters: publicList(
    http.get('/api/routines/filter', () => HttpResponse.json({ message: 'Boom' }, { status: 500 }), { once: true }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectLoadError(canvasElement, 'No se pudieron cargar las rutinas.');
    await expect(canvas.queryByText('No hay rutinas que coincidan con estos filtros.')).toBeNull();
    await retry(canvasElement);
    await expect(await canvas.findAllByRole('article')).not.toHaveLength(0);
  },
};

/** The server cannot be reached (network error). */
export const Unreachable: Story = {
  parameters: publicList(http.get('/api/routines/filter', () => HttpResponse.error())),
  play: async ({ canvasElement }) => {
    await expectLoadError(canvasElement, 'No se pudieron cargar las rutinas.');
  },
};
