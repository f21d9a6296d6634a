import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  expectHeading,
  expectNavigatedTo,
  expectTexts,
  interactionOnly,
  screenParameters,
} from '../../../testing/stories';
import { LandingPage } from './landing-page';
import { publicShell } from '../../../testing/shells';

const meta = {
  title: 'Pantallas/Portada/LandingPage',
  component: LandingPage,
  parameters: screenParameters('/home', { shell: publicShell }),
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectHeading(canvas, 'Tu plan de entrenamiento, a tu medida');
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Se adapta a tu horario',
      'Objetivos claros',
      'Para empezar o volver',
    ]);
    await expectTexts(canvas, ['Planes construidos a partir de tu objetivo y tu nivel de experiencia.']);
    await expect(canvas.getByRole('link', { name: 'Descubre cómo funciona' })).toHaveAttribute('href', '#features');
    await expect(canvasElement.querySelector('#features')).not.toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Empezar ahora' })).toHaveAttribute('href', '/register');
  },
};

/** "Empezar ahora" opens the registration. */
export const StartNowRegisters: Story = {
  globals: { viewport: { value: 'desktop' } },
  tags: ['interaction'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Empezar ahora' }));
    await expectNavigatedTo(canvas, '/register');
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
  tags: ['interaction'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '¿Empezamos hoy?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Ya tengo cuenta' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/login');
  },
};
