import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { routinePlanFixture } from '../../../testing/fixtures/plans';
import { userRoutinesFixture, withRoutineHandlers } from '../../../testing/handlers/routines';
import { recordConsoleErrors } from '../../../testing/console';
import { pickExercise } from '../../../testing/exercise-picker-plays';
import { expectLoadError, retry } from '../../../testing/load-errors';
import {
  failsWith500,
  interactionOnly,
  onDesktop,
  onMobile,
  press,
  retype,
  screenParameters,
  type Canvas,
} from '../../../testing/stories';
import { expectToast } from '../../../testing/toasts';
import { RoutineFormPage } from './routine-form-page';
import { dashboardShell } from '../../../testing/shells';

const EDIT_PATH = '/dashboard/routines/edit/:id';
/** The form of another routine of the fixtures. */
const editing = (id: number) => ({ router: { route: `/dashboard/routines/edit/${id}`, path: EDIT_PATH } });

const meta = {
  title: 'Pantallas/Rutinas/RoutineFormPage',
  component: RoutineFormPage,
  parameters: screenParameters('/dashboard/routines/edit/1', {
    shell: dashboardShell,
    path: EDIT_PATH,
    signedIn: true,
  }),
} satisfies Meta<typeof RoutineFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const withRoutines = withRoutineHandlers;
const fail = () => HttpResponse.json({ message: 'Boom' }, { status: 500 });

/** The exercise names of the list, top to bottom. */
const names = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-exercise-name]')].map((element) => element.textContent);

/** dnd-kit's keyboard path: focus the handle, space picks the row up, arrows move it, space drops it. */
async function moveByKeyboard(root: HTMLElement, handle: string, key: 'ArrowUp' | 'ArrowDown', to: number) {
  const canvas = within(root);
  (await canvas.findByRole('button', { name: handle })).focus();
  await userEvent.keyboard('[Space]');
  // Picked up: the row is lifted (its place is announced, in Spanish).
  await waitFor(() => expect(root.querySelector('[data-dragging]')).not.toBeNull());
  await userEvent.keyboard(`[${key}]`);
  // The list says where the row is now (dnd-kit's live region, in Spanish).
  await waitFor(() => expect(document.body).toHaveTextContent(new RegExp(`pasa a la posición ${to} de`)));
  await userEvent.keyboard('[Space]');
}

/** "+ Agregar Ejercicio": the dialog it opens, once it shows. */
async function openAddExercise(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: '+ Agregar Ejercicio' }));
  const dialog = await within(document.body).findByRole('dialog', { name: 'Agregar ejercicio' }, { timeout: 5000 });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** Searches `name` in the dialog's exercise picker, clicks it and presses "Agregar". */
async function chooseExercise(dialog: Canvas, name: string) {
  await pickExercise(dialog, name);
  await press(dialog, 'Agregar');
}

/** Types `value` over the series of the exercise at `index` (0 is the first). */
async function setSeries(canvasElement: HTMLElement, index: number, value: string) {
  const series = within(canvasElement).getAllByLabelText('Series')[index]!;
  await userEvent.clear(series);
  await userEvent.type(series, value);
}

/** Edit mode: read-only details, editable dates, weekday, shared flag and exercises. */
export const Default: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Editar Rutina' })).toBeVisible();
    // The read-only details are a plain header, not disabled fields.
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Fuerza básica' })).toBeVisible();
    await expect(canvas.getByText('Principiante')).toBeVisible();
    await expect(canvas.getByText('Adaptación anatómica')).toBeVisible();
    // Issue #40: the name is the one detail of the header that can be edited.
    await expect(canvas.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Fuerza básica');
    await expect(canvas.getByLabelText(/Fecha de inicio/)).toHaveValue('03-11-2025');
    await expect(canvas.getByLabelText(/Fecha de fin/)).toHaveValue('28-12-2025');
    await expect(canvas.getByLabelText(/Día de la semana/)).toHaveDisplayValue('Lunes');
    await expect(canvas.getByRole('checkbox', { name: 'Compartida' })).not.toBeChecked();
    await expect(canvas.getByText('Ejercicio 1')).toBeVisible();
    await expect(canvas.getAllByLabelText('Series')[0]).toHaveAttribute('min', '1');
    await expect(canvas.getAllByLabelText('Repeticiones')).toHaveLength(2);
    // One compact row per exercise: handle, photo, name, series x repetitions, rest.
    await expect(canvas.getByRole('button', { name: 'Mover el ejercicio 1 (Sentadilla)' })).toBeVisible();
    await expect(canvas.getAllByText('Descanso 60 s')).toHaveLength(2);
    await expect(canvas.queryByLabelText('Orden')).toBeNull();
  },
};

