import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { onDesktop, onMobile } from '../../../testing/stories';
import { AddExerciseDialog } from './add-exercise-dialog';

const meta = {
  title: 'Patrones/Rutinas/AddExerciseDialog',
  component: AddExerciseDialog,
  parameters: { layout: 'padded', session: 'signed-in' },
  args: { open: true, onClose: fn(), onAdd: fn(async () => true) },
} satisfies Meta<typeof AddExerciseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const LATE = { timeout: 5000 };

/** The dialog once its list has loaded: its search box and a way to read the names listed. */
async function dialog() {
  const box = await within(document.body).findByRole('dialog', { name: 'Agregar ejercicio' }, LATE);
  await waitFor(() => expect(box).toBeVisible());
  const d = within(box);
  const list = await d.findByRole('listbox', { name: 'Ejercicios' }, LATE);
  const names = () =>
    within(list)
      .getAllByRole('option')
      .map((o) => o.querySelector('p')?.textContent ?? '');
  return { d, search: d.getByRole('combobox', { name: 'Buscar ejercicio' }), names };
}

/** The picker in SPEC's modal: English words find the exercise, a click chooses, "Agregar" adds it. */
export const Open: Story = {
  ...onDesktop,
  play: async ({ args }) => {
    const { d, search, names } = await dialog();
    await expect(d.getByText('Elige un ejercicio de la lista.')).toBeVisible();
    await userEvent.type(search, 'hip thrust');
    await waitFor(() => expect(names()[0]).toBe('Empuje de cadera con barra'));
    await userEvent.clear(search);
    await userEvent.type(search, 'lat pulldown');
    await waitFor(() => expect(names()[0]).toMatch(/^Jalón al pecho/));
    await userEvent.click(d.getByText(names()[0]!));
    await expect(d.getByText(/^Elegido: Jalón al pecho/)).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Agregar' }));
    await expect(args.onAdd).toHaveBeenCalledWith(expect.any(Number));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** No choice: "Por favor, selecciona un ejercicio." and nothing is sent. */
export const NothingSelected: Story = {
  ...onDesktop,
  play: async ({ args }) => {
    const { d } = await dialog();
    await userEvent.click(d.getByRole('button', { name: 'Agregar' }));
    await expect(await d.findByRole('alert')).toHaveTextContent('Por favor, selecciona un ejercicio.');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** The search finds nothing: "Crear ejercicio «…»" opens the form with the search as its name; the new exercise is chosen. */
export const CreateOwn: Story = {
  ...onDesktop,
  play: async ({ args }) => {
    const { d, search } = await dialog();
    await userEvent.type(search, 'Sentadilla con cinturón');
    await userEvent.click(await d.findByRole('button', { name: 'Crear ejercicio «Sentadilla con cinturón»' }));
    const form = within(d.getByRole('form', { name: 'Ejercicio propio' }));
    await expect(form.getByLabelText(/Nombre/)).toHaveValue('Sentadilla con cinturón');
    await userEvent.click(form.getByRole('button', { name: 'Crear ejercicio' }));
    await expect(await form.findByText('Elige el grupo muscular.')).toBeVisible();
    await userEvent.selectOptions(form.getByLabelText(/Grupo muscular/), 'Cuádriceps');
    await userEvent.selectOptions(form.getByLabelText(/Equipo/), 'Máquina');
    await userEvent.click(form.getByRole('button', { name: 'Crear ejercicio' }));
    await expect(await d.findByText('Elegido: Sentadilla con cinturón', {}, LATE)).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Agregar' }));
    await expect(args.onAdd).toHaveBeenCalledWith(1_000_000);
  },
};

/** The form of an own exercise on a phone: the whole screen, reached with no search, back to the list. */
export const CreateOwnOnMobile: Story = {
  ...onMobile,
  play: async () => {
    const { d } = await dialog();
    await userEvent.click(d.getByRole('button', { name: 'Crear un ejercicio propio' }));
    const form = within(d.getByRole('form', { name: 'Ejercicio propio' }));
    await expect(form.getByLabelText(/Se mide en/)).toHaveValue('repeticiones');
    await userEvent.selectOptions(form.getByLabelText(/Se mide en/), 'Tiempo');
    await userEvent.click(form.getByRole('button', { name: 'Volver a la lista' }));
    await expect(await d.findByRole('listbox', { name: 'Ejercicios' })).toBeVisible();
  },
};

/** The picker on a phone: the dialog takes the screen, "Agregar" stays in reach. */
export const OpenOnMobile: Story = {
  ...onMobile,
  play: async () => {
    const { d, search, names } = await dialog();
    await userEvent.type(search, 'press banca');
    await waitFor(() => expect(names()[0]).toBe('Press de banca con barra'));
    await expect(d.getByRole('button', { name: 'Agregar' })).toBeVisible();
  },
};

export const Adding: Story = {
  args: { adding: true },
  play: async () => {
    const box = await within(document.body).findByRole('dialog');
    await expect(within(box).getByRole('button', { name: 'Agregar' })).toBeDisabled();
  },
};

/** The list has not arrived: the picker says it is loading. */
export const CatalogueLoading: Story = {
  parameters: { msw: { handlers: { exercisePicker: [http.get('/api/exercises/picker', () => delay('infinite'))] } } },
  play: async () => {
    const box = await within(document.body).findByRole('dialog');
    // Shown at once, visible once the dialog's opening animation has run (its opacity starts at 0).
    const loading = await within(box).findByText('Cargando ejercicios…');
    await waitFor(() => expect(loading).toBeVisible());
  },
};

/** The list could not be loaded: the picker's message and "Reintentar". */
export const CatalogueError: Story = {
  parameters: {
    msw: {
      handlers: {
        exercisePicker: [http.get('/api/exercises/picker', () => HttpResponse.json({ message: 'x' }, { status: 500 }))],
      },
    },
  },
  play: async () => {
    const box = await within(document.body).findByRole('dialog');
    await expect(await within(box).findByText('No se pudieron cargar los ejercicios.', {}, LATE)).toBeVisible();
    await expect(within(box).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};
