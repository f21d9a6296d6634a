import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { profileFixture } from '../../../testing/fixtures/profile';
import { goalsFixture } from '../../../testing/handlers/reference';
import { onMobile } from '../../../testing/stories';
import { expectToast } from '../../../testing/toasts';
import { EditProfileDialog } from './edit-profile-dialog';

const meta = {
  title: 'Patrones/Perfil/EditProfileDialog',
  component: EditProfileDialog,
  parameters: { session: 'signed-in' },
  args: { open: true, profile: profileFixture, goals: goalsFixture, onClose: fn() },
} satisfies Meta<typeof EditProfileDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const modal = within(await within(document.body).findByRole('dialog', { name: 'Editar usuario' }));
    await waitFor(() => expect(modal.getByRole('button', { name: 'Actualizar' })).toBeEnabled());
    await expect(modal.getByLabelText(/^Nombre/)).toHaveValue('Lucía');
  },
};

export const InvalidEmail: Story = {
  play: async () => {
    const modal = within(await within(document.body).findByRole('dialog', { name: 'Editar usuario' }));
    const email = modal.getByLabelText(/^Correo electrónico/);
    await userEvent.clear(email);
    await userEvent.type(email, 'no-es-un-correo');
    await userEvent.tab();
    await waitFor(() => expect(modal.getByText('El email tiene que ser válido')).toBeVisible());
    await expect(modal.getByText('Hay campos inválidos en el formulario.')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Actualizar' })).toBeDisabled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Cancel: Story = {
  play: async ({ args }) => {
    const modal = within(await within(document.body).findByRole('dialog', { name: 'Editar usuario' }));
    await userEvent.click(modal.getAllByRole('button', { name: 'Cancelar' })[0]!);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** "82,5" with a decimal comma: accepted as typed and sent as the number 82.5. */
export const DecimalComma: Story = {
  parameters: {
    msw: {
      handlers: {
        profile: [
          http.put('/api/users/update', async ({ request }) => {
            const body = (await request.json()) as Record<string, unknown>;
            return body.peso === 82.5 && body.altura === 168.5
              ? HttpResponse.json({ ...profileFixture, peso: 82.5, altura: 168.5 })
              : HttpResponse.json({ message: `Unexpected ${JSON.stringify(body)}` }, { status: 400 });
          }),
        ],
      },
    },
  },
  play: async ({ args }) => {
    const body = within(document.body);
    const modal = within(await body.findByRole('dialog', { name: 'Editar usuario' }));
    for (const [label, value] of [
      [/^Peso \(kg\)/, '82,5'],
      [/^Altura/, '168,5'],
    ] as const) {
      await userEvent.clear(modal.getByLabelText(label));
      await userEvent.type(modal.getByLabelText(label), value);
    }
    await expect(modal.getByLabelText(/^Peso \(kg\)/)).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(modal.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expectToast('Datos actualizados correctamente');
  },
};

export const DecimalCommaOnMobile: Story = { ...DecimalComma, ...onMobile };
