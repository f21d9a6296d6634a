import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { routinePlanFixture } from '../../../testing/fixtures/plans';
import { routinesHandlers, userRoutinesFixture } from '../../../testing/handlers/routines';
import { recordConsoleErrors } from '../../../testing/console';
import { expectLoadError, retry } from '../../../testing/load-errors';
import { expectToast } from '../../../testing/toasts';
import { RoutineFormPage } from './routine-form-page';

const meta = {
  title: 'Features/Routines/RoutineFormPage',
  component: RoutineFormPage,
  parameters: {
    layout: 'padded',
    session: 'signed-in',
    router: { route: '/dashboard/routines/edit/1', path: '/dashboard/routines/edit/:id' },
  },
} satisfies Meta<typeof RoutineFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Handler = ReturnType<typeof http.get>;
const withRoutines = (...first: Handler[]) => ({ msw: { handlers: { routines: [...first, ...routinesHandlers] } } });
const fail = () => HttpResponse.json({ message: 'Boom' }, { status: 500 });

/** Edit mode: read-only details, editable dates, weekday, shared flag and exercises. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Editar Rutina' })).toBeVisible();
    await expect((await canvas.findAllByLabelText('Nombre'))[0]).toHaveValue('Fuerza básica');
    await expect(canvas.getByLabelText('Dificultad')).toHaveValue('Principiante');
    await expect(canvas.getByLabelText('Método')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText(/Fecha de inicio/)).toHaveValue('2025-11-03');
    await expect(canvas.getByLabelText(/Fecha de fin/)).toHaveValue('2025-12-28');
    await expect(canvas.getByLabelText(/Día de la semana/)).toHaveDisplayValue('Lunes');
    await expect(canvas.getByRole('checkbox', { name: 'Compartida' })).not.toBeChecked();
    await expect(canvas.getByText('Ejercicio 1')).toBeVisible();
    await expect(canvas.getAllByLabelText('Series')[0]).toHaveAttribute('min', '1');
    await expect(canvas.getAllByLabelText('Repeticiones')).toHaveLength(2);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
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
    await userEvent.click(canvas.getByRole('link', { name: 'Volver a Mis Rutinas' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/dashboard/routines');
  },
};

/** A routine without exercises and without dates (routine 3 of the fixtures). */
export const NoExercises: Story = {
  parameters: { router: { route: '/dashboard/routines/edit/3', path: '/dashboard/routines/edit/:id' } },
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
    const series = canvas.getAllByLabelText('Series');
    await userEvent.clear(series[0]!);
    await userEvent.type(series[0]!, '0');
    const reps = canvas.getAllByLabelText('Repeticiones');
    await userEvent.clear(reps[1]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText('Por favor, complete todos los campos requeridos.')).toBeVisible();
    await expect(within(alert).getByText('Las series del ejercicio 1 deben ser mayor que 0.')).toBeVisible();
    await expect(within(alert).getByText('Las repeticiones del ejercicio 2 deben ser mayor que 0.')).toBeVisible();
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Guardar' })).toHaveFocus();
    await expectToast('Por favor, complete todos los campos requeridos.');
  },
};

/** "Guardar": PATCH the routine, then each changed exercise; both toasts. */
export const SaveSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText(/Día de la semana/), 'Viernes');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Compartida' }));
    const series = canvas.getAllByLabelText('Series');
    await userEvent.clear(series[1]!);
    await userEvent.type(series[1]!, '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
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
    const comment = (await canvas.findAllByLabelText('Comentario'))[0]!;
    await userEvent.type(comment, 'Bajar despacio');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expectToast('Rutina actualizada correctamente.');
    await expectToast('Error al actualizar los ejercicios de la rutina.');
  },
};

