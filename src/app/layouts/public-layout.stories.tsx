import { Container, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { interactionOnly, screenParameters } from '../../testing/stories';
import { PublicLayout } from './public-layout';

const meta = {
  title: 'Patrones/Estructura/PublicLayout',
  component: PublicLayout,
  parameters: screenParameters('/home'),
  decorators: [
    (Story) => (
      <>
        <Story />
        <Container>
          <Text>Contenido</Text>
        </Container>
      </>
    ),
  ],
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('© 2026 Forja. Todos los derechos reservados.')).toBeVisible();
    for (const name of ['Términos y condiciones', 'Política de privacidad', 'Aviso médico']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
  },
};

/** "Iniciar Sesión" in the header leads to the login. */
export const SignInLink: Story = {
  globals: { viewport: { value: 'desktop' } },
  tags: ['interaction'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Iniciar Sesión' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/login');
  },
};

/** The public menu, a native popover (it works on the static landing, with no React). */
const publicMenu = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('#menu-publico')!;

/**
 * The hamburger starts closed and opens a menu with the same two links; the button's name follows
 * its state, and it closes the menu again. Shot open. (Escape and a click outside, which only
 * trusted events trigger, are checked in e2e/prerender.spec.ts.)
 */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = publicMenu(canvasElement);
    await expect(menu).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menú' }));
    await expect(menu).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('popovertarget', 'menu-publico');
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar menú' }));
    await expect(menu).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menú' }));
    await expect(menu).toBeVisible();
  },
};

/** A link of the open menu navigates and closes it. */
export const MobileMenuLinkNavigates: Story = {
  globals: { viewport: { value: 'mobile' } },
  tags: ['interaction'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = publicMenu(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menú' }));
    await expect(menu).toBeVisible();
    await userEvent.click(within(menu).getByRole('link', { name: 'Registrarse' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/register');
    await expect(menu).not.toBeVisible();
  },
};
