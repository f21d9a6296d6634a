import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@chakra-ui/react';
import { expect, fn, within } from 'storybook/test';
import { onMobile, press, showsLoadingStatus } from '../../../testing/stories';
import { PageStates, type Loaded as LoadedQuery } from './page-state';

const LOADING = 'Cargando el entrenamiento…';
const FAILED = 'No se ha podido cargar el entrenamiento.';

/** PageStates over a query of a session's name, as the session and summary screens use it. */
function SessionName({ query }: { query: LoadedQuery<string> }) {
  return (
    <PageStates query={query} loadingLabel={LOADING} errorText={FAILED}>
      {(name) => <Text>{name}</Text>}
    </PageStates>
  );
}

const meta = {
  title: 'Patrones/Entrenamiento/PageStates',
  component: SessionName,
  parameters: { layout: 'padded' },
  args: { query: { id: 41, isLoading: true, refetch: fn() } },
} satisfies Meta<typeof SessionName>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: grey blocks in a busy status named by what loads. */
export const Loading: Story = {
  play: async (context) => {
    await showsLoadingStatus(LOADING)(context);
    await expect(context.canvasElement.querySelectorAll('.chakra-skeleton')).toHaveLength(4);
  },
};

/** Loaded: the screen's own content. */
export const Loaded: Story = {
  args: { query: { id: 41, isLoading: false, data: 'Fuerza básica', refetch: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Fuerza básica')).toBeVisible();
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/** The server failed: the reason, "Reintentar" (it asks again) and the way back. */
export const Error: Story = {
  args: { query: { id: 41, isLoading: false, error: { status: 500, data: { message: 'x' } }, refetch: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(FAILED)).toBeVisible();
    await press(canvas, 'Reintentar');
    await expect(args.query.refetch).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Volver al Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/overview',
    );
  },
};

/** A 404 (or no id in the URL): it does not exist, and retrying would not help. */
export const NotFound: Story = {
  args: { query: { id: 41, isLoading: false, error: { status: 404, data: { message: 'x' } }, refetch: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este entrenamiento no existe o ya no está disponible.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  },
};

export const Mobile: Story = {
  ...onMobile,
  args: Error.args,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
