import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { choice, number } from '../../../testing/controls';
import { onMobile } from '../../../testing/stories';
import { ClampedText } from './clamped-text';

/** A routine's description as a user wrote it (data, not a UI text). */
const LONG =
  'Rutina de cuatro días para ganar fuerza en los básicos: sentadilla, press de banca, peso muerto y press militar. ' +
  'Cada sesión empieza con un calentamiento progresivo de diez minutos, sigue con el ejercicio principal en series ' +
  'de cinco repeticiones y termina con accesorios de espalda, core y movilidad de cadera. Descansa entre dos y tres ' +
  'minutos en las series pesadas y apunta el peso de cada serie para subirlo poco a poco la semana siguiente.';

const meta = {
  title: 'Componentes/ClampedText',
  component: ClampedText,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <Box maxW="md">{Story()}</Box>],
  args: { children: LONG, lines: 3, color: 'fg.muted', textStyle: 'sm' },
  argTypes: {
    children: { description: 'Texto que se pliega', control: 'text' },
    lines: number('Líneas visibles mientras está plegado', 1, 10),
    color: choice('Color del texto (token del tema)', ['fg', 'fg.muted', 'fg.subtle', 'brand.fg'], 'select'),
    textStyle: choice('Tamaño del texto', ['xs', 'sm', 'md', 'lg'], 'select'),
  },
} satisfies Meta<typeof ClampedText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Longer than three lines: folded, with "Ver más" pointing at the text it unfolds. */
export const Folded: Story = {
  play: async ({ canvasElement }) => {
    const more = await within(canvasElement).findByRole('button', { name: 'Ver más' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(document.getElementById(more.getAttribute('aria-controls')!)).toHaveTextContent(/Rutina de cuatro/);
  },
};

/** "Ver más" unfolds the whole text and turns into "Ver menos", which folds it again. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ver más' }));
    const less = canvas.getByRole('button', { name: 'Ver menos' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/la semana siguiente\.$/)).toBeVisible();
    await userEvent.click(less);
    await expect(canvas.getByRole('button', { name: 'Ver más' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Ver más' }));
  },
};

/** A text that fits: no button. */
export const Short: Story = {
  args: { children: 'Fuerza en cuatro días.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Fuerza en cuatro días.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Narrower, the same text folds at two lines. */
export const Mobile: Story = {
  ...onMobile,
  args: { lines: 2 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Ver más' })).toBeVisible();
  },
};
