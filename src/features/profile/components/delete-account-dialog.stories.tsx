import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DELETE_PASSWORD } from '../../../testing/handlers/profile';
import { onMobile } from '../../../testing/stories';
import { expectToast } from '../../../testing/toasts';
import { DeleteAccountDialog } from './delete-account-dialog';

const meta = {
  title: 'Patrones/Perfil/DeleteAccountDialog',
  component: DeleteAccountDialog,
  parameters: { layout: 'padded', session: 'signed-in' },
  args: { open: true, onClose: fn(), onDeleted: fn() },
} satisfies Meta<typeof DeleteAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialog() {
  const found = await within(document.body).findByRole('dialog', { name: 'Eliminar mi cuenta' });
  await waitFor(() => expect(found).toBeVisible());
  return within(found);
}

/** Types `password` and presses the red button. */
async function submitWith(d: Awaited<ReturnType<typeof dialog>>, password: string) {
  await userEvent.type(d.getByLabelText(/^Escribe tu contraseña para confirmar/), password);
  await userEvent.click(d.getByRole('button', { name: 'Eliminar definitivamente' }));
}

/** What is lost, the password asked again; the red button waits for a password. */
export const Open: Story = {
  play: async () => {
    const d = await dialog();
    await expect(d.getByText(/Vas a borrar para siempre tu cuenta/)).toBeVisible();
    await expect(d.getByRole('button', { name: 'Eliminar definitivamente' })).toBeDisabled();
  },
};

/** A wrong password: nothing deleted, and it says so. */
export const WrongPassword: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await submitWith(d, 'no-es-esta');
    await expect(await d.findByRole('alert')).toHaveTextContent('La contraseña no es correcta. No se ha borrado nada.');
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};

/** The right password: the server deletes the account and the caller is told. */
export const Deletes: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await submitWith(d, DELETE_PASSWORD);
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledOnce());
  },
};

/** The server fails: a toast, the dialog stays. */
export const Fails: Story = {
  parameters: {
    msw: { handlers: { profile: [http.delete('/api/users/me', () => HttpResponse.json({}, { status: 500 }))] } },
  },
  play: async ({ args }) => {
    const d = await dialog();
    await submitWith(d, DELETE_PASSWORD);
    await expectToast('No se pudo eliminar la cuenta. Inténtalo de nuevo más tarde.');
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  ...onMobile,
  play: async () => {
    await dialog();
  },
};
