import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onMobile, press } from '../../../testing/stories';
import { PlanWizard } from './plan-wizard';

const meta = {
  title: 'Patrones/Programas/PlanWizard',
  component: PlanWizard,
  parameters: { layout: 'padded', router: { route: '/dashboard/programas/nuevo' } },
} satisfies Meta<typeof PlanWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

const stepHeading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('heading', { level: 2, name });

/** Step 1 of 6 names the form; no "Anterior" yet, and the heading does not steal the focus. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paso 1 de 6')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Experiencia' })).toBeVisible();
    await expect(stepHeading(canvasElement, 'Experiencia')).not.toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Anterior' })).toBeNull();
  },
};

/** "Siguiente" then "Anterior": each step's heading takes the focus, and the answer is kept. */
export const BackKeepsAnswers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Más de 2 años' }));
    await press(canvas, 'Siguiente');
    await waitFor(() => expect(stepHeading(canvasElement, 'Días')).toHaveFocus());
    await expect(canvas.getByText('Paso 2 de 6')).toBeVisible();
    await press(canvas, 'Anterior');
    await waitFor(() => expect(stepHeading(canvasElement, 'Experiencia')).toHaveFocus());
    await expect(canvas.getByRole('radio', { name: 'Más de 2 años' })).toBeChecked();
  },
};

/** At 375 px the long question wraps and the buttons stay on screen. */
export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Nunca he entrenado' }));
    await press(canvas, 'Siguiente');
    await waitFor(() => expect(stepHeading(canvasElement, 'Días')).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
