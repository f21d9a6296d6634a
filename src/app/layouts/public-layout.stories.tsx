import { Container, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PublicLayout } from './public-layout';

const meta = {
  title: 'Layouts/PublicLayout',
  component: PublicLayout,
  parameters: { router: { route: '/home' } },
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
    await expect(canvas.getByText('© 2025 Forja. Todos los derechos reservados.')).toBeVisible();
    for (const name of ['Términos y condiciones', 'Política de privacidad', 'Aviso médico']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('link', { name: 'Iniciar Sesión' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/login');
  },
};

/** The hamburger starts closed and opens a menu with the same two links. */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Abrir menú' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getAllByRole('link', { name: 'Registrarse' }).at(-1)!);
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/register');
  },
};
