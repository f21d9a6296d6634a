import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GOOD_PASSWORD, TAKEN_EMAIL } from '../../../testing/handlers/auth';
import { onMobile } from '../../../testing/stories';
import { expectToast } from '../../../testing/toasts';
import { RegisterPage } from './register-page';
import { publicShell } from '../../../testing/shells';

const meta = {
  title: 'Pantallas/Cuenta/RegisterPage',
  component: RegisterPage,
  args: { now: new Date('2026-06-01T10:00:00') },
  parameters: { router: { shell: publicShell, route: '/register' } },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const VALID = {
  nombre: 'Lucía',
  apellidos: 'García',
  email: 'lucia.garcia@forja.com',
  password: GOOD_PASSWORD,
  confirm: GOOD_PASSWORD,
  peso: '62.5',
  altura: '168',
  year: '1990',
  terms: true,
};

const field = (canvas: Canvas, label: RegExp) => canvas.getByLabelText(label);

/** Fills every field with valid values (any of them replaced by `overrides`). */
async function fillForm(canvas: Canvas, overrides: Partial<typeof VALID> = {}) {
  const v = { ...VALID, ...overrides };
  await userEvent.type(field(canvas, /^Nombre/), v.nombre);
  await userEvent.type(field(canvas, /^Apellidos/), v.apellidos);
  await userEvent.type(field(canvas, /^Correo electrónico/), v.email);
  await userEvent.type(field(canvas, /^Contraseña/), v.password);
  await userEvent.type(field(canvas, /^Confirmar Contraseña/), v.confirm);
  await userEvent.selectOptions(field(canvas, /^Sexo/), 'Mujer');
  await canvas.findByRole('option', { name: 'Tonificación' });
  await userEvent.selectOptions(field(canvas, /^Objetivo/), 'Tonificación');
  await userEvent.selectOptions(field(canvas, /^Día/), '7');
  await userEvent.selectOptions(field(canvas, /^Mes/), 'Marzo');
  await userEvent.selectOptions(field(canvas, /^Año/), v.year);
  await userEvent.type(field(canvas, /^Peso/), v.peso);
  await userEvent.type(field(canvas, /^Altura/), v.altura);
  if (v.terms) await userEvent.click(termsBox(canvas));
}

/** The Terms and privacy policy box, by its accessible name. */
const termsBox = (canvas: Canvas) =>
  canvas.getByRole('checkbox', { name: /^Acepto los Términos y la Política de privacidad/ });
const guardianBox = (canvas: Canvas) =>
  canvas.queryByRole('checkbox', { name: /^Tengo el consentimiento de mi madre, padre o tutor legal/ });

/** `POST users/register` answering 201 to the body `ok` expects, 400 (naming the body) to any other. */
const registerAnswering = (ok: (body: Record<string, unknown>, request: Request) => boolean) =>
  http.post('/api/users/register', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    return ok(body, request)
      ? HttpResponse.json({ id: 9 }, { status: 201 })
      : HttpResponse.json({ message: `Unexpected ${JSON.stringify(body)}` }, { status: 400 });
  });

const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Registrarse' }));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
    await expect(await canvas.findByRole('option', { name: 'Hipertrofia' })).toBeInTheDocument();
    const sexo = field(canvas, /^Sexo/);
    await expect(
      within(sexo)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Selecciona…', 'Hombre', 'Mujer', 'Otro/NSNC']);
    const months = within(field(canvas, /^Mes/)).getAllByRole('option');
    await expect(months.at(1)).toHaveValue('01');
    await expect(months.at(1)).toHaveTextContent('Enero');
    await expect(months.at(-1)).toHaveTextContent('Diciembre');
    const days = within(field(canvas, /^Día/)).getAllByRole('option');
    await expect(days).toHaveLength(32);
    const years = within(field(canvas, /^Año/)).getAllByRole('option');
    await expect(years.at(1)).toHaveValue('2026');
    await expect(years.at(-1)).toHaveValue('1926');
    // The birth date is marked required like the other fields.
    const birth = canvas.getByRole('group', { name: 'Fecha de Nacimiento' });
    await expect(birth.querySelector('legend')).toHaveTextContent(/^Fecha de Nacimiento\*$/);
    // No message before anything is edited.
    await expect(canvas.queryByText('Campo obligatorio')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Registrarse' })).toBeVisible();
    await expect(field(canvas, /^Año/)).toBeVisible();
  },
};

