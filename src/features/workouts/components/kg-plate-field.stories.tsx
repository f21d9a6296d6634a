import { Input } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectTouchTarget, onMobile, withPagePadding } from '../../../testing/stories';
import type { SetFields } from '../set-form';
import { PLATES_KEY } from '../use-plate-settings';
import { KgPlateField } from './kg-plate-field';

interface SetInputProps {
  field: keyof SetFields;
  /** What the set's inputs hold. */
  values?: Partial<SetFields>;
}

/** One input of set 1 in a set row's form, as SetRow gives it to KgPlateField. */
function SetInput({ field, values }: SetInputProps) {
  const { control, register, setValue } = useForm<SetFields>({
    defaultValues: { repeticiones: '10', kg: '', rir: '', segundos: '', metros: '', ...values },
  });
  return (
    <KgPlateField field={field} n={1} control={control} setValue={setValue}>
      <Input size="lg" aria-label={`${field} 1`} {...register(field)} />
    </KgPlateField>
  );
}

const meta = {
  title: 'Patrones/Entrenamiento/KgPlateField',
  component: SetInput,
  parameters: { layout: 'padded' },
  args: { field: 'kg', values: { kg: '61' } },
  beforeEach: () => localStorage.removeItem(PLATES_KEY),
} satisfies Meta<typeof SetInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const CALCULATOR = 'Calculadora de discos, serie 1';

/** The kg input gets the calculator's button inside it, on the right. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'kg 1' });
    const button = canvas.getByRole('button', { name: CALCULATOR });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(input.getBoundingClientRect().right);
  },
};

/** A weight chosen in the calculator fills the input, written as the set inputs write kilos. */
export const UsesTheCalculator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: CALCULATOR }));
    const dialog = await within(document.body).findByRole('dialog', {}, { timeout: 5000 });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Usar 62,5 kg' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'kg 1' })).toHaveValue('62,5'));
  },
};

/** Any other input stays as it is: no button. */
export const OtherField: Story = {
  args: { field: 'repeticiones' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'repeticiones 1' })).toHaveValue('10');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** On a phone the button is a 44 px touch target, still inside the input and clear of the kilos. */
export const Mobile: Story = {
  ...onMobile,
  // The session screen's padding around it, so the whole touch target is on screen.
  decorators: [withPagePadding],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: CALCULATOR });
    await expect(button).toBeVisible();
    await expectTouchTarget(button);
    const input = canvas.getByRole('textbox', { name: 'kg 1' }).getBoundingClientRect();
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(input.right);
  },
};
