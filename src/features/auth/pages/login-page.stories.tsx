import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { expectToast } from '../../../testing/toasts';
import { RESEND_MESSAGE } from '../../../testing/handlers/account-links';
import { GOOD_PASSWORD, KNOWN_EMAIL, UNVERIFIED_EMAIL } from '../../../testing/handlers/auth';
import { interactionOnly, onMobile } from '../../../testing/stories';
import { LoginPage } from './login-page';
import { publicShell } from '../../../testing/shells';

const meta = {
  title: 'Pantallas/Cuenta/LoginPage',
  component: LoginPage,
  parameters: { router: { shell: publicShell, route: '/login' } },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function fill(canvas: Canvas, email: string, password: string) {
  await userEvent.type(canvas.getByLabelText(/Correo electrónico/), email);
  await userEvent.type(canvas.getByLabelText(/^Contraseña/), password);
}

const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Iniciar Sesión' }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '¿Has olvidado la contraseña?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    await expect(canvas.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
    await expect(canvas.getByLabelText(/^Contraseña/)).toHaveAttribute('type', 'password');
  },
};

/** Landed here from the link of the verification e-mail (GET users/verify-email/{token}): it worked. */
export const Verified: Story = {
  parameters: { router: { route: '/login?verificacion=ok' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent('¡Correo verificado!');
    await expect(notice).toHaveTextContent('Tu cuenta ya está activa. Ya puedes iniciar sesión.');
    // The screen is the login screen all the same.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Iniciar Sesión' })).toBeEnabled();
  },
};

/** The link was used already, expired or unknown: said so, with a form to ask for a new one. */
export const VerificationLinkInvalid: Story = {
  parameters: { router: { route: '/login?verificacion=invalida' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent('Enlace no válido o caducado');
    const resend = canvas.getByRole('region', { name: '¿No te ha llegado el enlace o ha caducado?' });
    await userEvent.type(within(resend).getByLabelText(/^Correo electrónico/), 'nombre+gym@dominio.es');
    await userEvent.click(within(resend).getByRole('button', { name: 'Reenviar enlace de verificación' }));
    await expect(await within(resend).findByRole('status')).toHaveTextContent(/te hemos enviado un enlace nuevo/);
  },
};

export const VerificationLinkInvalidOnMobile: Story = { ...VerificationLinkInvalid, ...onMobile };

export const VerificationParameterUnknown: Story = {
  parameters: { router: { route: '/login?verificacion=%3Cscript%3E' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
  },
};

/** Typed values; the eye button shows and hides the password. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, KNOWN_EMAIL, GOOD_PASSWORD);
    const password = canvas.getByLabelText(/^Contraseña/);
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar contraseña' }));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue(GOOD_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar contraseña' }));
    await expect(password).toHaveAttribute('type', 'password');
  },
};

export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvas);
    await expect(await canvas.findAllByText('Campo obligatorio')).toHaveLength(2);
    await expect(canvas.getByLabelText(/Correo electrónico/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { auth: [http.post('/api/users/login', () => delay('infinite'))] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, KNOWN_EMAIL, GOOD_PASSWORD);
    await submit(canvas);
    await expect(await canvas.findByRole('button', { name: /Iniciar Sesión/ })).toBeDisabled();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, KNOWN_EMAIL, 'Incorrecta#1');
    await submit(canvas);
    await expectToast('Error al iniciar sesión');
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [http.post('/api/users/login', () => HttpResponse.json({ message: 'Boom' }, { status: 500 }))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, KNOWN_EMAIL, GOOD_PASSWORD);
    await submit(canvas);
    await expectToast('Error al iniciar sesión');
  },
};

/**
 * A registered but unverified account: the same toast, and on the screen the hint with
 * "Reenviar enlace de verificación", which asks for a new link for the address typed.
 */
export const Unverified: Story = {
  parameters: {
    msw: {
      handlers: {
        accountLinks: [
          http.post('/api/users/resend-verification', async ({ request }) => {
            const body = await request.json();
            return JSON.stringify(body) === JSON.stringify({ email: UNVERIFIED_EMAIL })
              ? HttpResponse.json({ message: RESEND_MESSAGE })
              : HttpResponse.json({ message: `Unexpected ${JSON.stringify(body)}` }, { status: 400 });
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, UNVERIFIED_EMAIL, GOOD_PASSWORD);
    await submit(canvas);
    await expectToast('Error al iniciar sesión');
    await expect(await canvas.findByText(/Tu cuenta aún no está verificada/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar enlace de verificación' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(/te hemos enviado un enlace nuevo/);
    await expect(canvas.queryByRole('button', { name: 'Reenviar enlace de verificación' })).toBeNull();
  },
};

export const UnverifiedOnMobile: Story = { ...Unverified, ...onMobile };

/** Too many requests for new links: said so, the button stays to try later. */
export const UnverifiedResendTooMany: Story = {
  parameters: {
    msw: {
      handlers: {
        accountLinks: [
          http.post('/api/users/resend-verification', () =>
            HttpResponse.json({ message: 'Too many requests' }, { status: 429 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, UNVERIFIED_EMAIL, GOOD_PASSWORD);
    await submit(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reenviar enlace de verificación' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Has pedido demasiados enlaces seguidos.');
    await expect(canvas.getByRole('button', { name: 'Reenviar enlace de verificación' })).toBeEnabled();
  },
};

/** A 429 (too many attempts, or the server busy with a flood): the toast says to wait. */
export const TooManyAttempts: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          http.post('/api/users/login', () =>
            HttpResponse.json(
              { message: 'Too many attempts, try again in 30 seconds', code: 'RATE_LIMITED' },
              { status: 429, headers: { 'retry-after': '30' } },
            ),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, KNOWN_EMAIL, GOOD_PASSWORD);
    await submit(canvas);
    await expectToast('Error al iniciar sesión');
    await expectToast(/Demasiados intentos seguidos/);
  },
};

/** The right address and password: the token is stored and the dashboard opens. */
export const Success: Story = {
  tags: ['interaction'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, KNOWN_EMAIL, GOOD_PASSWORD);
    await submit(canvas);
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/dashboard');
    await expect(localStorage.getItem('token')).toBe('token-de-prueba');
  },
};
