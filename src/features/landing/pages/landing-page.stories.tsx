import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LandingPage } from './landing-page';

const meta = {
  title: 'Pages/Landing',
  component: LandingPage,
  parameters: { router: { route: '/home' } },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Tu plan de entrenamiento, a tu medida' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Se adapta a tu horario',
      'Objetivos claros',
      'Para empezar o volver',
    ]);
    await expect(
      canvas.getByText('Planes construidos a partir de tu objetivo y tu nivel de experiencia.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Descubre cómo funciona' })).toHaveAttribute('href', '#features');
    await expect(canvasElement.querySelector('#features')).not.toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Empezar ahora' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/register');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Empezar ahora' })).toBeVisible();
    // Nothing wider than the 375 px screen.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The closing call to action leads to login as well as to registration. */
export const ClosingCallToAction: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '¿Empezamos hoy?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Ya tengo cuenta' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/login');
  },
};
