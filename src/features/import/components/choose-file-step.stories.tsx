import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { onMobile } from '../../../testing/stories';
import { ChooseFileStep } from './choose-file-step';

const meta = {
  title: 'Patrones/Importar/ChooseFileStep',
  component: ChooseFileStep,
  parameters: { layout: 'padded' },
  args: { reading: false, onFile: fn() },
} satisfies Meta<typeof ChooseFileStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const DROP_ZONE = 'Arrastra aquí el archivo CSV o pulsa para elegirlo en tu dispositivo';
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

/** How to export from Strong and Hevy, the limits, and the drop zone named by what it says. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Strong: en Perfil › Ajustes/)).toBeVisible();
    await expect(canvas.getByText(/^Hevy: en Perfil › Ajustes/)).toBeVisible();
    await expect(canvas.getByText(/^Hasta 5 MB y 50\.000 filas/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: DROP_ZONE })).toBeEnabled();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** A CSV chosen with the zone goes to `onFile`. */
export const ChoosesFile: Story = {
  play: async ({ canvasElement, args }) => {
    const file = new File(['Date,Workout Name\n'], 'strong.csv', { type: 'text/csv' });
    await userEvent.upload(fileInput(canvasElement), file);
    await waitFor(() => expect(args.onFile).toHaveBeenCalledOnce());
    await expect((args.onFile as ReturnType<typeof fn>).mock.calls[0]?.[0]).toHaveProperty('name', 'strong.csv');
  },
};

/** While the file is read the zone is off and a status says so. */
export const Reading: Story = {
  args: { reading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Leyendo el archivo…');
    await expect(fileInput(canvasElement)).toBeDisabled();
  },
};

/** The long instructions wrap at 375 px; the zone keeps the whole width. */
export const Mobile: Story = {
  ...onMobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: DROP_ZONE })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
