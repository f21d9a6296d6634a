import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { VALID_VERIFY_TOKEN } from '../../../testing/handlers/auth';
import { interactionOnly, onMobile } from '../../../testing/stories';
import { VerifyEmailPage } from './verify-email-page';
import { publicShell } from '../../../testing/shells';

const meta = {
  title: 'Pantallas/Cuenta/VerifyEmailPage',
  component: VerifyEmailPage,
  parameters: { router: { shell: publicShell, route: `/verificar/${VALID_VERIFY_TOKEN}`, path: '/verificar/:token' } },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof VerifyEmailPage>;

export default meta;

/** The page's own links, not the site header's. */
const inMain = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
type Story = StoryObj<typeof meta>;

export const Verifying: Story = {
  parameters: { msw: { handlers: { auth: [http.post('/api/users/verify-email', () => delay('infinite'))] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Estamos verificando tu correo…')).toBeVisible();
  },
};

export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = inMain(canvasElement);
    await expect(await canvas.findByText('¡Correo verificado!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
  },
};

/** Verified, "Iniciar Sesión" opens the login. */
export const VerifiedSignIn: Story = {
  tags: ['interaction'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const canvas = inMain(canvasElement);
    await expect(await canvas.findByText('¡Correo verificado!')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Iniciar Sesión' }));
    // The login is outside this story's routes: the router's location line stands in for it.
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent('/login');
  },
};

export const VerifiedMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(await inMain(canvasElement).findByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
  },
};

export const Invalid: Story = {
  parameters: { router: { route: '/verificar/caducado', path: '/verificar/:token' } },
  play: async ({ canvasElement }) => {
    const canvas = inMain(canvasElement);
    await expect(await canvas.findByText('Enlace no válido o caducado')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
  },
};

/** From the failed link, a new one: the address and "Reenviar enlace de verificación". */
export const InvalidResend: Story = {
  ...Invalid,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByLabelText(/^Correo electrónico/);
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar enlace de verificación' }));
    await expect(await canvas.findByText('Campo obligatorio')).toBeVisible();
    await userEvent.type(email, 'nombre+gym@dominio.es');
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar enlace de verificación' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(/te hemos enviado un enlace nuevo/);
  },
};

export const InvalidOnMobile: Story = { ...InvalidResend, ...onMobile };
