import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link as RouterLink } from 'react-router';
import { expect, fn, userEvent, within } from 'storybook/test';
import { event, fixed } from '../../../testing/controls';
import { LoadError } from './load-error';

const meta = {
  title: 'Componentes/LoadError',
  component: LoadError,
  parameters: { layout: 'padded' },
  args: { message: 'No se pudieron cargar tus rutinas.', onRetry: fn() },
  argTypes: {
    message: { description: 'Qué no se pudo cargar' },
    onRetry: event('Al pulsar «Reintentar»; sin él, no hay botón'),
    children: fixed('Otras salidas tras «Reintentar» (un enlace de vuelta)'),
  },
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message and "Reintentar", which asks again. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No se pudieron cargar tus rutinas.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Nothing to ask again (a missing item): only the way back. */
export const WithoutRetry: Story = {
  args: {
    message: 'Rutina no encontrada',
    onRetry: undefined,
    children: (
      <Button asChild size="sm" variant="outline">
        <RouterLink to="/dashboard/routines">Volver a Mis Rutinas</RouterLink>
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Volver a Mis Rutinas' })).toHaveAttribute(
      'href',
      '/dashboard/routines',
    );
  },
};
