import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Canvas } from './stories';

/** The picker's list comes from GET /api/exercises/picker (the real catalogue, 382 exercises). */
const LATE = { timeout: 5000 };

/** The picker's "Ejercicios" list once it has loaded (not the filters' native `<option>`s). */
export const pickerList = (scope: Canvas) => scope.findByRole('listbox', { name: 'Ejercicios' }, LATE);

/**
 * Searches `name` in the picker's "Buscar ejercicio" box and clicks the exercise of exactly that
 * name, as a user does (ExercisePicker, also inside "Agregar ejercicio").
 */
export async function pickExercise(scope: Canvas, name: string): Promise<void> {
  await pickerList(scope);
  const search = scope.getByRole('combobox', { name: 'Buscar ejercicio' });
  await userEvent.clear(search);
  await userEvent.type(search, name);
  const option = await waitFor(() => {
    const list = scope.getByRole('listbox', { name: 'Ejercicios' });
    const found = within(list)
      .getAllByRole('option')
      .find((o) => o.querySelector('p')?.textContent === name);
    expect(found).toBeDefined();
    return found!;
  }, LATE);
  await userEvent.click(option);
}
