import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { routes } from '../../src/app/routes';
import { GOOD_PASSWORD, KNOWN_EMAIL } from '../../src/testing/handlers/auth';
import { body as screen } from '../../src/testing/dialog-plays';

/**
 * Whole journeys through the real route table (layouts, guards, lazy screens), with the network
 * answered by the shared MSW handlers.
 */
const meta = {
  title: 'Flujos/Cuenta',
  // The whole app's routes, its layouts and guards (.storybook/decorators.tsx `app`).
  parameters: { router: { route: '/home', app: () => routes } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Landing → "Registrarse" → register → success → login → dashboard → "Cerrar Sesión". */
export const RegisterLoginDashboard: Story = {
  play: async () => {
    const page = screen();
    await userEvent.click(await page.findByRole('link', { name: 'Empezar ahora' }));
    await expect(await page.findByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();

    await userEvent.type(page.getByLabelText(/^Nombre/), 'Lucía');
    await userEvent.type(page.getByLabelText(/^Apellidos/), 'Pérez');
    await userEvent.type(page.getByLabelText(/^Correo electrónico/), KNOWN_EMAIL);
    await userEvent.type(page.getByLabelText(/^Contraseña/), GOOD_PASSWORD);
    await userEvent.type(page.getByLabelText(/^Confirmar Contraseña/), GOOD_PASSWORD);
    await userEvent.selectOptions(page.getByLabelText(/^Sexo/), 'Mujer');
    await waitFor(() => expect(page.getByRole('option', { name: 'Hipertrofia' })).toBeInTheDocument());
    await userEvent.selectOptions(page.getByLabelText(/^Objetivo/), 'Hipertrofia');
    await userEvent.selectOptions(page.getByLabelText(/^Día/), '17');
    await userEvent.selectOptions(page.getByLabelText(/^Mes/), 'Mayo');
    await userEvent.selectOptions(page.getByLabelText(/^Año/), '1990');
    await userEvent.type(page.getByLabelText(/^Peso/), '62.5');
    await userEvent.type(page.getByLabelText(/^Altura/), '168');
    await userEvent.click(page.getByRole('checkbox', { name: /^Acepto los Términos y la Política de privacidad/ }));
    await userEvent.click(page.getByRole('button', { name: 'Registrarse' }));

    await expect(
      await page.findByText('Registro exitoso. Revisa tu correo para verificar tu cuenta.'),
    ).toBeInTheDocument();
    await expect(await page.findByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();

    await userEvent.type(page.getByLabelText(/^Correo electrónico/), KNOWN_EMAIL);
    await userEvent.type(page.getByLabelText(/^Contraseña/), GOOD_PASSWORD);
    await userEvent.click(page.getByRole('button', { name: 'Iniciar Sesión' }));

    await expect(
      await page.findByRole('heading', { level: 1, name: 'Mis Rutinas' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(localStorage.getItem('token')).toBe('token-de-prueba');

    await userEvent.click(page.getAllByRole('button', { name: 'Cerrar Sesión' })[0]!);
    await expect(await page.findByRole('link', { name: 'Empezar ahora' })).toBeVisible();
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

/** Without a token the dashboard sends the visitor to the login screen. */
export const GuardRedirectsToLogin: Story = {
  parameters: { router: { route: '/dashboard/profile', app: () => routes } },
  play: async () => {
    await expect(await screen().findByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();
  },
};
