import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { WorkoutExercise } from '../../../lib/contract-training';
import { DEFAULT_PLATES, type WarmupSet } from '../plates';
import { exerciseRows } from '../session-model';
import { PLATES_KEY } from '../use-plate-settings';
import { ExerciseCard } from './exercise-card';
import { WarmupRamp } from './warmup-ramp';
import { liftAt } from '../../../testing/workouts';

/** Exercise cards as the session screen shows them. */
function Session({ exercises }: { exercises: WorkoutExercise[] }) {
  return (
    <Stack gap="4" maxW="3xl">
      {exercises.map((e) => (
        <ExerciseCard
          key={e.id}
          exercise={e}
          rows={exerciseRows(e, [])}
          onDone={fn()}
          onRetry={fn()}
          onAddSet={fn()}
          onSkip={fn()}
          onNote={fn()}
        />
      ))}
    </Stack>
  );
}

const title = (kg: string) => `Calentamiento sugerido hacia ${kg} kg`;

/** The warm-up ramp on the session's first heavy lift. */
const meta = {
  title: 'Patrones/Entrenamiento/WarmupRamp',
  component: WarmupRamp,
  parameters: { layout: 'padded' },
  args: { work: 100, settings: DEFAULT_PLATES },
  beforeEach: () => localStorage.removeItem(PLATES_KEY),
} satisfies Meta<typeof WarmupRamp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Towards 100 kg: bar × 10, 40 × 5, 60 × 3, 80 × 1-2, with the plates a side; shown only (no "Usar"). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = canvas.getAllByRole('listitem');
    await expect(steps.map((s) => s.textContent)).toEqual([
      'Barra20 kg × 10sin discos',
      '40 %40 kg × 510 por lado',
      '60 %60 kg × 320 por lado',
      '80 %80 kg × 1-225 + 5 por lado',
    ]);
    await expect(canvas.getByText(/no cuenta como series de trabajo/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Usar/ })).toBeNull();
    // It folds away, and opens again, from the keyboard too.
    const toggle = canvas.getByRole('button', { name: title('100') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    // The content animates closed (Chakra's collapsible recipe); the trigger says so once it has.
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(canvas.queryByText('60 kg × 3')).not.toBeVisible());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
  },
};

/**
 * "Usar": the ramp's four sets go to the session as warm-ups, and the ramp folds away so the work
 * sets come into view.
 */
export const UsesTheRamp: Story = {
  args: { onUse: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Usar este calentamiento' }));
    await expect(args.onUse).toHaveBeenCalledOnce();
    const sets = (args.onUse as ReturnType<typeof fn>).mock.calls[0]![0] as WarmupSet[];
    await expect(sets.map((s) => [s.load.total, s.reps])).toEqual([
      [20, 10],
      [40, 5],
      [60, 3],
      [80, 1],
    ]);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: title('100') })).toHaveAttribute('aria-expanded', 'false'),
    );
  },
};

/** Its warm-ups logged: it says so instead of offering "Usar" again. */
export const Logged: Story = {
  args: { onUse: fn(), logged: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4 series de calentamiento registradas')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Usar/ })).toBeNull();
  },
};

/** A light lift (40 kg): the steps that would not climb above the bar are left out. */
export const LightLift: Story = {
  args: { work: 40 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

/**
 * In the session: only the first heavy lift gets it. Pull-ups (body weight) and the skipped
 * deadlift are passed over; the bench press after the squat gets none.
 */
export const OnTheFirstHeavyLift: Story = {
  render: () => (
    <Session
      exercises={[
        liftAt(1, 'Dominadas', null),
        liftAt(2, 'Peso muerto', 140, { omitido: true }),
        liftAt(3, 'Sentadilla', 100),
        liftAt(4, 'Press de banca', 80),
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const squat = within(canvas.getByRole('article', { name: '3. Sentadilla' }));
    await expect(await squat.findByRole('button', { name: title('100') })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /Calentamiento sugerido/ })).toHaveLength(1);
  },
};

/** Nothing prefilled (a first session): the ramp appears once a weight is typed, and follows it. */
export const FromATypedWeight: Story = {
  render: () => <Session exercises={[liftAt(1, 'Sentadilla', null), liftAt(2, 'Press de banca', 80)]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const squat = within(canvas.getByRole('article', { name: '1. Sentadilla' }));
    const bench = within(canvas.getByRole('article', { name: '2. Press de banca' }));
    // Until the squat has a weight, the bench press is the first heavy lift.
    await expect(await bench.findByRole('button', { name: title('80') })).toBeVisible();
    await userEvent.type(squat.getByRole('textbox', { name: 'Kilos, serie 1' }), '120');
    await expect(await squat.findByRole('button', { name: title('120') })).toBeVisible();
    await waitFor(() => expect(bench.queryByRole('button', { name: /Calentamiento/ })).toBeNull());
    await expect(squat.getByText('95 kg × 1-2')).toBeVisible();
  },
};

/** On a phone it starts folded, so the set rows under it stay in view; a tap opens it. */
export const FoldedOnAPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: title('100') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('60 kg × 3')).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('60 kg × 3')).toBeVisible();
  },
};

/** In pounds: a 45 lb bar and pound plates, every weight in lb. */
export const InPounds: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { work: 225, settings: { bar: 45, plates: [45, 35, 25, 10, 5, 2.5], unit: 'lb' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Calentamiento sugerido hacia 225 lb' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').map((s) => s.textContent)).toEqual([
      'Barra45 lb × 10sin discos',
      '40 %90 lb × 510 + 10 + 2,5 por lado',
      '60 %135 lb × 345 por lado',
      '80 %180 lb × 1-245 + 10 + 10 + 2,5 por lado',
    ]);
  },
};
