import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { userRoutinesFixture } from '../../../testing/handlers/routines';
import { onMobile } from '../../../testing/stories';
import { RoutineInfoFields } from './routine-info-fields';

const meta = {
  title: 'Patrones/Rutinas/RoutineInfoFields',
  component: RoutineInfoFields,
  parameters: { layout: 'padded' },
  args: { routine: userRoutinesFixture[0]! },
} satisfies Meta<typeof RoutineInfoFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What cannot be edited, as a plain header: name, level, method and the two descriptions. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Fuerza básica' })).toBeVisible();
    // The level's badge is named for screen readers ("Dificultad: Principiante").
    await expect(canvas.getByText('Principiante').closest('span')).toHaveTextContent('Dificultad: Principiante');
    await expect(canvas.getByText('Adaptación anatómica')).toBeVisible();
    await expect(canvas.getByText('Trabajo de cuerpo completo con descansos cortos.')).toBeVisible();
    await expect(canvas.getByText('Cargas ligeras y técnica cuidada.')).toBeVisible();
    await expect(canvasElement.querySelector('input, select, textarea')).toBeNull();
  },
};

/** No method and no descriptions: only the name and the level. */
export const Bare: Story = {
  args: {
    routine: {
      ...userRoutinesFixture[0]!,
      metodo_nombre: '',
      rutina_observaciones: '',
      metodo_observaciones: '',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/^Método/)).toBeNull();
    await expect(canvas.queryByText(/^Observaciones del método/)).toBeNull();
  },
};

const LONG = {
  ...userRoutinesFixture[3]!,
  nombre: 'Piernas de acero: sentadilla, peso muerto rumano y zancadas caminando con mancuernas',
  rutina_observaciones:
    'Bloque de fuerza para tren inferior con tres sesiones semanales; la última semana es de descarga. Calienta bien rodillas y caderas antes de las series pesadas y respeta los descansos largos entre series.',
};

/** Long names and descriptions wrap at 375 px. */
export const Mobile: Story = {
  ...onMobile,
  args: { routine: LONG },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: LONG.nombre })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
