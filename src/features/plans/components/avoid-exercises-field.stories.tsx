import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { exercisesFixture } from '../../../testing/fixtures/exercises';
import { onMobile, press, useHeldValue } from '../../../testing/stories';
import { AvoidExercisesField, type AvoidExercisesFieldProps } from './avoid-exercises-field';

/** The field as the wizard's form holds it: what is added or removed stays. */
function Field(props: AvoidExercisesFieldProps) {
  const [value, onChange] = useHeldValue(props.value, props.onChange);
  return <AvoidExercisesField {...props} value={value} onChange={onChange} />;
}

const meta = {
  title: 'Patrones/Programas/AvoidExercisesField',
  component: AvoidExercisesField,
  parameters: { layout: 'padded' },
  render: (args) => <Field {...args} />,
  args: { value: [], onChange: fn() },
} satisfies Meta<typeof AvoidExercisesField>;

export default meta;
type Story = StoryObj<typeof meta>;

const LABEL = 'Ejercicios que prefieres evitar';

/** The catalogue's select, once the catalogue is in. */
async function loadedSelect(canvasElement: HTMLElement) {
  const select = within(canvasElement).getByLabelText(LABEL);
  await waitFor(() => expect(select).toBeEnabled());
  return select;
}

/** Nothing excluded: the select lists the catalogue, "Añadir" waits for a choice. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await loadedSelect(canvasElement);
    await expect(within(select).getAllByRole('option')).toHaveLength(exercisesFixture.length + 1);
    await expect(canvas.getByRole('button', { name: 'Añadir' })).toBeDisabled();
    await expect(canvas.getByText('Ningún ejercicio excluido.')).toBeVisible();
  },
};

/** "Añadir" makes a tag and takes the exercise out of the select; its "Quitar" puts it back. */
export const AddsAndRemoves: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = await loadedSelect(canvasElement);
    await userEvent.selectOptions(select, 'Flexiones');
    await press(canvas, 'Añadir');
    await expect(args.onChange).toHaveBeenLastCalledWith([2]);
    await expect(within(canvas.getByRole('list')).getByText('Flexiones')).toBeVisible();
    await expect(within(select).queryByRole('option', { name: 'Flexiones' })).toBeNull();
    await expect(select).toHaveValue('');
    await press(canvas, 'Quitar Flexiones');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.getByText('Ningún ejercicio excluido.')).toBeVisible();
  },
};

/** Several chosen already: one tag each, every one with its own "Quitar". */
export const Filled: Story = {
  args: { value: [1, 5, 7] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3));
    for (const name of ['Press de banca con barra', 'Sentadilla búlgara', 'Saltos de tijera'])
      await expect(canvas.getByRole('button', { name: `Quitar ${name}` })).toBeVisible();
  },
};

/** Over the limit: the Spanish message under the select. */
export const TooMany: Story = {
  args: { value: [1, 2], error: 'validation:planAvoidTooMany' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Puedes evitar como mucho 50 ejercicios')).toBeVisible();
    await expect(canvas.getByLabelText(LABEL)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The catalogue still loading: the select is off until it comes. */
export const LoadingCatalogue: Story = {
  parameters: { msw: { handlers: { exercises: [http.get('/api/exercises', () => delay('infinite'))] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(LABEL)).toBeDisabled();
  },
};

/** The catalogue refused (500): it says so, and the wizard can go on without it. */
export const CatalogueError: Story = {
  parameters: {
    msw: {
      handlers: {
        exercises: [http.get('/api/exercises', () => HttpResponse.json({ message: 'x' }, { status: 500 }))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^No se pudo cargar el catálogo de ejercicios/)).toBeVisible();
    await expect(canvas.getByLabelText(LABEL)).toBeDisabled();
  },
};

const LONG_NAME = 'Press inclinado con mancuernas en banco a cuarenta y cinco grados con pausa abajo';

/** Long names are cut in their tags at 375 px; select and "Añadir" stay side by side on screen. */
export const Mobile: Story = {
  ...onMobile,
  args: { value: [1, 3, 4, 99] },
  parameters: {
    msw: {
      handlers: {
        exercises: [
          http.get('/api/exercises', () =>
            HttpResponse.json([...exercisesFixture, { ...exercisesFixture[0]!, id: 99, nombre: LONG_NAME }]),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = await canvas.findByRole('button', { name: `Quitar ${LONG_NAME}` });
    await expect(remove).toBeVisible();
    // Each "Quitar" inside its tag, and nothing (the long option widens the select) past the screen.
    const right = (element: Element) => element.getBoundingClientRect().right;
    await expect(right(remove)).toBeLessThanOrEqual(right(remove.closest('li')!));
    await expect(right(canvas.getByRole('button', { name: 'Añadir' }))).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
