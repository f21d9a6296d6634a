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
import { StatsTiles } from './stats-tiles';

/** Thursday 19-11-2026 at noon. */
const NOW = new Date(2026, 10, 19, 12);

const meta = {
  title: 'Overview/StatsTiles',
  component: StatsTiles,
  args: { now: NOW },
  parameters: overviewStoryParameters,
} satisfies Meta<typeof StatsTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

const tile = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByText(label).parentElement!;

export const Default: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    msw: {
      handlers: userRoutinesAnswer.list([
        makeUserRoutine({
          nivel: 'Intermedio',
          rutina_activa: true,
          fecha_inicio_rutina: '02-11-2026',
          fecha_fin_rutina: '30-11-2026',
          dia: 2,
          ejercicios: makeRoutineExercises(7),
        }),
        makeUserRoutine({ rutina_id: 2, nivel: 'intermedio', ejercicios: makeRoutineExercises(3) }),
        makeUserRoutine({ rutina_id: 3, nivel: 'Experto', ejercicios: makeRoutineExercises(2) }),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(tile(canvasElement, 'Total de ejercicios')).toHaveTextContent('12'));
    await expect(tile(canvasElement, 'Rutinas activas')).toHaveTextContent('1 / 3');
    await expect(tile(canvasElement, 'Último entrenamiento')).toHaveTextContent('17-11-2026');
    await expect(tile(canvasElement, 'Tipos de rutina')).toHaveTextContent('2');
  },
};

export const Mobile: Story = { ...Default, globals: { viewport: { value: 'mobile' } } };

export const Empty: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: userRoutinesAnswer.list([]) } },
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
