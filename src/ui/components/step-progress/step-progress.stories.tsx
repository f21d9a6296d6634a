import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { number } from '../../../testing/controls';
import { onMobile } from '../../../testing/stories';
import { StepProgress } from './step-progress';

const meta = {
  title: 'Componentes/StepProgress',
  component: StepProgress,
  parameters: { layout: 'padded' },
  args: { steps: ['Archivo', 'Ejercicios', 'Resumen', 'Hecho'], current: 1, label: 'Pasos de la importación' },
  argTypes: {
    steps: { description: 'Los nombres de los pasos, en orden', control: 'object' },
    current: number('El paso actual, desde 0', 0, 9),
    label: { description: 'Nombre de la lista para lectores de pantalla' },
  },
} satisfies Meta<typeof StepProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 2 of 4: the text, two segments filled, the second one marked current. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paso 2 de 4')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Pasos de la importación' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('1. Archivo (hecho)');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).not.toHaveAttribute('aria-current');
  },
};

/** The first step of the six of the programme wizard, on a phone. */
export const FirstOfSixOnMobile: Story = {
  ...onMobile,
  args: {
    steps: ['Experiencia', 'Días', 'Duración', 'Material', 'Qué evitar', 'Inicio'],
    current: 0,
    label: 'Pasos del programa',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paso 1 de 6')).toBeVisible();
    await expect(canvas.getByText('1. Experiencia').closest('li')).toHaveAttribute('aria-current', 'step');
  },
};

/** The last step: every segment filled. */
export const Last: Story = {
  args: { current: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Paso 4 de 4')).toBeVisible();
  },
};