/** Every field valid: no message, both password toggles work. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas);
    for (const button of canvas.getAllByRole('button', { name: 'Mostrar contraseña' })) await userEvent.click(button);
    await expect(field(canvas, /^Contraseña/)).toHaveAttribute('type', 'text');
    await expect(field(canvas, /^Confirmar Contraseña/)).toHaveAttribute('type', 'text');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  },
};

/** Submitting an empty form shows every message and the summary. */
export const SubmittedEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvas);
    await expect(await canvas.findByText('Por favor, complete los campos en blanco.')).toBeVisible();
    // nombre, apellidos, email, password, confirm_password, peso, altura
    await expect(canvas.getAllByText('Campo obligatorio')).toHaveLength(7);
    // sexo, objetivo and the date (one message for the three selects)
    await expect(canvas.getAllByText('Por favor selecciona una opción')).toHaveLength(5);
    // The Terms and privacy policy must be accepted.
    await expect(
      canvas.getByText('Debes aceptar los Términos y la Política de privacidad para crear la cuenta'),
    ).toBeVisible();
  },
};

/**
 * Nothing blank, something wrong: SPEC's "complete los campos en blanco" is not said; the summary
 * names the field and its own message.
 */
export const InvalidNotBlank: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas, { peso: 'ochenta' });
    await submit(canvas);
    const summary = await canvas.findByText('Revisa estos campos:');
    await expect(summary).toBeVisible();
    await expect(canvas.getByText('Peso (kg): Solo campo numérico')).toBeVisible();
    await expect(canvas.queryByText('Por favor, complete los campos en blanco.')).toBeNull();
  },
};

export const InvalidNotBlankOnMobile: Story = { ...InvalidNotBlank, ...onMobile };

/** "82,5" with a decimal comma and a plus address: accepted, sent as 82.5 and as typed. */
export const DecimalCommaAndPlusAddress: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          registerAnswering(
            (body) => body.peso === 82.5 && body.altura === 168.5 && body.email === 'nombre+gym@dominio.es',
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas, { peso: '82,5', altura: '168,5', email: 'nombre+gym@dominio.es' });
    await expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    await submit(canvas);
    await expectToast('Registro exitoso. Revisa tu correo para verificar tu cuenta.');
    // Ends where the screen goes 1.5 s later (§9), not on whichever side of it the shot fell.
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/login');
  },
};

export const DecimalCommaAndPlusAddressOnMobile: Story = { ...DecimalCommaAndPlusAddress, ...onMobile };

/** Messages appear as soon as a field is edited, before any submit. */
export const EditedInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvas, /^Nombre/), 'Al');
    await userEvent.type(field(canvas, /^Apellidos/), 'G');
    await userEvent.type(field(canvas, /^Correo electrónico/), 'lucia@correo');
    await userEvent.type(field(canvas, /^Contraseña/), 'abc');
    await userEvent.type(field(canvas, /^Peso/), '62,1234');
    await userEvent.type(field(canvas, /^Altura/), '168.555');
    await expect(await canvas.findByText('Debe tener al menos 3 caracteres')).toBeVisible();
    await expect(canvas.getByText('Debe tener al menos 2 caracteres')).toBeVisible();
    await expect(canvas.getByText('El email tiene que ser válido')).toBeVisible();
    await expect(canvas.getByText('Mínimo 8 caracteres')).toBeVisible();
    await expect(canvas.getAllByText('Solo campo numérico')).toHaveLength(2);
    // Untouched fields stay quiet.
    await expect(canvas.queryByText('Campo obligatorio')).toBeNull();
    await expect(canvas.queryByText('Por favor, complete los campos en blanco.')).toBeNull();
  },
};

export const PasswordRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvas, /^Contraseña/), 'sinmayusculas1!');
    await expect(
      await canvas.findByText(
        'La contraseña debe tener por lo menos 1 mayuscula, minuscula, número y caracter especial',
      ),
    ).toBeVisible();
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvas, /^Contraseña/), GOOD_PASSWORD);
    await userEvent.type(field(canvas, /^Confirmar Contraseña/), 'Forja.2025?');
    await expect(await canvas.findByText('Las contraseñas no coinciden.')).toBeVisible();
    // Fixing the first password clears it too.
    await userEvent.clear(field(canvas, /^Contraseña/));
    await userEvent.type(field(canvas, /^Contraseña/), 'Forja.2025?');
    await waitFor(() => expect(canvas.queryByText('Las contraseñas no coinciden.')).toBeNull());
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { auth: [http.post('/api/users/register', () => delay('infinite'))] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas);
    await submit(canvas);
    await expect(await canvas.findByRole('button', { name: /Registrarse/ })).toBeDisabled();
  },
};

export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas, { email: TAKEN_EMAIL });
    await submit(canvas);
    await expectToast('Este correo ya está registrado.');
  },
};

export const PasswordRejected: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          http.post('/api/users/register', () =>
            HttpResponse.json({ message: 'Password does not meet the rules' }, { status: 400 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas);
    await submit(canvas);
    await expectToast('La contraseña no cumple con los requisitos de seguridad.');
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [http.post('/api/users/register', () => HttpResponse.json({ message: 'Boom' }, { status: 500 }))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas);
    await submit(canvas);
    await expectToast('Error en el registro. Intenta de nuevo.');
  },
};

