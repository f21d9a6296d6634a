import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { weightUnitHandlers } from '../../../testing/handlers/profile';
import { HARDER_VARIATION, SUGGESTIONS } from '../../../testing/handlers/workouts';
import { onMobile } from '../../../testing/stories';
import { SuggestionLine } from './suggestion-line';

/** The progression's advice on an exercise of the session: one story per action. */
const meta = {
  title: 'Patrones/Entrenamiento/SuggestionLine',
  component: SuggestionLine,
  parameters: { layout: 'padded' },
  args: { suggestion: SUGGESTIONS.subir },
} satisfies Meta<typeof SuggestionLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The server's `motivo` as it comes, the action named for screen readers, a decorative icon, and
 * what to aim at today.
 */
async function showsAdvice(canvasElement: HTMLElement, motivo: string, label: string, aim: string) {
  const canvas = within(canvasElement);
  const text = canvas.getByText(motivo);
  await expect(text).toBeVisible();
  await expect(text).toHaveTextContent(`${label} ${motivo}`);
  await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  await expect(canvas.getByText(`Objetivo de hoy: ${aim}`)).toBeVisible();
}

/** Every set at the top of the range: more load, back to the bottom of the range. */
export const Subir: Story = {
  play: ({ canvasElement }) =>
    showsAdvice(
      canvasElement,
      'Sube a 65 kg: completaste 3 x 10',
      'Sugerencia para hoy, progresa:',
      '65 kg × 8-10 repeticiones',
    ),
};

/**
 * A lifter who reads pounds: the server's reason in pounds, and today's aim shown in pounds from
 * the kilograms on the wire (63,5 kg is the 140 lb of a gym that loads pounds).
 */
export const InPounds: Story = {
  args: {
    suggestion: {
      ...SUGGESTIONS.subir,
      kg: 63.5,
      motivo: 'Sube a 140 lb y vuelve a 8 repeticiones: completaste 3 x 10',
    },
  },
  parameters: { session: 'signed-in', msw: { handlers: { profile: weightUnitHandlers('lb') } } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Objetivo de hoy: 140 lb × 8-10 repeticiones', {}, { timeout: 5000 });
    await showsAdvice(
      canvasElement,
      'Sube a 140 lb y vuelve a 8 repeticiones: completaste 3 x 10',
      'Sugerencia para hoy, progresa:',
      '140 lb × 8-10 repeticiones',
    );
  },
};

export const InPoundsMobile: Story = { ...InPounds, ...onMobile };

/** Repetitions missing: the same load, the top of the range to chase. */
export const Mantener: Story = {
  args: { suggestion: SUGGESTIONS.mantener },
  play: ({ canvasElement }) =>
    showsAdvice(
      canvasElement,
      'Mantén 60 kg: te faltaron repeticiones en 1 serie',
      'Sugerencia para hoy, mantén:',
      '60 kg × 10 repeticiones',
    ),
};

/** Two sessions in a row below target: lighter. */
export const Bajar: Story = {
  args: { suggestion: SUGGESTIONS.bajar },
  play: ({ canvasElement }) =>
    showsAdvice(
      canvasElement,
      'Baja a 55 kg: dos sesiones seguidas por debajo del objetivo',
      'Sugerencia para hoy, aligera:',
      '55 kg × 8-10 repeticiones',
    ),
};

/** Nothing logged yet for this exercise: no load to suggest. */
export const PrimeraVez: Story = {
  args: { suggestion: SUGGESTIONS.primera_vez },
  play: ({ canvasElement }) =>
    showsAdvice(
      canvasElement,
      'Primera vez: elige un peso con el que te sobren 2-3 repeticiones',
      'Sugerencia para hoy, primera vez:',
      '8 repeticiones',
    ),
};

/** Body weight past its range: the harder variation is named, with the range to start it at. */
export const HarderVariation: Story = {
  args: { suggestion: HARDER_VARIATION },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const motivo = 'Pasa a Flexiones con pies elevados: completaste 3 x 20; empieza con 12-20 repeticiones';
    await expect(canvas.getByText(motivo)).toHaveTextContent(`Sugerencia para hoy, progresa: ${motivo}`);
    await expect(
      canvas.getByText('Variante más difícil: Flexiones con pies elevados (12-20 repeticiones)'),
    ).toBeVisible();
    await expect(canvas.queryByText(/^Objetivo de hoy/)).toBeNull();
  },
};

/** Held for time: the aim in seconds, never "repeticiones". */
export const Timed: Story = {
  args: { suggestion: { ...SUGGESTIONS.mantener, kg: null, repeticiones: 40, repeticiones_max: 60 }, medida: 'tiempo' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Objetivo de hoy: 40-60 s')).toBeVisible();
  },
};

/** A session from a server without the advice: nothing is shown. */
export const None: Story = {
  args: { suggestion: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-accion]')).toBeNull();
  },
};

/** A day the readiness check lightened (RIR +1): the load held, the step up left for the next session, and why. */
export const LightDay: Story = {
  args: {
    suggestion: {
      accion: 'mantener',
      kg: 60,
      repeticiones: 9,
      repeticiones_max: null,
      motivo:
        'Hoy mantén 60 kg y 9 repeticiones: hoy llegas con menos fuerzas y dejas una repetición más en reserva (RIR +1); subir a 62,5 kg, en la próxima sesión',
      ejercicio_siguiente: null,
    },
  },
  play: ({ canvasElement }) =>
    showsAdvice(
      canvasElement,
      'Hoy mantén 60 kg y 9 repeticiones: hoy llegas con menos fuerzas y dejas una repetición más en reserva (RIR +1); subir a 62,5 kg, en la próxima sesión',
      'Sugerencia para hoy, mantén:',
      '60 kg × 9 repeticiones',
    ),
};

export const LightDayMobile: Story = { ...LightDay, ...onMobile };
