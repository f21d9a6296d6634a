import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixed } from '../../../testing/controls';
import { PageHeader } from './page-header';

const meta = {
  title: 'Componentes/PageHeader',
  component: PageHeader,
  parameters: { layout: 'padded' },
  args: { title: 'Calendario', subtitle: 'Planifica y visualiza tus rutinas de entrenamiento' },
  argTypes: {
    title: { description: 'El h1 de la pantalla; también el título de la pestaña' },
    subtitle: { description: 'Línea bajo el título (opcional)' },
    actions: fixed('Botones o enlaces a la derecha (debajo en móvil)'),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
    // The page's heading names the browser tab too.
    await expect(document.title).toBe('Calendario · Forja');
  },
};

export const TitleOnly: Story = { args: { subtitle: undefined } };

export const WithActions: Story = {
  args: { title: 'Mis Rutinas', actions: <Button variant="outline">Ver Todas</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ver Todas' })).toBeVisible();
  },
};
