import { Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthShell } from './auth-shell';
import { fixed } from '../../../testing/controls';

const meta = {
  title: 'Patrones/Cuenta/AuthShell',
  component: AuthShell,
  args: {
    title: 'Iniciar Sesión',
    subtitle: 'Bienvenido de nuevo. Entra para ver tus rutinas.',
    children: <Text>Contenido del formulario</Text>,
    footer: <Text>Enlaces</Text>,
  },
  globals: { viewport: { value: 'desktop' } },
  argTypes: {
    title: { description: 'Título de la tarjeta' },
    subtitle: { description: 'Línea bajo el título (opcional)' },
    wide: { description: 'Tarjeta más ancha, para formularios largos (registro)' },
    children: fixed('El formulario'),
    footer: fixed('Enlaces bajo la tarjeta'),
  },
} satisfies Meta<typeof AuthShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();
    await expect(canvas.getByText('Enlaces')).toBeVisible();
  },
};

export const Wide: Story = { args: { wide: true, title: 'Crea tu cuenta' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
