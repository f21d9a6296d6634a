import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ProgressExercise } from '../../../lib/contract-training';
import { ExercisePickerDialog } from './exercise-picker-dialog';

// An entity's story cannot use src/testing (entities build on lib and ui only): the catalogue
// comes from the default handlers (the real one), the user's logged exercises are set here.
const logged = (id: number, nombre: string, sesiones: number, ultima_vez: string): ProgressExercise => ({
  id_ejercicio_catalogo: id,
  nombre,
  grupo_muscular: '',
  sesiones,
  ultima_vez,
});
const LOGGED = [
  logged(1, 'Press de banca con barra', 12, '2026-11-24T18:00:00.000Z'),
  logged(108, 'Sentadilla trasera con barra', 9, '2026-11-26T18:00:00.000Z'),
  logged(36, 'Remo con barra', 4, '2026-11-20T18:00:00.000Z'),
];
const progress = (answer: ProgressExercise[]) => ({
  trainingLog: [http.get('/api/progress/exercises', () => HttpResponse.json(answer))],
});
const TITLE = 'Añadir ejercicio';
const LATE = { timeout: 5000 };

const meta = {
  title: 'Patrones/Ejercicios/ExercisePickerDialog',
  component: ExercisePickerDialog,
  parameters: { layout: 'padded', msw: { handlers: progress(LOGGED) } },
  globals: { viewport: { value: 'desktop' } },
  args: { open: true, onOpenChange: fn(), onPick: fn(), title: TITLE, excludeIds: [36] },
} satisfies Meta<typeof ExercisePickerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog, once it has faded in and its list has loaded. */
async function picker() {
  const dialog = await within(document.body).findByRole('dialog', { name: TITLE }, LATE);
  await waitFor(() => expect(dialog).toBeVisible());
  const d = within(dialog);
  await d.findByRole('listbox', { name: 'Ejercicios' }, LATE);
  return { dialog, d, search: d.getByRole('combobox', { name: 'Buscar ejercicio' }) };
}
/** The exercises listed (the list's options, not the filters' `<option>`s). */
const listed = (d: ReturnType<typeof within>) =>
  within(d.getByRole('listbox', { name: 'Ejercicios' })).getAllByRole('option');
/** The names of the exercises listed, in order. */
const shown = (d: ReturnType<typeof within>) => listed(d).map((o) => o.querySelector('p')?.textContent ?? '');

/**
 * With no search, the user's last logged exercises first (the last one first), then the catalogue
 * by name; an excluded exercise (one already in the session) is not offered. Arrow keys move the
 * highlight from the search box and Enter picks.
 */
export const Default: Story = {
  play: async ({ args }) => {
    const { d, search } = await picker();
    await waitFor(() => expect(search).toHaveFocus());
    await expect(shown(d).slice(0, 2)).toEqual(['Sentadilla trasera con barra', 'Press de banca con barra']);
    await expect(shown(d)).not.toContain('Remo con barra');
    await expect(d.getByRole('status')).toHaveTextContent('381 ejercicios');
    await expect(listed(d)[0]).toHaveTextContent('9 sesiones');
    await expect(listed(d)[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(search);
    await userEvent.keyboard('{ArrowDown}');
    await expect(search).toHaveAttribute('aria-activedescendant', listed(d)[1]!.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 1, carga: 'barra' }));
  },
};

