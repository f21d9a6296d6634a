import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectNavigatedTo, interactionOnly, onDesktop, onMobile, screenParameters } from '../../../testing/stories';
import { CallToActionSection } from './call-to-action-section';

const meta = {
  title: 'Patrones/Portada/CallToActionSection',
  component: CallToActionSection,
  parameters: screenParameters('/home', { layout: 'padded' }),
} satisfies Meta<typeof CallToActionSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const links = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return [canvas.getByRole('link', { name: 'Crear mi cuenta' }), canvas.getByRole('link', { name: 'Ya tengo cuenta' })];
};

/** Title and text on the left, both buttons on the right. */
export const Desktop: Story = {
  ...onDesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '¿Empezamos hoy?' })).toBeVisible();
    await expect(
      canvas.getByText('Crea tu cuenta en un minuto y recibe tu primera rutina adaptada a ti.'),
    ).toBeVisible();
    const [register, login] = links(canvasElement);
    await expect(login).toHaveAttribute('href', '/login');
    const title = canvas.getByRole('heading', { level: 2 }).getBoundingClientRect();
    await expect(register!.getBoundingClientRect().left).toBeGreaterThan(title.right);
    await expect(login!.getBoundingClientRect().top).toBe(register!.getBoundingClientRect().top);
    await expect(register).toHaveAttribute('href', '/register');
  },
};

/** "Crear mi cuenta" leads to the form. */
export const CreateAccountRegisters: Story = {
  ...onDesktop,
  tags: ['interaction'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    await userEvent.click(links(canvasElement)[0]!);
    await expectNavigatedTo(within(canvasElement), '/register');
  },
};

/** At 375 px the buttons stretch under the text, one above the other. */
export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [register, login] = links(canvasElement).map((l) => l.getBoundingClientRect());
    await expect(login!.top).toBeGreaterThanOrEqual(register!.bottom);
    await expect(login!.width).toBe(register!.width);
    await expect(register!.top).toBeGreaterThan(
      canvas.getByRole('heading', { level: 2 }).getBoundingClientRect().bottom,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** On a phone, "Ya tengo cuenta" signs in. */
export const MobileSignsIn: Story = {
  ...onMobile,
  tags: ['interaction'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    await userEvent.click(links(canvasElement)[1]!);
    await expectNavigatedTo(within(canvasElement), '/login');
  },
};
