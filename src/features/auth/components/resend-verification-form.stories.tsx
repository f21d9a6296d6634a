import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onMobile, type Canvas } from '../../../testing/stories';
import { ResendVerificationForm } from './resend-verification-form';

const meta = {
  title: 'Patrones/Cuenta/ResendVerificationForm',
  component: ResendVerificationForm,
  parameters: { layout: 'padded' },
  args: { defaultEmail: '' },
  argTypes: { defaultEmail: { description: 'Correo ya escrito al abrir (vacío: el campo en blanco)' } },
} satisfies Meta<typeof ResendVerificationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const EMAIL = 'nombre+gym@dominio.es';
const SUBMIT = 'Reenviar enlace de verificación';

/** Its own region, named by its heading. */
const section = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: '¿No te ha llegado el enlace o ha caducado?' }));

/** Story parameters: `POST users/resend-verification` answers with `status`. */
const answersWith = (status: number) => ({
  msw: {
    handlers: {
      accountLinks: [
        http.post('/api/users/resend-verification', () => HttpResponse.json({ message: 'x' }, { status })),
      ],
    },
  },
});

async function send(canvas: Canvas, email = EMAIL) {
  if (email) await userEvent.type(canvas.getByLabelText(/^Correo electrónico/), email);
  await userEvent.click(canvas.getByRole('button', { name: SUBMIT }));
}

/** The heading, what to do, the address field (empty) and the button; no answer yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = section(canvasElement);
    await expect(form.getByRole('heading', { level: 2 })).toHaveTextContent(
      '¿No te ha llegado el enlace o ha caducado?',
    );
    await expect(
      form.getByText('Escribe el correo con el que te registraste y te enviaremos un enlace de verificación nuevo.'),
    ).toBeVisible();
    await expect(form.getByLabelText(/^Correo electrónico/)).toHaveValue('');
    await expect(form.getByRole('button', { name: SUBMIT })).toBeEnabled();
    await expect(form.queryByRole('status')).toBeNull();
    await expect(form.queryByRole('alert')).toBeNull();
  },
};

/** The address the screen already knows is filled in. */
export const Prefilled: Story = {
  args: { defaultEmail: EMAIL },
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement).getByLabelText(/^Correo electrónico/)).toHaveValue(EMAIL);
  },
};

/** Sent blank, then with a malformed address: the field says what is wrong, nothing is asked. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const form = section(canvasElement);
    await send(form, '');
    await expect(await form.findByText('Campo obligatorio')).toBeVisible();
    await expect(form.getByLabelText(/^Correo electrónico/)).toHaveAttribute('aria-invalid', 'true');
    await send(form, 'nombre@dominio');
    await expect(await form.findByText('El email tiene que ser válido')).toBeVisible();
    await expect(form.queryByRole('status')).toBeNull();
  },
};

/** Asking: the button spins and cannot be pressed twice. */
export const Sending: Story = {
  parameters: {
    msw: { handlers: { accountLinks: [http.post('/api/users/resend-verification', () => delay('infinite'))] } },
  },
  play: async ({ canvasElement }) => {
    const form = section(canvasElement);
    await send(form);
    await waitFor(() => expect(form.getByRole('button', { name: SUBMIT })).toBeDisabled());
    await expect(form.getByRole('button', { name: SUBMIT })).toHaveAttribute('data-loading');
  },
};

/** The same answer for any address: a link is on its way if the account waits for one. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const form = section(canvasElement);
    await send(form);
    await expect(await form.findByRole('status')).toHaveTextContent(
      'Si este correo tiene una cuenta pendiente de verificar, te hemos enviado un enlace nuevo.',
    );
  },
};

/** A 429: too many links asked for; the button stays, to try later. */
export const TooMany: Story = {
  parameters: answersWith(429),
  play: async ({ canvasElement }) => {
    const form = section(canvasElement);
    await send(form);
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Has pedido demasiados enlaces seguidos. Espera unos minutos y vuelve a intentarlo.',
    );
    await expect(form.getByRole('button', { name: SUBMIT })).toBeEnabled();
  },
};

/** Any other failure (a 500, no connection): said so, the button stays. */
export const Failed: Story = {
  parameters: answersWith(500),
  play: async ({ canvasElement }) => {
    const form = section(canvasElement);
    await send(form);
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'No hemos podido enviar el enlace. Inténtalo de nuevo más tarde.',
    );
    await expect(form.getByRole('button', { name: SUBMIT })).toBeEnabled();
  },
};

export const SentOnMobile: Story = { ...Sent, ...onMobile };
export const FailedOnMobile: Story = { ...Failed, ...onMobile };