export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Guardar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '+ Agregar Ejercicio' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withRoutines(
    http.get('/api/user-routines/:id', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Editar Rutina' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Guardar' })).toBeNull();
  },
};

/** docs/PRODUCT.md §8: a failed load is logged only (no toast); "Reintentar" and the way back. */
export const LoadError: Story = {
  parameters: withRoutines(http.get('/api/user-routines/:id', fail, { once: true })),
  beforeEach: recordConsoleErrors,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectLoadError(canvasElement, 'No se pudo cargar la rutina.');
    await expect(canvas.getByRole('link', { name: 'Volver a Mis Rutinas' })).toHaveAttribute(
      'href',
      '/dashboard/routines',
    );
    await retry(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Guardar' })).toBeVisible();
  },
};

/** The server cannot be reached (network error). */
export const Unreachable: Story = {
  parameters: withRoutines(http.get('/api/user-routines/:id', () => HttpResponse.error())),
  beforeEach: recordConsoleErrors,
  play: async ({ canvasElement }) => {
    await expectLoadError(canvasElement, 'No se pudo cargar la rutina.');
  },
};

/** An unknown or deleted id (404): "Rutina no encontrada" and the way back, nothing to retry. */
export const NotFound: Story = {
  parameters: withRoutines(
    http.get('/api/user-routines/:id', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
  ),
  beforeEach: recordConsoleErrors,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Rutina no encontrada' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Volver a Mis Rutinas' })).toHaveAttribute(
      'href',
      '/dashboard/routines',
    );
  },
};

/** From "Rutina no encontrada", "Volver a Mis Rutinas" goes back to the list. */
export const NotFoundGoesBack: Story = {
  ...NotFound,
  tags: ['interaction'],
  parameters: { ...NotFound.parameters, ...interactionOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Rutina no encontrada' });
    await userEvent.click(canvas.getByRole('link', { name: 'Volver a Mis Rutinas' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/dashboard/routines');
  },
};

/** A routine without exercises and without dates (routine 3 of the fixtures). */
export const NoExercises: Story = {
  parameters: editing(3),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Esta rutina aún no tiene ejercicios asignados.')).toBeVisible();
    await expect(canvas.getByLabelText(/Fecha de inicio/)).toHaveValue('');
  },
};

/** Empty required fields and non-positive series/repetitions stop the save, with every message. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = await canvas.findByLabelText(/Fecha de inicio/);
    fireEvent.change(start, { target: { value: '' } });
    await setSeries(canvasElement, 0, '0');
    const reps = canvas.getAllByLabelText('Repeticiones');
    await userEvent.clear(reps[1]!);
    await press(canvas, 'Guardar');
    // The form's summary (an error toast is an alert too).
    const alert = await formSummary(canvas);
    await expect(alert.getByText('Por favor, complete todos los campos requeridos.')).toBeVisible();
    await expect(alert.getByText('Las series del ejercicio 1 deben ser mayor que 0.')).toBeVisible();
    await expect(alert.getByText('Las repeticiones del ejercicio 2 deben ser mayor que 0.')).toBeVisible();
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Guardar' })).toHaveFocus();
    // One error toast stays on screen: the newest.
    await expectToast('Las repeticiones del ejercicio 2 deben ser mayor que 0.');
  },
};

/** "Guardar": PATCH the routine, then each changed exercise; both toasts. */
export const SaveSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText(/Día de la semana/), 'Viernes');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Compartida' }));
    await setSeries(canvasElement, 1, '5');
    await press(canvas, 'Guardar');
    await expectToast('Rutina actualizada correctamente.');
    await expectToast('Ejercicios actualizados correctamente.');
  },
};