/** "+ Agregar Ejercicio": without a choice it asks for one; with one, the row is added. */
export const AddExercise: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: '+ Agregar Ejercicio' }));
    const dialog = await body.findByRole('dialog', { name: 'Agregar ejercicio' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Por favor, selecciona un ejercicio.');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Ejercicio' }));
    const listbox = await within(dialog).findByRole('listbox');
    await waitFor(() => expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight));
    await userEvent.click(within(listbox).getByRole('option', { name: 'Plancha' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    await expectToast('Ejercicio añadido a la rutina correctamente.');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Ejercicio 3')).toBeVisible();
    await expect(canvas.getAllByLabelText('Orden')[2]).toHaveValue(3);
  },
};

/** [exercise id, orden] of every exercise PATCH, in the order sent (the fixtures' server keeps no orden). */
const sentOrders: [string, number | undefined][] = [];

/** Swapping two rows' order, then adding an exercise: the swap stays, and "Guardar" sends it. */
export const SwapOrderThenAdd: Story = {
  parameters: withRoutines(
    http.patch('/api/user-routines/:id/exercises/:exerciseId', async ({ request, params }) => {
      const { orden } = (await request.clone().json()) as { orden?: number };
      sentOrders.push([String(params.exerciseId), orden]);
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    sentOrders.length = 0;
    const order = await canvas.findAllByLabelText('Orden');
    await userEvent.clear(order[0]!);
    await userEvent.type(order[0]!, '2');
    await userEvent.clear(order[1]!);
    await userEvent.type(order[1]!, '1');
    await userEvent.click(canvas.getByRole('button', { name: '+ Agregar Ejercicio' }));
    const dialog = await body.findByRole('dialog', { name: 'Agregar ejercicio' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Ejercicio' }));
    await userEvent.click(await within(dialog).findByRole('option', { name: 'Plancha' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    await expectToast('Ejercicio añadido a la rutina correctamente.');
    await expect(await canvas.findByText('Ejercicio 3')).toBeVisible();
    await expect(canvas.getAllByLabelText('Orden').map((input) => (input as HTMLInputElement).value)).toEqual([
      '2',
      '1',
      '3',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expectToast('Ejercicios actualizados correctamente.');
    // One move puts Flexiones first, and so Sentadilla second.
    await expect(sentOrders).toEqual([['12', 1]]);
  },
};

/** The server answers without a routine id: nothing changes. */
export const AddExerciseInvalidAnswer: Story = {
  parameters: withRoutines(http.post('/api/user-routines/:id/exercises', () => HttpResponse.json({ ok: true }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: '+ Agregar Ejercicio' }));
    const dialog = await body.findByRole('dialog', { name: 'Agregar ejercicio' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Ejercicio' }));
    await userEvent.click(await within(dialog).findByRole('option', { name: 'Fondos' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    await expectToast('La respuesta del servidor no es válida.');
    await expect(canvas.queryByText('Ejercicio 3')).toBeNull();
  },
};

export const AddExerciseFails: Story = {
  parameters: withRoutines(http.post('/api/user-routines/:id/exercises', fail)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: '+ Agregar Ejercicio' }));
    const dialog = await body.findByRole('dialog', { name: 'Agregar ejercicio' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Ejercicio' }));
    await userEvent.click(await within(dialog).findByRole('option', { name: 'Fondos' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    await expectToast('Error al añadir el ejercicio a la rutina.');
  },
};

export const ExerciseCatalogueError: Story = {
  parameters: withRoutines(http.get('/api/routines/exercises', fail)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '+ Agregar Ejercicio' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Agregar ejercicio' });
    await expect(
      await within(dialog).findByText('Error al cargar los ejercicios. Por favor, inténtalo de nuevo más tarde.'),
    ).toBeVisible();
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
    await expect(canvas.getByLabelText('Nombre', { selector: '[data-exercise-name]' })).toHaveValue('Flexiones');
    await expect(canvas.queryByText('Ejercicio 2')).toBeNull();
    await expect(deleted).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expectToast('Ejercicio eliminado correctamente.');
    await expect(deleted).toEqual(['11']);
  },
};

/** "Cancelar" after "Eliminar": nothing reaches the server. */
export const DeleteExerciseThenCancel: Story = {
  parameters: withRoutines(recordDeletes),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    deleted.length = 0;
    await userEvent.click(await canvas.findByRole('button', { name: 'Eliminar el ejercicio 2 (Flexiones)' }));
    await expect(canvas.queryByText('Ejercicio 2')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/dashboard/routines');
    await expect(deleted).toEqual([]);
  },
};

export const DeleteExerciseFails: Story = {
  parameters: withRoutines(http.delete('/api/user-routines/:id/exercises/:exerciseId', fail)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Eliminar el ejercicio 2 (Flexiones)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expectToast('Error al eliminar el ejercicio.');
  },
};

/** "Imprimir" asks for the PDF with the Authorization header; "Cancelar" goes back to the list. */
export const PrintAndCancel: Story = {
  parameters: withRoutines(
    http.get('/api/user-routines/generate/:id', ({ request, params }) =>
      request.headers.get('Authorization') === 'story-token' && params.id === '1'
        ? HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.4\n').buffer, {
            headers: { 'Content-Type': 'application/pdf' },
          })
        : fail(),
    ),
  ),
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
  parameters: { router: { route: '/dashboard/routines/edit/2', path: '/dashboard/routines/edit/:id' } },
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
 * Issue 23: each exercise says this week's target ("Semana 3 de 6: 4 x 12, RIR 2"), and follows
 * the series as they are typed; the notice links to the programme.
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
    const series = canvas.getAllByLabelText('Series')[0]!;
    await userEvent.clear(series);
    await userEvent.type(series, '5');
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
