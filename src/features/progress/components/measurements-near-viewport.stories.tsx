import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { memoryMeasurementStorage, resetMeasurementQueue } from '../../../entities/measurements/queue';
import { measurementsHandlers } from '../../../testing/handlers/measurements';
import { MeasurementsNearViewport } from './measurements-near-viewport';

/**
 * The body measurements as progress closes with them, far below a scroll area's fold (an area, not
 * the page, so the shot's page height cannot bring them near).
 */
function BelowTheFold() {
  return (
    <Box role="region" aria-label="Progreso" tabIndex={0} h="96" overflowY="auto" data-testid="scroller">
      <Box h="200vh" bg="bg.muted" />
      <MeasurementsNearViewport />
    </Box>
  );
}

const meta = {
  title: 'Patrones/Progreso/MeasurementsNearViewport',
  component: BelowTheFold,
  parameters: { session: 'signed-in', layout: 'padded', msw: { handlers: { measurements: measurementsHandlers([]) } } },
  beforeEach: () => {
    resetMeasurementQueue(memoryMeasurementStorage([]));
    return () => resetMeasurementQueue();
  },
} satisfies Meta<typeof BelowTheFold>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Medidas corporales' }));

/** Far below: the section's heading and description in place, a skeleton for its form. */
export const Placeholder: Story = {
  play: async ({ canvasElement }) => {
    const section = region(canvasElement);
    await expect(section.getByRole('heading', { name: 'Medidas corporales' })).toBeInTheDocument();
    await expect(section.getByTestId('measurements-spot')).toBeInTheDocument();
    await expect(section.queryByRole('form')).toBeNull();
  },
};

/** Scrolled near, the section's form and list replace the skeleton for good. */
export const ScrolledNear: Story = {
  play: async ({ canvasElement }) => {
    const scroller = within(canvasElement).getByTestId('scroller');
    scroller.scrollTop = scroller.scrollHeight;
    await within(canvasElement).findByRole('form', { name: 'Anotar una medida' }, { timeout: 10_000 });
    await expect(region(canvasElement).queryByTestId('measurements-spot')).toBeNull();
    await expect(await region(canvasElement).findByText(/^Aún no has anotado ninguna medida/)).toBeVisible();
  },
};
