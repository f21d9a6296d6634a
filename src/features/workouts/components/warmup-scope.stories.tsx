import { Box, Heading, Input, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, within } from 'storybook/test';
import type { WorkoutExercise } from '../../../lib/contract-training';
import { onMobile } from '../../../testing/stories';
import { liftAt } from '../../../testing/workouts';
import { exerciseRows } from '../session-model';
import type { SetFields } from '../set-form';
import { PLATES_KEY } from '../use-plate-settings';
import { KgPlateField } from './kg-plate-field';
import { WarmupScope } from './warmup-scope';

/** Set 1's kg input of `exercise`, as its set row gives it. */
function KgInput({ exercise }: { exercise: WorkoutExercise }) {
  const kg = exercise.anterior[0]?.kg;
  const { control, register, setValue } = useForm<SetFields>({ defaultValues: { kg: kg ? String(kg) : '' } });
  return (
    <KgPlateField field="kg" n={1} control={control} setValue={setValue}>
      <Input size="lg" aria-label={`kg, ${exercise.nombre}`} {...register('kg')} />
    </KgPlateField>
  );
}

/** Each exercise's scope around a stand-in for its set rows, in a region named by the exercise. */
function Scopes({ exercises }: { exercises: WorkoutExercise[] }) {
  return (
    <Stack gap="4" maxW="3xl">
      {exercises.map((e) => (
        <Box as="section" key={e.id} aria-label={e.nombre} borderWidth="1px" borderRadius="l2" p="3">
          <WarmupScope exercise={e} rows={exerciseRows(e, [])}>
            <Heading as="h2" size="md">
              {e.nombre}
            </Heading>
            {e.medida === 'repeticiones' ? <KgInput exercise={e} /> : null}
          </WarmupScope>
        </Box>
      ))}
    </Stack>
  );
}

const meta = {
  title: 'Patrones/Entrenamiento/WarmupScope',
  component: Scopes,
  parameters: { layout: 'padded' },
  args: {
    exercises: [liftAt(1, 'Elevaciones laterales', 8), liftAt(2, 'Sentadilla', 100), liftAt(3, 'Peso muerto', 140)],
  },
  beforeEach: () => localStorage.removeItem(PLATES_KEY),
} satisfies Meta<typeof Scopes>;

export default meta;
type Story = StoryObj<typeof meta>;

const ramp = (kg: string) => ({ name: `Calentamiento sugerido hacia ${kg} kg` });
const region = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

/** Only the first lift heavier than the bar gets the ramp: not the light one before it, not the next. */
export const FirstHeavyLift: Story = {
  play: async ({ canvasElement }) => {
    await expect(await region(canvasElement, 'Sentadilla').findByRole('button', ramp('100'))).toBeVisible();
    await expect(
      region(canvasElement, 'Elevaciones laterales').queryByRole('button', { name: /Calentamiento/ }),
    ).toBeNull();
    await expect(region(canvasElement, 'Peso muerto').queryByRole('button', { name: /Calentamiento/ })).toBeNull();
  },
};

/** A skipped lift, or one timed, is passed over: the ramp goes to the next heavy one. */
export const SkippedAndTimedPassedOver: Story = {
  args: {
    exercises: [
      liftAt(1, 'Sentadilla', 100, { omitido: true }),
      liftAt(2, 'Plancha lastrada', 60, { medida: 'tiempo' }),
      liftAt(3, 'Peso muerto', 140),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await region(canvasElement, 'Peso muerto').findByRole('button', ramp('140'))).toBeVisible();
    await expect(region(canvasElement, 'Sentadilla').queryByRole('button', ramp('100'))).toBeNull();
  },
};

/** No lift above the bar: no ramp at all. */
export const NoHeavyLift: Story = {
  args: { exercises: [liftAt(1, 'Elevaciones laterales', 8), liftAt(2, 'Curl de bíceps', 14)] },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement, 'Curl de bíceps').getByRole('heading')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /Calentamiento/ })).toBeNull();
  },
};

/**
 * The ramp is for barbell lifts: a dumbbell squat heavier than the bar gets none, the barbell lift
 * after it does. Push-ups and dumbbells get no plate calculator either; the barbell lift does.
 */
export const BarbellOnly: Story = {
  args: {
    exercises: [
      liftAt(1, 'Sentadilla con mancuernas', 40, { carga: 'mancuernas' }),
      liftAt(2, 'Flexiones', 0, { carga: 'corporal' }),
      liftAt(3, 'Press de banca', 80),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await region(canvasElement, 'Press de banca').findByRole('button', ramp('80'))).toBeVisible();
    for (const name of ['Sentadilla con mancuernas', 'Flexiones']) {
      await expect(region(canvasElement, name).queryByRole('button')).toBeNull();
    }
    const plates = { name: 'Calculadora de discos, serie 1' };
    await expect(region(canvasElement, 'Press de banca').getByRole('button', plates)).toBeVisible();
  },
};

export const BarbellOnlyOnAPhone: Story = { ...BarbellOnly, ...onMobile };

export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    await expect(await region(canvasElement, 'Sentadilla').findByRole('button', ramp('100'))).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