export const SaveRoutineFails: Story = {
  parameters: withRoutines(http.patch('/api/user-routines/:id', fail)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Guardar' }));
    await expectToast('Error al actualizar la rutina.');
  },
};

export const SaveExercisesFail: Story = {
  parameters: withRoutines(http.patch('/api/user-routines/:id/exercises/:exerciseId', fail)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Añadir comentario' }))[0]!);
    await userEvent.type(canvas.getByLabelText('Comentario'), 'Bajar despacio');
    await press(canvas, 'Guardar');
    await expectToast('Rutina actualizada correctamente.');
    await expectToast('Error al actualizar los ejercicios de la rutina.');
  },
};

/** "+ Agregar Ejercicio": without a choice it asks for one; with one, the row is added. */
export const AddExercise: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openAddExercise(canvasElement);
    await press(dialog, 'Agregar');
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Por favor, selecciona un ejercicio.');
    await pickExercise(dialog, 'Plancha frontal');
    await expect(dialog.getByText('Elegido: Plancha frontal')).toBeVisible();
    await press(dialog, 'Agregar');
    await expectToast('Ejercicio añadido a la rutina correctamente.');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Ejercicio 3')).toBeVisible();
    await expect(names(canvasElement)).toEqual(['Sentadilla', 'Flexiones', 'Plancha frontal']);
  },
};

/** [exercise id, orden] of every exercise PATCH, in the order sent (the fixtures' server keeps no orden). */
const sentOrders: [string, number | undefined][] = [];

