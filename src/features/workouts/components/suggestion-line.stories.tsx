import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SUGGESTIONS } from '../../../testing/handlers/workouts';
import { SuggestionLine } from './suggestion-line';

/** The progression's advice on an exercise of the session (issue 23): one story per action. */
const meta = {
  title: 'Features/Workouts/SuggestionLine',
  component: SuggestionLine,
  parameters: { layout: 'padded' },
  args: { suggestion: SUGGESTIONS.subir },
} satisfies Meta<typeof SuggestionLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's `motivo` as it comes, the action named for screen readers, a decorative icon. */
async function showsAdvice(canvasElement: HTMLElement, motivo: string, label: string) {
  const canvas = within(canvasElement);
  const text = canvas.getByText(motivo);
  await expect(text).toBeVisible();
  await expect(text).toHaveTextContent(`${label} ${motivo}`);
  await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
}

/** Every target set at the top of the range: more load. */
export const Subir: Story = {
  play: ({ canvasElement }) =>
    showsAdvice(canvasElement, 'Sube a 65 kg: completaste 3 x 10', 'Sugerencia para hoy, progresa:'),
};

/** Repetitions missing: the same load. */
export const Mantener: Story = {
  args: { suggestion: SUGGESTIONS.mantener },
  play: ({ canvasElement }) =>
    showsAdvice(canvasElement, 'Mantén 60 kg: te faltaron repeticiones en 1 serie', 'Sugerencia para hoy, mantén:'),
};

/** Two sessions in a row below target: lighter. */
export const Bajar: Story = {
  args: { suggestion: SUGGESTIONS.bajar },
  play: ({ canvasElement }) =>
    showsAdvice(
      canvasElement,
      'Baja a 55 kg: dos sesiones seguidas por debajo del objetivo',
      'Sugerencia para hoy, aligera:',
    ),
};

/** Nothing logged yet for this exercise. */
export const PrimeraVez: Story = {
  args: { suggestion: SUGGESTIONS.primera_vez },
  play: ({ canvasElement }) =>
    showsAdvice(
      canvasElement,
      'Primera vez: elige un peso con el que te sobren 2-3 repeticiones',
      'Sugerencia para hoy, primera vez:',
    ),
};

/** A session from a server without the advice: nothing is shown. */
export const None: Story = {
  args: { suggestion: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-accion]')).toBeNull();
  },
};
