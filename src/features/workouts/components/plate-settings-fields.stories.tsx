import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { onMobile, retype, useHeldValue } from '../../../testing/stories';
import { DEFAULT_PLATES, defaultPlates } from '../plates';
import { PlateSettingsFields, type PlateSettingsFieldsProps } from './plate-settings-fields';

/** The fields as the calculator holds them: what is changed stays. */
function Held(props: PlateSettingsFieldsProps & { defaultOpen?: boolean }) {
  const [settings, onChange] = useHeldValue(props.settings, props.onChange);
  return <PlateSettingsFields {...props} settings={settings} onChange={onChange} />;
}

const meta = {
  title: 'Patrones/Entrenamiento/PlateSettingsFields',
  component: PlateSettingsFields,
  parameters: { layout: 'padded' },
  render: (args) => <Held {...args} />,
  args: { settings: DEFAULT_PLATES, onChange: fn(), defaultOpen: true },
} satisfies Meta<typeof PlateSettingsFields>;

export default meta;
type Story = StoryObj<typeof meta>;

const BAR = 'Peso de la barra (kg)';

/** Open: the bar (20 kg) and every plate ticked. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Tu barra y tus discos' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByLabelText(BAR)).toHaveValue('20');
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(7);
  },
};

/** Folded once set up: a click opens it. */
export const Folded: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Tu barra y tus discos' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await waitFor(() => expect(canvas.getByLabelText(BAR)).toBeVisible());
  },
};

/** A lighter bar is saved on leaving the field; a plate unticked goes at once. */
export const Changes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await retype(canvas.getByLabelText(BAR), '15');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({ bar: 15, plates: DEFAULT_PLATES.plates });
    await userEvent.click(canvas.getByRole('checkbox', { name: '1,25 kg' }));
    await expect(canvas.getByRole('checkbox', { name: '1,25 kg' })).not.toBeChecked();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ bar: 15, plates: [25, 20, 15, 10, 5, 2.5] }));
  },
};

/**
 * Plates ticked faster than they are saved (each is saved after the frame that shows it): every
 * tick is kept, and what is saved at the end is what the boxes show.
 */
export const TicksInARow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = (name: string) => canvas.getByRole('checkbox', { name });
    // Pressed together, as a quick thumb does, without waiting for a save in between.
    box('25 kg').click();
    box('15 kg').click();
    box('1,25 kg').click();
    for (const name of ['25 kg', '15 kg', '1,25 kg']) await expect(box(name)).not.toBeChecked();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ bar: 20, plates: [20, 10, 5, 2.5] }));
    await userEvent.click(box('15 kg'));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ bar: 20, plates: [20, 15, 10, 5, 2.5] }));
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(5);
  },
};

/** A plate ticked and the bar changed before the tick is saved: both are kept. */
export const TickThenBar: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByLabelText(BAR);
    // Before the frame that saves the tick.
    canvas.getByRole('checkbox', { name: '25 kg' }).click();
    fireEvent.change(bar, { target: { value: '15' } });
    await Promise.resolve(); // React draws the typed bar in a microtask: still before the frame.
    fireEvent.focusOut(bar);
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({ bar: 15, plates: [20, 15, 10, 5, 2.5, 1.25] }),
    );
    await expect(canvas.getByRole('checkbox', { name: '25 kg' })).not.toBeChecked();
    await expect(bar).toHaveValue('15');
  },
};

/** A bar over 50 kg: the Spanish message, and nothing saved. */
export const InvalidBar: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await retype(canvas.getByLabelText(BAR), '60');
    await userEvent.tab();
    await expect(canvas.getByText('La barra pesa de 0 a 50 kg.')).toBeVisible();
    await expect(canvas.getByLabelText(BAR)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: '25 kg' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** In pounds: a 45 lb bar and the six pound plates; a bar up to 110 lb. */
export const InPounds: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { settings: defaultPlates('lb') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByLabelText('Peso de la barra (lb)');
    await expect(bar).toHaveValue('45');
    await expect(canvas.getByText(/45 lb la olímpica/)).toBeVisible();
    const plates = canvas.getAllByRole('checkbox', { checked: true });
    await expect(plates).toHaveLength(6);
    await expect(canvas.getByRole('checkbox', { name: '2,5 lb' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: '35 lb' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({ bar: 45, plates: [45, 25, 10, 5, 2.5], unit: 'lb' }),
    );
  },
};

export const InPoundsOnAPhone: Story = { ...InPounds, ...onMobile };
