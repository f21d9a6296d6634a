import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { onMobile } from '../../../testing/stories';
import { DEFAULT_PLATES, defaultPlates, plateLoad, type PlateSettings } from '../plates';
import { PlateResult } from './plate-result';

/** The calculator's answer for `target` kg with these plates, as the dialog computes it. */
const answer = (target: number, settings: PlateSettings = DEFAULT_PLATES) => ({
  target,
  settings,
  result: plateLoad(target, settings),
});

const meta = {
  title: 'Patrones/Entrenamiento/PlateResult',
  component: PlateResult,
  parameters: { layout: 'padded' },
  args: { ...answer(100), onUse: fn() },
} satisfies Meta<typeof PlateResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loadable: the plates a side, the sum in words, and "Usar 100 kg". */
export const Exact: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Por cada lado:')).toBeVisible();
    await expect(canvas.getByText('25 + 15 kg')).toBeVisible();
    await expect(canvas.getByText('100 kg = barra de 20 kg + 40 kg por lado.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Usar 100 kg' }));
    await expect(args.onUse).toHaveBeenCalledWith(100);
  },
};

/** The bar's own weight: no plates. */
export const BarOnly: Story = {
  args: answer(20),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Solo la barra')).toBeVisible();
    await expect(canvas.getByText('Solo la barra (20 kg), sin discos.')).toBeVisible();
  },
};

const noSmallPlates = { bar: 20, plates: [20, 10, 5] };

/** Not loadable with these plates: the nearest weight either side, each with its own "Usar". */
export const Nearest: Story = {
  args: answer(62.5, noSmallPlates),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Con tus discos no se puede montar exactamente 62,5 kg. Lo más cercano:'),
    ).toBeVisible();
    await expect(canvas.getByText('Por debajo: 60 kg')).toBeVisible();
    await expect(canvas.getByText('Por encima: 70 kg')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Usar 70 kg' }));
    await expect(args.onUse).toHaveBeenCalledWith(70);
  },
};

/** Less than the bar: the bar alone is the least. */
export const BelowTheBar: Story = {
  args: answer(15),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('15 kg es menos de lo que pesa la barra (20 kg). Lo mínimo es la barra sola.'),
    ).toBeVisible();
  },
};

/** No plate ticked: only the bar can be loaded, and it says so. */
export const NoPlates: Story = {
  args: answer(60, { bar: 20, plates: [] }),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Sin discos marcados no se puede cargar más que la barra.'),
    ).toBeVisible();
  },
};

/** Without an input to fill (the calculator opened alone): no "Usar" button. */
export const WithoutUse: Story = {
  args: { onUse: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** The two options one under another at 375 px, with a tall stack of plates. */
export const Mobile: Story = {
  ...onMobile,
  args: answer(143, DEFAULT_PLATES),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [below, above] = [canvas.getByText(/^Por debajo/), canvas.getByText(/^Por encima/)];
    await expect(above.getBoundingClientRect().top).toBeGreaterThan(below.getBoundingClientRect().top);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

const POUNDS = defaultPlates('lb');

/** In pounds: a 45 lb bar, pound plates, every weight in lb. */
export const InPounds: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: answer(225, POUNDS),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('45 + 45 lb')).toBeVisible();
    await expect(canvas.getByText('225 lb = barra de 45 lb + 90 lb por lado.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Usar 225 lb' }));
    await expect(args.onUse).toHaveBeenCalledWith(225);
  },
};

/** In pounds, not loadable (no 1 lb plates): the nearest either side, on a phone. */
export const InPoundsNearestOnAPhone: Story = {
  ...onMobile,
  args: answer(137, POUNDS),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/no se puede montar exactamente 137 lb/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Usar 135 lb' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Usar 140 lb' })).toBeVisible();
  },
};
