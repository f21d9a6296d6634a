import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PLATES_KEY } from '../use-plate-settings';
import { PlateCalculatorDialog } from './plate-calculator';
import { SetRow } from './set-row';
import { body } from '../../../testing/dialog-plays';
import { onMobile } from '../../../testing/stories';

const openDialog = async () => {
  const dialog = await body().findByRole('dialog', { name: 'Calculadora de discos' });
  await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Calculadora de discos' })).toBeVisible());
  return within(dialog);
};

/** The plate calculator of the session screen, opened from a set's kg input. */
const meta = {
  title: 'Patrones/Entrenamiento/PlateCalculator',
  component: PlateCalculatorDialog,
  parameters: { layout: 'padded' },
  args: { open: true, initial: '100', onClose: fn(), onUse: fn() },
  // Every story starts from the defaults (20 kg bar, every plate) unless it stores its own.
  beforeEach: () => {
    localStorage.removeItem(PLATES_KEY);
    return () => localStorage.removeItem(PLATES_KEY);
  },
} satisfies Meta<typeof PlateCalculatorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 100 kg on a 20 kg bar: 25 + 15 a side; "Usar 100 kg" fills the set's input. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(dialog.getByRole('textbox', { name: 'Peso total (kg, con la barra)' })).toHaveValue('100');
    await expect(dialog.getByText('25 + 15 kg')).toBeVisible();
    await expect(dialog.getByText('100 kg = barra de 20 kg + 40 kg por lado.')).toBeVisible();
    // Another target: 142,5 uses the 1,25 kg plates.
    const target = dialog.getByRole('textbox', { name: 'Peso total (kg, con la barra)' });
    await userEvent.clear(target);
    await userEvent.type(target, '142,5');
    await expect(dialog.getByText('25 + 25 + 10 + 1,25 kg')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Usar 142,5 kg' }));
    await expect(args.onUse).toHaveBeenCalledWith(142.5);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A home set: a 15 kg bar, no 25s, no 15s; the choice is remembered on this device. */
export const CustomPlates: Story = {
  args: { initial: '55', settingsOpen: true },
  beforeEach: () => {
    localStorage.setItem(PLATES_KEY, JSON.stringify({ bar: 15, plates: [20, 10, 5, 2.5, 1.25] }));
  },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByText('55 kg = barra de 15 kg + 20 kg por lado.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Peso de la barra (kg)' })).toHaveValue('15');
    await expect(dialog.getByRole('checkbox', { name: '25 kg' })).not.toBeChecked();
    // Without the 20s, 20 a side is 10 + 10, and the stored settings follow.
    await userEvent.click(dialog.getByRole('checkbox', { name: '20 kg' }));
    // The tick shows at once; the answer follows in the next frame, once it is saved.
    await expect(dialog.getByRole('checkbox', { name: '20 kg' })).not.toBeChecked();
    await expect(await dialog.findByText('10 + 10 kg')).toBeVisible();
    await expect(JSON.parse(localStorage.getItem(PLATES_KEY)!)).toEqual({ bar: 15, plates: [10, 5, 2.5, 1.25] });
    // The bar's weight: a wrong one is explained and not saved.
    const bar = dialog.getByRole('textbox', { name: 'Peso de la barra (kg)' });
    await userEvent.clear(bar);
    await userEvent.type(bar, '80');
    await userEvent.tab();
    await expect(dialog.getByText('La barra pesa de 0 a 50 kg.')).toBeVisible();
    await expect(JSON.parse(localStorage.getItem(PLATES_KEY)!)).toMatchObject({ bar: 15 });
    // A valid one counts once the field is left: 55 on a 20 kg bar is 17,5 a side.
    await userEvent.clear(bar);
    await userEvent.type(bar, '20');
    await userEvent.tab();
    await expect(dialog.getByText('10 + 5 + 2,5 kg')).toBeVisible();
    await expect(JSON.parse(localStorage.getItem(PLATES_KEY)!)).toMatchObject({ bar: 20 });
  },
};

/** 61 kg cannot be split: the nearest loadable weights below and above, each usable. */
export const CannotBeMadeExactly: Story = {
  args: { initial: '61' },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(
      dialog.getByText('Con tus discos no se puede montar exactamente 61 kg. Lo más cercano:'),
    ).toBeVisible();
    await expect(dialog.getByText('Por debajo: 60 kg')).toBeVisible();
    await expect(dialog.getByText('Por encima: 62,5 kg')).toBeVisible();
    await expect(dialog.getByText('20 + 1,25 kg')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Usar 62,5 kg' }));
    await expect(args.onUse).toHaveBeenCalledWith(62.5);
  },
};

/** Under the bar's weight: the bar alone is the least there is; a wrong number is explained. */
export const BelowTheBar: Story = {
  args: { initial: '15' },
  play: async () => {
    const dialog = await openDialog();
    await expect(
      dialog.getByText('15 kg es menos de lo que pesa la barra (20 kg). Lo mínimo es la barra sola.'),
    ).toBeVisible();
    await expect(dialog.getByText('Por encima: 20 kg')).toBeVisible();
    const target = dialog.getByRole('textbox', { name: 'Peso total (kg, con la barra)' });
    await userEvent.clear(target);
    await userEvent.type(target, '2000');
    await expect(dialog.getByText('Escribe un peso de 0 a 1000 kg.')).toBeVisible();
    await expect(target).toHaveAttribute('aria-invalid', 'true');
  },
};

/** At 390 px: the nearest weights stack, and nothing sticks out sideways. */
export const Mobile390: Story = {
  args: { initial: '61' },
  ...onMobile,
  play: async () => {
    const dialog = await openDialog();
    const content = document.querySelector<HTMLElement>('[role="dialog"]')!;
    await expect(content.scrollWidth).toBeLessThanOrEqual(content.clientWidth);
    await expect(dialog.getByRole('button', { name: 'Usar 60 kg' })).toBeVisible();
  },
};

/**
 * From a set: the button beside the kg input is reached with Tab, opens on the typed weight,
 * and "Usar" puts the loadable weight in the input.
 */
export const FromASet: Story = {
  render: () => (
    <SetRow
      row={{
        n: 1,
        orden: 1,
        tipo: 'trabajo',
        status: 'todo',
        setId: null,
        values: { medida: 'repeticiones', repeticiones: 5, kg: 61, segundos: null, metros: null, rir: null },
      }}
      medida="repeticiones"
      onDone={fn()}
      onRetry={fn()}
      onEdit={fn()}
      onDelete={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kg = canvas.getByRole('textbox', { name: 'Kilos, serie 1' });
    await userEvent.click(kg);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Calculadora de discos, serie 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await openDialog();
    await expect(dialog.getByRole('textbox', { name: 'Peso total (kg, con la barra)' })).toHaveValue('61');
    await userEvent.click(dialog.getByRole('button', { name: 'Usar 62,5 kg' }));
    await waitFor(() => expect(kg).toHaveValue('62,5'));
    // Closing gives the focus back to the button that opened it.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Calculadora de discos, serie 1' })).toHaveFocus());
  },
};
