import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  expectHeading,
  expectNavigatedTo,
  interactionOnly,
  onDesktop,
  onMobile,
  screenParameters,
} from '../../../testing/stories';
import { HeroSection } from './hero-section';

const meta = {
  title: 'Patrones/Portada/HeroSection',
  component: HeroSection,
  parameters: screenParameters('/home'),
} satisfies Meta<typeof HeroSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const points = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('listitem');
/** The drawing: the last svg (the check marks' come before it). */
const drawing = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('svg')].at(-1)!;

/** Text and buttons on the left, the drawing on the right, the three promises in a row. */
export const Desktop: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectHeading(canvas, 'Tu plan de entrenamiento, a tu medida');
    await expect(canvas.getByRole('region', { name: 'Tu plan de entrenamiento, a tu medida' })).toBeVisible();
    await expect(canvas.getByText('Planificador de entrenamiento')).toBeVisible();
    await expect(points(canvasElement).map((li) => li.textContent)).toEqual([
      'Rutinas según tu objetivo',
      'Organizadas en tu calendario',
      'Descárgalas en PDF',
    ]);
    const [first, , last] = points(canvasElement).map((li) => li.getBoundingClientRect());
    await expect(last!.top).toBe(first!.top);
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(drawing(canvasElement)).toHaveAttribute('aria-hidden', 'true');
    await expect(drawing(canvasElement).getBoundingClientRect().left).toBeGreaterThan(title.right - 1);
    await expect(canvas.getByRole('link', { name: 'Descubre cómo funciona' })).toHaveAttribute('href', '#features');
    await expect(canvas.getByRole('link', { name: 'Empezar ahora' })).toHaveAttribute('href', '/register');
  },
};

/** "Empezar ahora" opens the registration. */
export const StartNowRegisters: Story = {
  ...onDesktop,
  tags: ['interaction'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Empezar ahora' }));
    await expectNavigatedTo(canvas, '/register');
  },
};

/** At 375 px: centred, the buttons full width one above the other, the drawing under the text. */
export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByRole('link', { name: 'Empezar ahora' }).getBoundingClientRect();
    const more = canvas.getByRole('link', { name: 'Descubre cómo funciona' }).getBoundingClientRect();
    await expect(more.top).toBeGreaterThanOrEqual(start.bottom);
    await expect(more.width).toBe(start.width);
    const [first, second] = points(canvasElement).map((li) => li.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(getComputedStyle(heading.parentElement!).textAlign).toBe('center');
    await expect(drawing(canvasElement).getBoundingClientRect().top).toBeGreaterThan(start.bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