/** Spanish or English words in any order find the exercise; the best match comes first and Enter picks it. */
export const Search: Story = {
  play: async ({ args }) => {
    const { d, search } = await picker();
    await userEvent.type(search, 'hip thrust');
    await waitFor(() => expect(shown(d)[0]).toBe('Empuje de cadera con barra'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith(expect.objectContaining({ nombre: 'Empuje de cadera con barra' }));
    await userEvent.clear(search);
    await userEvent.type(search, 'BANCA press');
    await waitFor(() => expect(shown(d)[0]).toBe('Press de banca con barra'));
    await userEvent.clear(search);
    await userEvent.type(search, 'lat pulldown');
    await waitFor(() => expect(d.getByRole('status')).toHaveTextContent('6 ejercicios'));
    await userEvent.click(d.getByText('Jalón al pecho con agarre ancho'));
    await expect(args.onPick).toHaveBeenLastCalledWith(
      expect.objectContaining({ nombre_en: 'Lat Pulldown (Wide Grip)' }),
    );
  },
};

/** Muscle group, equipment and pattern narrow the list together. */
export const Filters: Story = {
  play: async () => {
    const { d } = await picker();
    await userEvent.selectOptions(d.getByLabelText('Músculo'), 'Pecho');
    await userEvent.selectOptions(d.getByLabelText('Equipo'), 'Mancuernas');
    await waitFor(() => expect(shown(d)).toContain('Press de banca con mancuernas'));
    for (const option of listed(d)) await expect(option).toHaveTextContent('Pecho · Mancuernas');
    await userEvent.selectOptions(d.getByLabelText('Patrón'), 'Aperturas de pecho');
    await waitFor(() => expect(shown(d)).not.toContain('Press de banca con mancuernas'));
    await expect(shown(d)).toContain('Aperturas con mancuernas en banco plano');
  },
};

/** A replacement opens on the exercise's pattern. */
export const StartsOnAPattern: Story = {
  args: { title: TITLE, initialFilters: { patron: 'tiron-vertical' } },
  play: async () => {
    const { d } = await picker();
    await expect(d.getByLabelText('Patrón')).toHaveValue('tiron-vertical');
    await expect(shown(d)).toContain('Dominadas');
    await expect(shown(d)).not.toContain('Press de banca con barra');
  },
};

/** Nothing matches: the list says so, and one button clears the search and the filters. */
export const NoResult: Story = {
  play: async () => {
    const { d, search } = await picker();
    await userEvent.selectOptions(d.getByLabelText('Músculo'), 'Gemelos');
    await userEvent.type(search, 'press banca');
    await expect(await d.findByText('Ningún ejercicio coincide con la búsqueda y los filtros.')).toBeVisible();
    await expect(d.getByRole('status')).toHaveTextContent('0 ejercicios');
    await expect(search).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * A story that tests a path, not a state: neither Chromatic nor the visual suite shoots it
 * (`interactionOnly` of src/testing/stories.ts, written out: an entity does not import src/testing).
 */
const interactionOnly = { chromatic: { disableSnapshot: true } };

/** "Quitar filtros" after no result: the search and filters are cleared, the whole catalogue back. */
export const NoResultClearsFilters: Story = {
  tags: ['interaction'],
  parameters: interactionOnly,
  play: async () => {
    const { d, search } = await picker();
    await userEvent.selectOptions(d.getByLabelText('Músculo'), 'Gemelos');
    await userEvent.type(search, 'press banca');
    await userEvent.click(await d.findByRole('button', { name: 'Quitar filtros' }));
    await expect(search).toHaveValue('');
    await waitFor(() => expect(d.getByRole('status')).toHaveTextContent('381 ejercicios'));
  },
};

/** The catalogue has not arrived yet. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: { ...progress([]), exercisePicker: [http.get('/api/exercises/picker', () => delay('infinite'))] },
    },
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: TITLE }, LATE);
    const loading = await within(dialog).findByText('Cargando ejercicios…');
    // Visible once the dialog's opening animation is over (slower on a loaded machine).
    await waitFor(() => expect(loading).toBeVisible(), LATE);
    await expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

const failing = () => {
  let asked = 0;
  return {
    asked: () => asked,
    handlers: [
      http.get('/api/exercises/picker', () => {
        asked += 1;
        return HttpResponse.json({ message: 'x' }, { status: 500 });
      }),
    ],
  };
};
const broken = failing();

/** The catalogue could not be loaded: the message and "Reintentar", which asks again. */
export const Error: Story = {
  parameters: { msw: { handlers: { ...progress([]), exercisePicker: broken.handlers } } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: TITLE }, LATE);
    const d = within(dialog);
    await expect(await d.findByText('No se pudieron cargar los ejercicios.')).toBeVisible();
    await expect(d.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** "Reintentar" asks the catalogue again. */
export const ErrorRetries: Story = {
  tags: ['interaction'],
  parameters: { ...interactionOnly, msw: { handlers: { ...progress([]), exercisePicker: broken.handlers } } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: TITLE }, LATE);
    const d = within(dialog);
    await expect(await d.findByText('No se pudieron cargar los ejercicios.')).toBeVisible();
    const before = broken.asked();
    await userEvent.click(d.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(broken.asked()).toBe(before + 1));
  },
};

/** On a phone the picker takes the whole screen, with the search box and filters on top. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const { dialog, d, search } = await picker();
    // Once it has grown in: the whole width and height of the screen.
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(document.documentElement.clientWidth));
    const box = dialog.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(window.innerHeight - 1);
    await expect(search.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    await userEvent.type(search, 'sentadilla bulgara');
    await waitFor(() => expect(shown(d)[0]).toBe('Sentadilla búlgara con mancuernas'));
    await userEvent.click(d.getByRole('button', { name: 'Cerrar' }));
  },
};
