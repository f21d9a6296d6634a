import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onDesktop, onMobile } from '../../../testing/stories';
import { FeaturesSection } from './features-section';

const meta = {
  title: 'Patrones/Portada/FeaturesSection',
  component: FeaturesSection,
} satisfies Meta<typeof FeaturesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardTitles = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('heading', { level: 3 });

/** The #features anchor's target: its title, and three cards side by side. */
export const Desktop: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Entrena con un plan que encaja contigo' });
    await expect(section).toHaveAttribute('id', 'features');
    await expect(
      canvas.getByText(
        'Todo lo que necesitas para entrenar con constancia, sin perder tiempo decidiendo qué hacer cada día.',
      ),
    ).toBeVisible();
    await expect(cardTitles(canvasElement).map((h) => h.textContent)).toEqual([
      'Se adapta a tu horario',
      'Objetivos claros',
      'Para empezar o volver',
    ]);
    await expect(
      canvas.getByText('Planes construidos a partir de tu objetivo y tu nivel de experiencia.'),
    ).toBeVisible();
    const [first, , last] = cardTitles(canvasElement).map((h) => h.getBoundingClientRect());
    await expect(last!.top).toBe(first!.top);
  },
};

/** At 375 px the cards stack, one a row, nothing wider than the screen. */
export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    const [first, second, third] = cardTitles(canvasElement).map((h) => h.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThan(first!.bottom);
    await expect(third!.top).toBeGreaterThan(second!.bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
