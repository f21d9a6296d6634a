import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { emptyAdherence } from '../../../testing/fixtures/training-log';
import { failingTrainingLog, pendingTrainingLog } from '../../../testing/handlers/training-log';
import { screenParameters } from '../../../testing/stories';
import { ThisWeek } from './this-week';

const meta = {
  title: 'Patrones/Resumen/ThisWeek',
  component: ThisWeek,
  parameters: screenParameters('/dashboard/overview', { signedIn: true, layout: 'padded' }),
} satisfies Meta<typeof ThisWeek>;

export default meta;
type Story = StoryObj<typeof meta>;

const tile = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).closest('dl, div')!.parentElement!;

/** The last week of the adherence answer: 1 of 3 sessions, 4250 kg, a 4-week streak. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Esta semana' })).toBeVisible();
    await expect(await canvas.findByText('1 / 3')).toBeVisible();
    await expect(tile(canvasElement, 'Volumen')).toHaveTextContent('4250 kg');
    await expect(tile(canvasElement, 'Racha')).toHaveTextContent('4 semanas');
    await expect(canvas.getByRole('link', { name: 'Ver progreso' })).toHaveAttribute('href', '/dashboard/progress');
  },
};

export const NothingYet: Story = {
  parameters: {
    msw: {
      handlers: { trainingLog: [http.get('/api/progress/adherence', () => HttpResponse.json(emptyAdherence()))] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('0 / 0')).toBeVisible();
    await expect(tile(canvasElement, 'Racha')).toHaveTextContent('0 semanas');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { trainingLog: pendingTrainingLog } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { trainingLog: failingTrainingLog } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No se ha podido cargar tu semana.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};
