import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SetType } from '../../../lib/contract-training';
import { choice, event } from '../../../testing/controls';
import { onMobile } from '../../../testing/stories';
import { SET_TYPES, SetTypeMark, SetTypeOptions } from './set-type';

/**
 * A set's type: its mark at the start of the row (the number of a work set, the letter of the
 * others, never the colour alone) and the four choices of the type dialog and the correction.
 */
const meta = {
  title: 'Patrones/Entrenamiento/SetType',
  component: SetTypeOptions,
  parameters: { layout: 'padded' },
  args: { value: 'trabajo', onChange: fn() },
  argTypes: {
    value: choice('El tipo elegido', SET_TYPES),
    onChange: event('Al elegir un tipo'),
  },
} satisfies Meta<typeof SetTypeOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four choices, the chosen one pressed; a tap hands on the type. */
export const Options: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Normal/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: /Al fallo/ }));
    await expect(args.onChange).toHaveBeenCalledWith('fallo');
  },
};

/** Choosing moves the pressed one (the dialog's state), on a phone. */
export const ChoosingOnMobile: Story = {
  ...onMobile,
  render: function Choosing(args) {
    const [value, setValue] = useState<SetType>(args.value);
    return <SetTypeOptions value={value} onChange={setValue} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Calentamiento/ }));
    await expect(canvas.getByRole('button', { name: /Calentamiento/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: /Normal/ })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The row's mark of each type: the number for work, C, D and F for the others, named for screen readers. */
export const Marks: Story = {
  render: () => (
    <Stack direction="row" gap="3">
      {SET_TYPES.map((tipo) => (
        <SetTypeMark key={tipo} tipo={tipo} n={2} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTitle('Normal')).toHaveTextContent(/^2$/);
    await expect(canvas.getByTitle('Calentamiento')).toHaveTextContent('C Calentamiento');
    await expect(canvas.getByTitle('Descendente')).toHaveTextContent('D Descendente');
    await expect(canvas.getByTitle('Al fallo')).toHaveTextContent('F Al fallo');
  },
};
