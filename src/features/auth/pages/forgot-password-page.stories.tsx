import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { KNOWN_EMAIL } from '../../../testing/handlers/auth';
import { expectToast } from '../../../testing/toasts';
import { ForgotPasswordPage } from './forgot-password-page';
import { publicShell } from '../../../testing/shells';

const meta = {
  title: 'Pantallas/Cuenta/ForgotPasswordPage',
  component: ForgotPasswordPage,
  parameters: { router: { shell: publicShell, route: '/reset-password' } },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

async function send(canvas: Canvas, email: string) {
  if (email) await userEvent.type(canvas.getByLabelText(/Correo electrónico/), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Recuperar contraseña' }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Recuperar contraseña' })).toBeVisible();
  },
};

export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvas, '');
    await expect(await canvas.findByText('Campo obligatorio')).toBeVisible();
    await expectToast('Por favor, ingresa un correo electrónico válido.');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvas, 'sin-arroba');
    await expect(await canvas.findByText('El email tiene que ser válido')).toBeVisible();
    await expectToast('Por favor, ingresa un correo electrónico válido.');
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { auth: [http.put('/api/users/forgot-password', () => delay('infinite'))] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvas, KNOWN_EMAIL);
    await expect(await canvas.findByRole('button', { name: /Recuperar contraseña/ })).toBeDisabled();
  },
};

export const UnknownEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvas, 'nadie@forja.com');
    await expectToast('Este correo electrónico no está registrado. Por favor, verifica el correo o regístrate.');
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [http.put('/api/users/forgot-password', () => HttpResponse.json({ message: 'x' }, { status: 500 }))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvas, KNOWN_EMAIL);
    await expectToast('Hubo un error al intentar enviar el enlace de recuperación.');
  },
};

/** The call carries no Authorization header; success is told in Spanish, on the page. */
export const Success: Story = {
  parameters: {
    session: 'signed-in',
    msw: {
      handlers: {
        auth: [
          http.put('/api/users/forgot-password', async ({ request }) => {
            const body = (await request.json()) as { email?: string };
            if (request.headers.has('authorization') || body.email !== KNOWN_EMAIL) {
              return HttpResponse.json({ message: 'Unexpected request' }, { status: 400 });
            }
            return HttpResponse.json({ message: 'Password reset email sent' });
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvas, KNOWN_EMAIL);
    const text =
      'Te hemos enviado un correo con el enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.';
    await expect(await canvas.findByText(text)).toBeVisible();
  },
};