/** Goals cannot load: the select stays empty and nothing is shown (console only). */
export const GoalsError: Story = {
  parameters: {
    msw: {
      handlers: { reference: [http.get('/api/goals', () => HttpResponse.json({ message: 'x' }, { status: 500 }))] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(within(field(canvas, /^Objetivo/)).getAllByRole('option')).toHaveLength(1);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Sends the payload of docs/PRODUCT.md §3, toasts, empties the form and opens /login after 1.5 s. */
export const Success: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          registerAnswering((body, request) => {
            const expected = {
              nombre: 'Lucía',
              apellidos: 'García',
              email: 'lucia.garcia@forja.com',
              password: GOOD_PASSWORD,
              fecha_nacimiento: '1990-03-07',
              sexo: 2,
              peso: 62.5,
              altura: 168,
              objetivo_id: 2,
            };
            return JSON.stringify(body) === JSON.stringify(expected) && !request.headers.has('authorization');
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas);
    await submit(canvas);
    await expectToast('Registro exitoso. Revisa tu correo para verificar tu cuenta.');
    await expect(field(canvas, /^Nombre/)).toHaveValue('');
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/login');
  },
};

/** The box links to the legal pages (a new tab, the form stays) and starts unticked. */
export const TermsBox: Story = {
  play: async ({ canvasElement }) => {
    // The form's links, not the site footer's.
    const canvas = within(within(canvasElement).getByRole('main'));
    await expect(termsBox(canvas)).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Términos' })).toHaveAttribute('href', '/terminos');
    await expect(canvas.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/privacidad');
    await expect(canvas.getByRole('link', { name: 'Términos' })).toHaveAttribute('target', '_blank');
    // An adult sees no guardian box.
    await expect(guardianBox(canvas)).toBeNull();
  },
};

/** Everything valid but the Terms unticked: its message, the summary, and no call. */
export const TermsUnticked: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [http.post('/api/users/register', () => HttpResponse.json({ message: 'Called' }, { status: 500 }))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas, { terms: false });
    await submit(canvas);
    await expect(
      await canvas.findByText('Debes aceptar los Términos y la Política de privacidad para crear la cuenta'),
    ).toBeVisible();
    await expect(canvas.getByText('Por favor, complete los campos en blanco.')).toBeVisible();
    await expect(termsBox(canvas)).toHaveAttribute('aria-invalid', 'true');
    // Ticking it clears the message.
    await userEvent.click(termsBox(canvas));
    await waitFor(() =>
      expect(
        canvas.queryByText('Debes aceptar los Términos y la Política de privacidad para crear la cuenta'),
      ).toBeNull(),
    );
  },
};

/**
 * Born 2 June 2008, 17 on 1 June 2026 (the story's date): the Terms ask for a guardian's consent, a
 * required box; ticked, the form is sent (without either tick: the API is unchanged).
 */
export const UnderEighteen: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          http.post('/api/users/register', async ({ request }) => {
            const body = (await request.json()) as Record<string, unknown>;
            if ('terms' in body || 'guardian' in body || body.fecha_nacimiento !== '2008-06-02') {
              return HttpResponse.json({ message: `Unexpected ${JSON.stringify(body)}` }, { status: 400 });
            }
            return HttpResponse.json({ id: 9 }, { status: 201 });
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas, { year: '2008' });
    await expect(guardianBox(canvas)).toBeNull();
    await userEvent.selectOptions(field(canvas, /^Día/), '2');
    await userEvent.selectOptions(field(canvas, /^Mes/), 'Junio');
    const guardian = await waitFor(() => {
      const box = guardianBox(canvas);
      if (!box) throw new Error('no guardian box yet');
      return box;
    });
    await expect(canvas.getByText(/Tienes menos de 18 años/)).toBeVisible();
    await submit(canvas);
    await expect(
      await canvas.findByText(
        'Si tienes menos de 18 años, necesitas el consentimiento de tu madre, padre o tutor legal',
      ),
    ).toBeVisible();
    await userEvent.click(guardian);
    await submit(canvas);
    await expectToast('Registro exitoso. Revisa tu correo para verificar tu cuenta.');
    // The story ends where the user lands, not during the wait before the login screen.
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/login');
  },
};

/** 18 today (born 1 June 2008): no guardian box. */
export const EighteenToday: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(field(canvas, /^Día/), '1');
    await userEvent.selectOptions(field(canvas, /^Mes/), 'Junio');
    await userEvent.selectOptions(field(canvas, /^Año/), '2008');
    await expect(guardianBox(canvas)).toBeNull();
  },
};

/**
 * The e-mail was registered and never verified: the server answers 200 (not 201), has replaced the
 * link, and the toast says the previous one no longer works.
 */
export const RegisteredAgainUnverified: Story = {
  parameters: {
    msw: {
      handlers: { auth: [http.post('/api/users/register', () => HttpResponse.json({ id: 9 }, { status: 200 }))] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas);
    await submit(canvas);
    await expectToast('Te hemos enviado un nuevo enlace de verificación; el anterior ya no funciona.');
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/login');
  },
};
