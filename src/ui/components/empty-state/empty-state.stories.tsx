import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { icon, iconNamed } from '../../../testing/controls';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Componentes/EmptyState',
  component: EmptyState,
  parameters: { layout: 'padded' },
  args: {
    icon: iconNamed('History'),
    title: 'Aún no has registrado ningún entrenamiento',
    text: 'Empieza una sesión desde una de tus rutinas y aparecerá aquí.',
    action: { label: 'Ir a mis rutinas', to: '/dashboard/routines' },
  },
  argTypes: {
    icon: icon('Icono sobre el título'),
    title: { description: 'Qué habría aquí' },
    text: { description: 'Cómo llenarlo' },
    action: { description: 'Enlace al siguiente paso: texto (`label`) y ruta (`to`)', control: 'object' },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Aún no has registrado ningún entrenamiento' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir a mis rutinas' })).toHaveAttribute('href', '/dashboard/routines');
  },
};
