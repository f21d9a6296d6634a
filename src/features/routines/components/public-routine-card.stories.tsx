import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { publicRoutinesFixture } from '../../../testing/handlers/routines';
import { toDetailExercises } from './detail-exercises';
import { PublicRoutineCard } from './public-routine-card';
import { event, fixed } from '../../../testing/controls';

const routine = publicRoutinesFixture[0]!;

const meta = {
  title: 'Patrones/Rutinas/PublicRoutineCard',
  component: PublicRoutineCard,
  parameters: { layout: 'padded' },
  args: {
    nombre: routine.nombre,
    observaciones: routine.observaciones,
    objetivo: routine.objetivo,
    dificultad: routine.dificultad,
    metodo: routine.metodo,
    exercises: toDetailExercises(routine.ejercicios),
    onSave: fn(),
  },
  argTypes: {
    nombre: { description: 'Nombre de la rutina' },
    observaciones: { description: 'Descripción de la rutina' },
    objetivo: { description: 'Objetivo' },
    dificultad: { description: 'Dificultad' },
    metodo: { description: 'Método de entrenamiento' },
    exercises: fixed('Sus ejercicios, para el detalle'),
    saved: { description: 'Ya está entre las rutinas del usuario' },
    saving: { description: 'Guardándose: el botón gira' },
    onSave: event('Al pulsar «Guardar rutina»'),
  },
} satisfies Meta<typeof PublicRoutineCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Guardar" saves; "Ver detalle" opens "<name> Ejercicios" with group and both steps. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Ver detalle' }));
    const dialog = await body.findByRole('dialog', { name: 'Inicio total Ejercicios' });
    await waitFor(() => expect(within(dialog).getByText('Remo con mancuerna')).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText('Espalda')).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText('Apoya una rodilla en el banco.')).toBeVisible());
    await waitFor(() => expect(within(dialog).getByText('Lleva la mancuerna hacia la cadera.')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Already in Mis Rutinas: "Guardada", disabled, with a check; it cannot be copied again. */
export const AlreadySaved: Story = {
  args: { saved: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Guardada' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('title', 'Ya está en Mis Rutinas');
    await expect(button.querySelector('svg')).not.toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Guardar' })).toBeNull();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Guardar' })).toBeDisabled();
  },
};

const LONG =
  'Un bloque de ocho semanas para ganar fuerza en los básicos sin descuidar la técnica: cada sesión ' +
  'empieza con un calentamiento progresivo, sigue con dos ejercicios principales en series de cinco ' +
  'repeticiones y termina con trabajo accesorio para la espalda, el core y los glúteos. Las semanas ' +
  'cuatro y ocho son de descarga: baja el peso un diez por ciento y céntrate en moverte bien.';

/** A long description folds to three lines; "Ver más" unfolds it, "Ver menos" folds it back. */
export const LongDescription: Story = {
  args: { observaciones: LONG },
  // The width of a card in the three-column grid.
  decorators: [
    (Story) => (
      <Box maxW="sm">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = await canvas.findByRole('button', { name: 'Ver más' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const text = canvas.getByText(/Un bloque de ocho semanas/);
    await expect(more).toHaveAttribute('aria-controls', text.id);
    const folded = text.getBoundingClientRect().height;
    await userEvent.click(more);
    const less = canvas.getByRole('button', { name: 'Ver menos' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(text.getBoundingClientRect().height).toBeGreaterThan(folded);
    await userEvent.click(less);
    await expect(canvas.getByRole('button', { name: 'Ver más' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A short description: no button. */
export const ShortDescription: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Rutina equilibrada/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ver más' })).toBeNull();
  },
};