/** Moving a row with the keyboard, then adding an exercise: the new order stays, and "Guardar" sends it. */
export const SwapOrderThenAdd: Story = {
  parameters: withRoutines(
    http.patch('/api/user-routines/:id/exercises/:exerciseId', async ({ request, params }) => {
      const { orden } = (await request.clone().json()) as { orden?: number };
      sentOrders.push([String(params.exerciseId), orden]);
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    sentOrders.length = 0;
    await moveByKeyboard(canvasElement, 'Mover el ejercicio 1 (Sentadilla)', 'ArrowDown', 2);
    await waitFor(() => expect(names(canvasElement)).toEqual(['Flexiones', 'Sentadilla']));
    await chooseExercise(await openAddExercise(canvasElement), 'Plancha frontal');
    await expectToast('Ejercicio añadido a la rutina correctamente.');
    await expect(await canvas.findByText('Ejercicio 3')).toBeVisible();
    await expect(names(canvasElement)).toEqual(['Flexiones', 'Sentadilla', 'Plancha frontal']);
    await press(canvas, 'Guardar');
    await expectToast('Ejercicios actualizados correctamente.');
    // One move puts Flexiones first, and so Sentadilla second.
    await expect(sentOrders).toEqual([['12', 1]]);
  },
};

/** The server answers without a routine id: nothing changes. */
export const AddExerciseInvalidAnswer: Story = {
  parameters: withRoutines(http.post('/api/user-routines/:id/exercises', () => HttpResponse.json({ ok: true }))),
  play: async ({ canvasElement }) => {
    await chooseExercise(await openAddExercise(canvasElement), 'Fondos en anillas');
    await expectToast('La respuesta del servidor no es válida.');
    await expect(within(canvasElement).queryByText('Ejercicio 3')).toBeNull();
  },
};

export const AddExerciseFails: Story = {
  parameters: withRoutines(http.post('/api/user-routines/:id/exercises', fail)),
  play: async ({ canvasElement }) => {
    await chooseExercise(await openAddExercise(canvasElement), 'Fondos en anillas');
    await expectToast('Error al añadir el ejercicio a la rutina.');
  },
};

/** The picker's list (GET /api/exercises/picker) cannot be loaded: its message and "Reintentar". */
export const ExerciseCatalogueError: Story = {
  parameters: failsWith500('exercisePicker', '/api/exercises/picker'),
  play: async ({ canvasElement }) => {
    const dialog = await openAddExercise(canvasElement);
    await expect(await dialog.findByText('No se pudieron cargar los ejercicios.', {}, { timeout: 5000 })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(dialog.queryByRole('listbox', { name: 'Ejercicios' })).toBeNull();
  },
};

/** Ids of the exercises the server was asked to delete (the fixtures' server keeps them all). */
const deleted: string[] = [];
const recordDeletes = http.delete('/api/user-routines/:id/exercises/:exerciseId', ({ params }) => {
  deleted.push(String(params.exerciseId));
});

/** "Eliminar" takes the row off the form only; "Guardar" deletes it on the server. */
export const DeleteExercise: Story = {
  parameters: withRoutines(recordDeletes),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    deleted.length = 0;
    await userEvent.click(await canvas.findByRole('button', { name: 'Eliminar el ejercicio 1 (Sentadilla)' }));
    await expect(names(canvasElement)).toEqual(['Flexiones']);
    await expect(canvas.queryByText('Ejercicio 2')).toBeNull();
    await expect(deleted).toEqual([]);
    await press(canvas, 'Guardar');
    await expectToast('Ejercicio eliminado correctamente.');
    await expect(deleted).toEqual(['11']);
  },
};

/** "Cancelar" after "Eliminar": nothing reaches the server. */
export const DeleteExerciseThenCancel: Story = {
  tags: ['interaction'],
  parameters: { ...withRoutines(recordDeletes), ...interactionOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    deleted.length = 0;
    await userEvent.click(await canvas.findByRole('button', { name: 'Eliminar el ejercicio 2 (Flexiones)' }));
    await expect(canvas.queryByText('Ejercicio 2')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    // The removal is an unsaved change (issue #40): leaving asks first.
    const dialog = await within(document.body).findByRole('alertdialog', undefined, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salir sin guardar' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/dashboard/routines');
    await expect(deleted).toEqual([]);
  },
};

export const DeleteExerciseFails: Story = {
  parameters: withRoutines(http.delete('/api/user-routines/:id/exercises/:exerciseId', fail)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Eliminar el ejercicio 2 (Flexiones)' }));
    await press(canvas, 'Guardar');
    await expectToast('Error al eliminar el ejercicio.');
  },
};

/** "Imprimir" asks for the PDF with the Authorization header; "Cancelar" goes back to the list. */
export const PrintAndCancel: Story = {
  tags: ['interaction'],
  parameters: {
    ...interactionOnly,
    ...withRoutines(
      http.get('/api/user-routines/generate/:id', ({ request, params }) =>
        request.headers.get('Authorization') === 'story-token' && params.id === '1'
          ? HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.4\n').buffer, {
              headers: { 'Content-Type': 'application/pdf' },
            })
          : fail(),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const downloads: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download) downloads.push(this.download);
      else click.call(this);
    };
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Imprimir' }));
      await waitFor(() => expect(downloads).toEqual(['rutina-1.pdf']));
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/dashboard/routines');
  },
};

export const PrintFails: Story = {
  parameters: withRoutines(http.get('/api/user-routines/generate/:id', fail)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Imprimir' }));
    await expectToast('No se pudo descargar el PDF de la rutina.');
  },
};

/** The fixture the stories edit, for reference in the docs page. */
export const SharedRoutine: Story = {
  parameters: editing(2),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Compartida' })).toBeChecked();
    await expect(canvas.getByLabelText(/Día de la semana/)).toHaveDisplayValue('Miércoles');
    await expect(userRoutinesFixture[1]?.rutina_compartida).toBe(true);
  },
};

/** A session of a programme in its third week (series 3 + 1 that week, RIR 2). */
const inProgramme = (semana_actual: number | null) =>
  withRoutines(
    http.get('/api/user-routines/:id', () =>
      HttpResponse.json({
        ...userRoutinesFixture[0],
        plan: routinePlanFixture(semana_actual),
      }),
    ),
  );

