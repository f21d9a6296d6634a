import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { GOOD_PASSWORD, VALID_RESET_TOKEN } from '../../../testing/handlers/auth';
import { interactionOnly, onMobile } from '../../../testing/stories';
import { expectToast } from '../../../testing/toasts';
import { ResetPasswordPage } from './reset-password-page';
import { publicShell } from '../../../testing/shells';

const meta = {
  title: 'Pantallas/Cuenta/ResetPasswordPage',
  component: ResetPasswordPage,
  parameters: {
    router: {
      shell: publicShell,
      route: `/password-reset-request/${VALID_RESET_TOKEN}`,
      path: '/password-reset-request/:token',
    },
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

async function fill(canvas: Canvas, password: string, repeat: string) {
  // The form shows once the server said the link works.
  if (password) await userEvent.type(await canvas.findByLabelText(/^Nueva contraseña/), password);
  if (repeat) await userEvent.type(await canvas.findByLabelText(/^Repetir contraseña/), repeat);
}
const submit = async (canvas: Canvas) =>
  userEvent.click(await canvas.findByRole('button', { name: 'Confirmar contraseña' }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nueva contraseña' })).toBeVisible();
    await expect(await canvas.findByLabelText(/^Nueva contraseña/)).toHaveAttribute('type', 'password');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Confirmar contraseña' })).toBeVisible();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, GOOD_PASSWORD, GOOD_PASSWORD);
    const [first, second] = canvas.getAllByRole('button', { name: 'Mostrar contraseña' });
    await userEvent.click(first!);
    await userEvent.click(second!);
    await expect(canvas.getByLabelText(/^Nueva contraseña/)).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText(/^Repetir contraseña/)).toHaveValue(GOOD_PASSWORD);
  },
};

/** Both typed but too short: the field's own message, not SPEC's "blank fields" one. */
export const InvalidNotBlank: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Ab1#', 'Ab1#');
    await submit(canvas);
    await expectToast('La contraseña tiene que tener al menos 8 caracteres');
    await expect(within(document.body).queryByText('Por favor, complete los campos en blanco.')).toBeNull();
  },
};

export const InvalidNotBlankOnMobile: Story = { ...InvalidNotBlank, ...onMobile };

export const Incomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvas);
    await expect(await canvas.findAllByText('Campo obligatorio')).toHaveLength(2);
    await expectToast('Por favor, complete los campos en blanco.');
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Ab1#', '');
    await expect(await canvas.findByText('La contraseña tiene que tener al menos 8 caracteres')).toBeVisible();
  },
};

export const Rules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'todominuscula', '');
    await expect(
      await canvas.findByText(
        'La contraseña debe tener por lo menos 1 mayuscula, minuscula, número y caracter especial',
      ),
    ).toBeVisible();
  },
};

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, GOOD_PASSWORD, 'Forja.2026!');
    await expect(await canvas.findByText('Las contraseñas NO coinciden.')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { auth: [http.put('/api/users/reset-password', () => delay('infinite'))] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, GOOD_PASSWORD, GOOD_PASSWORD);
    await submit(canvas);
    await expect(await canvas.findByRole('button', { name: /Confirmar contraseña/ })).toBeDisabled();
  },
};

/** The link worked as the screen opened, then was used elsewhere: the reset's 403 ends on the missing link's card. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          http.put('/api/users/reset-password', () =>
            HttpResponse.json({ message: 'Invalid or expired reset token' }, { status: 403 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, GOOD_PASSWORD, GOOD_PASSWORD);
    await submit(canvas);
    await expectToast('Hubo un error al intentar restablecer la contraseña.');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Enlace no válido' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    await expect(canvas.queryByLabelText(/^Nueva contraseña/)).toBeNull();
  },
};

/** Any other failure (500) keeps the form, to try again. */
export const ServerFailure: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [http.put('/api/users/reset-password', () => HttpResponse.json({ message: 'boom' }, { status: 500 }))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, GOOD_PASSWORD, GOOD_PASSWORD);
    await submit(canvas);
    await expectToast('Hubo un error al intentar restablecer la contraseña.');
    await expect(canvas.getByRole('button', { name: 'Confirmar contraseña' })).toBeVisible();
  },
};

/** Header reset-token, body { password }, no Authorization; toast, then /login after 1 s. */
export const Success: Story = {
  parameters: {
    session: 'signed-in',
    msw: {
      handlers: {
        auth: [
          http.put('/api/users/reset-password', async ({ request }) => {
            const body = await request.json();
            const ok =
              request.headers.get('reset-token') === VALID_RESET_TOKEN &&
              !request.headers.has('authorization') &&
              JSON.stringify(body) === JSON.stringify({ password: GOOD_PASSWORD });
            return ok
              ? HttpResponse.json({ message: 'Password updated' })
              : HttpResponse.json({ message: 'Unexpected request' }, { status: 400 });
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, GOOD_PASSWORD, GOOD_PASSWORD);
    await submit(canvas);
    await expectToast('Cambio de Contraseña Realizado!');
    await expect(await canvas.findByTestId('location', {}, { timeout: 3000 })).toHaveTextContent('/login');
  },
};

/** /password-reset-request without a token explains it and links to a new request. */
export const MissingToken: Story = {
  parameters: { router: { route: '/password-reset-request', path: '/password-reset-request' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Enlace no válido' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  },
};

/** From there, "Pedir un enlace nuevo" opens the request form. */
export const MissingTokenNewLink: Story = {
  tags: ['interaction'],
  parameters: { ...MissingToken.parameters, ...interactionOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Pedir un enlace nuevo' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/reset-password');
  },
};

/** A used, expired or unknown link: "Enlace no válido" as the screen opens, before any typing. */
export const UsedLink: Story = {
  parameters: { router: { route: '/password-reset-request/caducado', path: '/password-reset-request/:token' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Enlace no válido' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    await expect(canvas.queryByLabelText(/^Nueva contraseña/)).toBeNull();
  },
};

export const UsedLinkOnMobile: Story = { ...UsedLink, ...onMobile };

/** While the server is asked whether the link works: a status, no form yet. */
export const CheckingLink: Story = {
  parameters: {
    msw: { handlers: { accountLinks: [http.get('/api/users/reset-password', () => delay('infinite'))] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Comprobando el enlace…');
    await expect(canvas.queryByLabelText(/^Nueva contraseña/)).toBeNull();
  },
};

export const CheckingLinkOnMobile: Story = { ...CheckingLink, ...onMobile };
