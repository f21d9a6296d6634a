import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SelectField } from './select-field';

const meta = {
  title: 'Patrones/Cuenta/SelectField',
  component: SelectField,
  args: {
    label: 'Sexo',
    placeholder: 'Selecciona…',
    children: (
      <>
        <option value="1">Hombre</option>
        <option value="2">Mujer</option>
        <option value="3">Otro/NSNC</option>
      </>
    ),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText(/Sexo/);
    await userEvent.selectOptions(select, 'Mujer');
    await expect(select).toHaveValue('2');
  },
};

export const Invalid: Story = {
  args: { error: 'validation:selectOption' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Por favor selecciona una opción')).toBeVisible();
  },
};
