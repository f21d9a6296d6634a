import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormProvider, useForm } from 'react-hook-form';
import { expect, within } from 'storybook/test';
import type { RoutinePlanInfo } from '../../../lib/contract-plans';
import { progressionFixture, routinePlanFixture } from '../../../testing/fixtures/plans';
import { userRoutinesFixture } from '../../../testing/handlers/routines';
import { onMobile } from '../../../testing/stories';
import { toFormValues, type RoutineFormValues } from '../routine-form';
import { RoutinePlanNotice, RoutinePlanTarget } from './routine-plan-target';

/** The editor's programme notice, and the target of its first exercise (3 x 12 as typed) that week. */
function PlanParts({ plan, week }: { plan: RoutinePlanInfo; week: number }) {
  const form = useForm<RoutineFormValues>({ defaultValues: toFormValues(userRoutinesFixture[0]!) });
  return (
    <FormProvider {...form}>
      <Stack gap="4">
        <RoutinePlanNotice plan={plan} />
        <RoutinePlanTarget index={0} shown={{ week: progressionFixture[week - 1]!, weeks: plan.semanas }} />
      </Stack>
    </FormProvider>
  );
}

const meta = {
  title: 'Patrones/Rutinas/RoutinePlanTarget',
  component: PlanParts,
  subcomponents: { RoutinePlanNotice, RoutinePlanTarget },
  parameters: { layout: 'padded' },
  args: { plan: routinePlanFixture(3), week: 3 },
} satisfies Meta<typeof PlanParts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A session of a programme: the notice links to it; week 3 adds a set (4 x 12, RIR 2). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/^Esta rutina es una sesión del programa «Programa de fuerza · 6 semanas»\./),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver el programa' })).toHaveAttribute(
      'href',
      '/dashboard/programas/41',
    );
    await expect(canvas.getByText('Semana 3 de 6: 4 x 12, RIR 2')).toBeVisible();
    await expect(canvas.queryByText(/empieza más adelante/)).toBeNull();
  },
};

/** The deload week says so: a set fewer, RIR 4. */
export const Deload: Story = {
  args: { plan: routinePlanFixture(6), week: 6 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Semana 6 de 6 (descarga): 2 x 12, RIR 4')).toBeVisible();
  },
};

/** Before the block starts: the notice adds that this is the first week's target. */
export const NotStarted: Story = {
  args: { plan: routinePlanFixture(null), week: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('El programa empieza más adelante; esta es la primera semana.')).toBeVisible();
    await expect(canvas.getByText('Semana 1 de 6: 3 x 12, RIR 3')).toBeVisible();
  },
};

export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Ver el programa' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