/**
 * Each exercise says this week's target ("Semana 3 de 6: 4 x 12, RIR 2"), and follows the series as
 * they are typed; the notice links to the programme.
 */
export const InProgramme: Story = {
  parameters: inProgramme(3),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Esta rutina es una sesión del programa «Programa de fuerza · 6 semanas».'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver el programa' })).toHaveAttribute(
      'href',
      '/dashboard/programas/41',
    );
    const targets = canvasElement.querySelectorAll('[data-plan-target]');
    await expect(targets).toHaveLength(2);
    await expect(targets[0]).toHaveTextContent('Semana 3 de 6: 4 x 12, RIR 2');
    await setSeries(canvasElement, 0, '5');
    await expect(targets[0]).toHaveTextContent('Semana 3 de 6: 6 x 12, RIR 2');
  },
};

/** The deload week says so; before the block starts the first week is shown. */
export const InProgrammeDeload: Story = {
  parameters: inProgramme(6),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-plan-target]')).toHaveTextContent(
        'Semana 6 de 6 (descarga): 2 x 12, RIR 4',
      ),
    );
  },
};

export const InProgrammeNotStarted: Story = {
  parameters: inProgramme(null),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('El programa empieza más adelante; esta es la primera semana.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-plan-target]')).toHaveTextContent('Semana 1 de 6: 3 x 12, RIR 3');
  },
};

const catalogueIds = [108, 2, 5, 30, 61];
/** Routine 1 with five exercises (a workout's usual length), one with a comment. */
const severalExercises = withRoutines(
  http.get('/api/user-routines/:id', () =>
    HttpResponse.json({
      ...userRoutinesFixture[0],
      ejercicios: ['Sentadilla', 'Flexiones', 'Zancadas', 'Remo con mancuerna', 'Plancha'].map((nombre, i) => ({
        ...userRoutinesFixture[0]!.ejercicios[0]!,
        id: 11 + i,
        ejercicio_id: 11 + i,
        id_ejercicio_catalogo: catalogueIds[i]!,
        nombre,
        orden: i + 1,
        series: i === 4 ? 3 : 4,
        repeticiones: i === 4 ? 1 : 10 - i,
        comentario: i === 1 ? 'Codos pegados al cuerpo' : '',
      })),
    }),
  ),
);

/** A workout list of five exercises: one compact row each, the comment as a line that opens. */
export const SeveralExercises: Story = {
  parameters: severalExercises,
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('5 ejercicios')).toBeVisible();
    await waitFor(() =>
      expect(names(canvasElement)).toEqual(['Sentadilla', 'Flexiones', 'Zancadas', 'Remo con mancuerna', 'Plancha']),
    );
    await expect(canvas.getByRole('button', { name: 'Comentario: Codos pegados al cuerpo' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByLabelText('Comentario')).toBeNull();
  },
};

export const SeveralExercisesMobile: Story = {
  ...SeveralExercises,
  ...onMobile,
};

/** The comment opens under its row (a disclosure), with its label; it waits for "Guardar" too. */
export const CommentExpanded: Story = {
  parameters: severalExercises,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Comentario: Codos pegados al cuerpo' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByLabelText('Comentario')).toHaveValue('Codos pegados al cuerpo');
  },
};

/**
 * The keyboard path of the list: space on a handle, an arrow, space. The screen reader hears each
 * step in Spanish; the rows are renumbered, and "Guardar" stores the new order.
 */
