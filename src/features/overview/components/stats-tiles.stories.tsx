import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  makeRoutineExercises,
  makeUserRoutine,
  userRoutinesAnswer,
  overviewStoryParameters,
} from '../../../testing/handlers/calendar';
import { expectRoutinesLoadErrorLogged } from '../../../testing/console';
import { expectLoadError } from '../../../testing/load-errors';
import { routineListStory } from '../../../testing/calendar-plays';
import { makeWorkoutListItem } from '../../../testing/fixtures/training-log';
import { fakeTrainingLog } from '../../../testing/handlers/training-log';
import { StatsTiles } from './stats-tiles';

/**
 * The history: a session in progress (newest, not counted), then an empty workout finished on
 * 17-11-2026 (no routine) and an imported one of October.
 */
const history = fakeTrainingLog(() => [
  makeWorkoutListItem({ id: 9, estado: 'en_curso', iniciado_en: new Date(2026, 10, 19, 10).toISOString() }),
  makeWorkoutListItem({
    id: 8,
    rutina_id: null,
    nombre: 'Entrenamiento vacío',
    iniciado_en: new Date(2026, 10, 17, 23, 30).toISOString(),
  }),
  makeWorkoutListItem({
    id: 7,
    rutina_id: null,
    nombre: 'Importado',
    iniciado_en: new Date(2026, 9, 2, 18).toISOString(),
  }),
]);
const noHistory = fakeTrainingLog(() => []);

const meta = {
  title: 'Patrones/Resumen/StatsTiles',
  component: StatsTiles,
  parameters: overviewStoryParameters,
} satisfies Meta<typeof StatsTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

const tile = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByText(label).parentElement!;

export const Default: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    msw: {
      handlers: {
        trainingLog: history.handlers,
        ...userRoutinesAnswer.list([
          makeUserRoutine({
            nivel: 'Intermedio',
            rutina_activa: true,
            fecha_inicio_rutina: '02-11-2026',
            fecha_fin_rutina: '30-11-2026',
            dia: 3,
            ejercicios: makeRoutineExercises(7),
          }),
          makeUserRoutine({ rutina_id: 2, nivel: 'intermedio', ejercicios: makeRoutineExercises(3) }),
          makeUserRoutine({ rutina_id: 3, nivel: 'Experto', ejercicios: makeRoutineExercises(2) }),
        ]),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(tile(canvasElement, 'Total de ejercicios')).toHaveTextContent('12'));
    await expect(tile(canvasElement, 'Rutinas activas')).toHaveTextContent('1 / 3');
    // The last FINISHED session's local day, whatever the routines plan (none of them on that day).
    await expect(tile(canvasElement, 'Último entrenamiento')).toHaveTextContent('17-11-2026');
    await expect(tile(canvasElement, 'Tipos de rutina')).toHaveTextContent('2');
  },
};

export const Mobile: Story = { ...Default, globals: { viewport: { value: 'mobile' } } };

export const Empty: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: { trainingLog: noHistory.handlers, ...userRoutinesAnswer.list([]) } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(tile(canvasElement, 'Rutinas activas')).toHaveTextContent('0 / 0'));
    // No workout yet: a dash, not an empty tile.
    await expect(tile(canvasElement, 'Último entrenamiento')).toHaveTextContent(/^Último entrenamiento—$/);
  },
};

export const Loading: Story = {
  ...routineListStory.pending(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Total de ejercicios').closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Error: Story = {
  ...routineListStory.failing(),
  play: async ({ canvasElement }) => {
    await expectRoutinesLoadErrorLogged();
    // Zeros would be false figures: the error and "Reintentar" instead of the tiles.
    await expectLoadError(canvasElement, 'No se pudieron cargar tus estadísticas.');
    await expect(within(canvasElement).queryByText('Total de ejercicios')).toBeNull();
  },
};

export const Unreachable: Story = {
  ...routineListStory.unreachable(),
  play: async ({ canvasElement }) => {
    await expectLoadError(canvasElement, 'No se pudieron cargar tus estadísticas.');
  },
};
