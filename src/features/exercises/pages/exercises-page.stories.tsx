import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { exercisesHandlers } from '../../../testing/handlers/exercises';
import { expectLoadError, retry } from '../../../testing/load-errors';
import { type Canvas, neverAnswers, press, screenParameters, showsBusy } from '../../../testing/stories';
import { ExercisesPage } from './exercises-page';
import { dashboardShell } from '../../../testing/shells';

const meta = {
  title: 'Pantallas/Ejercicios/ExercisesPage',
  component: ExercisesPage,
  parameters: screenParameters('/dashboard/exercises', { shell: dashboardShell, signedIn: true }),
} satisfies Meta<typeof ExercisesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types `text` in "Buscar ejercicio" and presses "Buscar". */
async function search(canvas: Canvas, text: string) {
  await userEvent.type(canvas.getByLabelText('Buscar ejercicio'), text);
  await press(canvas, 'Buscar');
}

/** A wide screen has room for more than SPEC's 5 a page: all 7 fixture exercises on one page. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ejercicios' })).toBeVisible();
    await expect(await canvas.findByText('Press de banca con barra')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Ver detalle de/ })).toHaveLength(7);
    await expect(canvas.getByText('1 / 1')).toBeVisible();
  },
};

/** A phone keeps SPEC's 5 a page: page 1 of 2. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Press de banca con barra')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Ver detalle de/ })).toHaveLength(5);
    await expect(canvas.getByText('1 / 2')).toBeVisible();
  },
};

/** On a phone, "Página siguiente" shows the last 2. */
export const MobileSecondPage: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Press de banca con barra')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await expect(canvas.getByText('2 / 2')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Ver detalle de/ })).toHaveLength(2);
  },
};

/** The picker's search: English names find the Spanish exercise ("bench press"). */
export const SearchInEnglish: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Press de banca con barra');
    await search(canvas, 'bench press');
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: /^Ver detalle de/ })[0]).toHaveAccessibleName(
        /Press de banca con barra/,
      ),
    );
  },
};

/** Search ignores case and accents and sends the user back to page 1. */
export const SearchWithoutAccents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Press de banca con barra');
    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await search(canvas, 'BICEPS');
    await expect(canvas.getByText('Curl de bíceps con mancuernas')).toBeVisible();
    await expect(canvas.getByText('1 ejercicio')).toBeVisible();
    await expect(canvas.getByText('1 / 1')).toBeVisible();
  },
};

/** Every word of the search, in any order: "barra press" finds "Press de banca con barra". */
export const SearchWordsInAnyOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Press de banca con barra');
    await search(canvas, 'barra PRESS');
    await expect(canvas.getByText('1 ejercicio')).toBeVisible();
    await expect(canvas.getByText('Press de banca con barra')).toBeVisible();
  },
};

/** The page numbers go straight to a page; "page / total" stays below them. */
export const PageNumbers: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Press de banca con barra');
    await expect(canvas.getByRole('button', { name: 'Página 1 de 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Página 2 de 2' }));
    await expect(canvas.getByText('2 / 2')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Ver detalle de/ })).toHaveLength(2);
  },
};

/** Text, group and difficulty filters apply together. */
export const CombinedFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Press de banca con barra');
    // The filter lists come from their own requests: wait for the options before choosing.
    await canvas.findByRole('option', { name: 'Pecho' });
    await userEvent.selectOptions(canvas.getByLabelText('Grupo muscular'), 'Pecho');
    await expect(await canvas.findByText('2 ejercicios')).toBeVisible();
    await canvas.findByRole('option', { name: 'Intermedio' });
    await userEvent.selectOptions(canvas.getByLabelText('Dificultad'), 'Intermedio');
    await expect(await canvas.findByText('1 ejercicio')).toBeVisible();
    await expect(canvas.getByText('Press de banca con barra')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Dificultad'), 'Elite');
    await expect(await canvas.findByText('No hay ejercicios que coincidan con los filtros.')).toBeVisible();
  },
};

export const DetailOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ver detalle de Flexiones' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Flexiones' });
    await waitFor(() => expect(dialog).toBeVisible());
    for (const text of ['Tipo de ejercicio', 'Fuerza', 'Principiante', 'Pecho', 'Posición inicial', 'Movimiento']) {
      await expect(within(dialog).getByText(text)).toBeVisible();
    }
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cerrar' })[0]!);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const Loading: Story = {
  parameters: neverAnswers('exercises', '/api/exercises'),
  play: showsBusy,
};

export const Empty: Story = {
  parameters: { msw: { handlers: { exercises: [http.get('/api/exercises', () => HttpResponse.json([]))] } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No hay ejercicios que coincidan con los filtros.'),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        exercises: [http.get('/api/exercises', () => HttpResponse.json({ message: 'boom' }, { status: 500 }))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Error al cargar los ejercicios. Por favor, inténtalo de nuevo más tarde.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** The server cannot be reached (network error): the same error and "Reintentar", which brings the list. */
export const Unreachable: Story = {
  parameters: {
    msw: {
      handlers: {
        exercises: [http.get('/api/exercises', () => HttpResponse.error(), { once: true }), ...exercisesHandlers],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectLoadError(canvasElement, 'Error al cargar los ejercicios. Por favor, inténtalo de nuevo más tarde.');
    await expect(canvas.queryByText('No hay ejercicios que coincidan con los filtros.')).toBeNull();
    await retry(canvasElement);
    await expect(await canvas.findAllByRole('listitem')).not.toHaveLength(0);
  },
};