export const KeyboardReorder: Story = {
  parameters: withRoutines(
    ...severalExercises.msw.handlers.routines.slice(0, 1),
    http.patch('/api/user-routines/:id/exercises/:exerciseId', async ({ request, params }) => {
      const { orden } = (await request.json()) as { orden?: number };
      sentOrders.push([String(params.exerciseId), orden]);
      return HttpResponse.json(userRoutinesFixture[0]);
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    sentOrders.length = 0;
    await waitFor(() => expect(names(canvasElement)).toHaveLength(5));
    await moveByKeyboard(canvasElement, 'Mover el ejercicio 3 (Zancadas)', 'ArrowUp', 2);
    await waitFor(() =>
      expect(names(canvasElement)).toEqual(['Sentadilla', 'Zancadas', 'Flexiones', 'Remo con mancuerna', 'Plancha']),
    );
    await expect(document.body).toHaveTextContent('Has dejado Zancadas en la posición 2 de 5.');
    await expect(canvas.getByRole('button', { name: 'Mover el ejercicio 2 (Zancadas)' })).toHaveFocus();
    // Escape puts a row back where it was.
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[Escape]');
    await waitFor(() => expect(document.body).toHaveTextContent('Movimiento cancelado.'));
    await expect(names(canvasElement)[1]).toBe('Zancadas');
    await press(canvas, 'Guardar');
    await expectToast('Ejercicios actualizados correctamente.');
    // One move: Zancadas to the second place, the others follow.
    await expect(sentOrders).toEqual([['13', 2]]);
  },
};

/** An end date before the start date: said under the field at once, and "Guardar" refuses it. */
export const EndBeforeStart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const end = await canvas.findByLabelText(/Fecha de fin/);
    await retype(end, '01-10-2025');
    await expect(await canvas.findByText('La fecha de fin no puede ser anterior a la fecha de inicio.')).toBeVisible();
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await press(canvas, 'Guardar');
    // The summary by its title, not as "the" alert: an error toast is one too (the old flake).
    const alert = await formSummary(canvas);
    await expect(alert.getByText('La fecha de fin no puede ser anterior a la fecha de inicio.')).toBeVisible();
    await expectToast('La fecha de fin no puede ser anterior a la fecha de inicio.');
  },
};

/** The form's summary of a refused save (found by its title: an error toast is an alert too). */
async function formSummary(canvas: Canvas) {
  const title: HTMLElement = await canvas.findByText('Revisa el formulario');
  return within(title.closest<HTMLElement>('[role="alert"]')!);
}

/** The bodies of the PATCHes a story's "Guardar" sent: the routine's, then each exercise's. */
const sent: { routine: unknown[]; exercises: [string, unknown][] } = { routine: [], exercises: [] };
const recordingPatches = withRoutines(
  http.patch('/api/user-routines/:id', async ({ request }) => {
    sent.routine.push(await request.json());
    return HttpResponse.json(userRoutinesFixture[0]);
  }),
  http.patch('/api/user-routines/:id/exercises/:exerciseId', async ({ request, params }) => {
    sent.exercises.push([String(params.exerciseId), await request.json()]);
    return HttpResponse.json(userRoutinesFixture[0]);
  }),
);

/** Opens the first row's "Descanso y objetivo" and types its four values. */
async function setFirstTarget(canvasElement: HTMLElement, values: [string, string, string, string]) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /^Descanso y objetivo \(Sentadilla\)/ }));
  const labels = ['Descanso (s)', 'Repeticiones mín.', 'Repeticiones máx.', 'RIR objetivo'];
  for (const [i, label] of labels.entries()) {
    const input = await canvas.findByLabelText(label);
    await userEvent.clear(input);
    if (values[i]) await userEvent.type(input, values[i]);
  }
}

