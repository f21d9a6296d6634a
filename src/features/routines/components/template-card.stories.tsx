import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { publicRoutinesFixture } from '../../../testing/handlers/routines';
import { onMobile } from '../../../testing/stories';
import { TemplateCard } from './template-card';
import { event, fixed } from '../../../testing/controls';

const routine = publicRoutinesFixture[1]!;

const meta = {
  title: 'Patrones/Rutinas/TemplateCard',
  component: TemplateCard,
  parameters: { layout: 'padded' },
  args: { routine, copying: false, onUse: fn() },
  argTypes: {
    routine: fixed('La rutina pública: nombre, observaciones, objetivo, nivel y ejercicios'),
    copying: { description: 'Copiándose a Mis Rutinas: el botón gira' },
    onUse: event('Al pulsar «Usar esta rutina», con su id'),
  },
  // The width of a card in the three-column grid of "Desde una plantilla".
  decorators: [
    (Story) => (
      <Box maxW="sm">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof TemplateCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) => within(canvasElement).getByRole('article', { name: routine.nombre });

/** Name, observations in quotes, goal, level and the count; "Usar esta rutina" gives its id. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const article = within(card(canvasElement));
    await expect(article.getByRole('heading', { level: 3, name: 'Tono y forma' })).toBeVisible();
    await expect(article.getByText('“Rutina equilibrada para empezar con buen pie.”')).toBeVisible();
    await expect(article.getByText('Objetivo: Tonificación')).toBeVisible();
    await expect(article.getByText('Nivel: Intermedio')).toBeVisible();
    await expect(article.getByText('2 ejercicios')).toBeVisible();
    await userEvent.click(article.getByRole('button', { name: 'Usar esta rutina' }));
    await expect(args.onUse).toHaveBeenCalledOnce();
    await expect(args.onUse).toHaveBeenCalledWith(22);
  },
};

/** Being copied: the button spins and cannot be pressed again. */
export const Copying: Story = {
  args: { copying: true },
  play: async ({ canvasElement, args }) => {
    const button = within(card(canvasElement)).getByRole('button', { name: /Usar esta rutina/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('data-loading');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onUse).not.toHaveBeenCalled();
  },
};

/** One exercise: the singular. */
export const OneExercise: Story = {
  args: { routine: { ...routine, ejercicios: routine.ejercicios.slice(0, 1) } },
  play: async ({ canvasElement }) => {
    await expect(within(card(canvasElement)).getByText('1 ejercicio')).toBeVisible();
  },
};

const LONG_NAME = 'Fuerza y resistencia para todo el cuerpo en tres días a la semana';

/** A long name and goal wrap inside the card at 375 px; nothing overflows the screen. */
export const Mobile: Story = {
  ...onMobile,
  args: {
    routine: {
      ...routine,
      nombre: LONG_NAME,
      objetivo: 'Mejora de la composición corporal',
      observaciones: 'Tres sesiones completas con descansos cortos entre series y un bloque final de core.',
    },
  },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: LONG_NAME });
    await expect(within(article).getByText('Objetivo: Mejora de la composición corporal')).toBeVisible();
    await expect(within(article).getByRole('button', { name: 'Usar esta rutina' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