async function nameAndTargets({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  sent.routine.length = 0;
  sent.exercises.length = 0;
  const name = await canvas.findByRole('textbox', { name: /^Nombre/ });
  await userEvent.clear(name);
  await userEvent.type(name, 'Pierna pesada');
  await setFirstTarget(canvasElement, ['120', '6', '8', '2']);
  // The row says its own rest and the target as typed.
  await expect(canvas.getByText('Descanso 120 s')).toBeVisible();
  await expect(canvas.getByText('6-8 reps · RIR 2')).toBeVisible();
  await press(canvas, 'Guardar');
  await expectToast('Ejercicios actualizados correctamente.');
  await expect(sent.routine[0]).toMatchObject({ nombre: 'Pierna pesada' });
  await expect(sent.exercises).toEqual([
    [expect.any(String), expect.objectContaining({ descanso: 120, repeticiones_min: 6, repeticiones_max: 8, rir: 2 })],
  ]);
}

/** Issue #40: the routine's name, and an exercise's own rest and target (6-8 reps, RIR 2), saved. */
export const NameAndTargets: Story = { ...onDesktop, parameters: recordingPatches, play: nameAndTargets };
export const NameAndTargetsOnMobile: Story = { ...onMobile, parameters: recordingPatches, play: nameAndTargets };

/** A RIR of 9, a range the wrong way round and a short name: "Guardar" refuses, saying each. */
export const TargetInvalid: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /^Nombre/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'ab');
    await setFirstTarget(canvasElement, ['', '12', '8', '9']);
    await press(canvas, 'Guardar');
    // The summary by its title, not as "the" alert: an error toast is one too (the old flake).
    const alert = await formSummary(canvas);
    await expect(alert.getByText('El nombre de la rutina debe tener entre 3 y 80 caracteres.')).toBeVisible();
    await expect(alert.getByText(/El rango de repeticiones del ejercicio 1/)).toBeVisible();
    await expect(alert.getByText('El RIR del ejercicio 1 debe ser un número entero entre 0 y 5.')).toBeVisible();
    await expect(canvas.getByLabelText('RIR objetivo')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A change, then "Cancelar": the question "¿Salir sin guardar?" is open. */
async function askedBeforeLeaving(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('textbox', { name: /^Nombre/ });
  await setSeries(canvasElement, 0, '5');
  await press(canvas, 'Cancelar');
  // The dialog's code loads when it first opens.
  const dialog = await within(document.body).findByRole(
    'alertdialog',
    { name: '¿Salir sin guardar?' },
    { timeout: 5000 },
  );
  // Visible once its opening animation has run (its opacity starts at 0).
  await waitFor(() => expect(within(dialog).getByText(/Tienes cambios sin guardar/)).toBeVisible());
  return dialog;
}

/** The question, then "Seguir editando" keeps the change; asked again, "Salir sin guardar" leaves. */
async function unsavedChanges({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  const body = within(document.body);
  const dialog = await askedBeforeLeaving(canvasElement);
  // "Seguir editando": still here, the change kept.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
  await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  await expect(canvas.getAllByLabelText('Series')[0]).toHaveValue(5);
  await expect(canvas.queryByTestId('location')).toBeNull();
  // "Salir sin guardar": the navigation goes on.
  await press(canvas, 'Cancelar');
  const again = await body.findByRole('alertdialog', { name: '¿Salir sin guardar?' }, { timeout: 5000 });
  await waitFor(() => expect(again).toBeVisible());
  await userEvent.click(within(again).getByRole('button', { name: 'Salir sin guardar' }));
  await expect(await canvas.findByTestId('location')).toHaveTextContent('/dashboard/routines');
}

/** Leaving with unsaved changes asks "¿Salir sin guardar?" first. */
export const UnsavedChanges: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const dialog = within(await askedBeforeLeaving(canvasElement));
    await expect(dialog.getByRole('button', { name: 'Seguir editando' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Salir sin guardar' })).toBeVisible();
  },
};
export const UnsavedChangesOnMobile: Story = { ...UnsavedChanges, ...onMobile };

/** Either answer to the question: stay with the change kept, or leave without it. */
export const UnsavedChangesAnswered: Story = {
  ...onDesktop,
  tags: ['interaction'],
  parameters: interactionOnly,
  play: unsavedChanges,
};

/** Nothing changed, or everything saved: leaving does not ask. */
export const LeavingWithoutChanges: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: /^Nombre/ });
    // A change undone is no change.
    await setSeries(canvasElement, 0, '9');
    await setSeries(canvasElement, 0, String(userRoutinesFixture[0]!.ejercicios[0]!.series));
    await setSeries(canvasElement, 1, '4');
    await press(canvas, 'Guardar');
    await expectToast('Ejercicios actualizados correctamente.');
    await press(canvas, 'Cancelar');
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/dashboard/routines');
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};
