import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, E2E_PASSWORD, uniqueEmail, VERIFY_LINK, verificationToken } from './support/accounts';
import { waitForMail } from './support/mailbox';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/^Correo electrónico/).fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

/** Fills the registration form with valid data, ticks the Terms as a user would, and submits it. */
async function fillRegisterForm(page: Page, email: string, peso = '58.5') {
  await page.getByLabel(/^Nombre/).fill('Marta');
  await page.getByLabel(/^Apellidos/).fill('Ruiz Prieto');
  await page.getByLabel(/^Correo electrónico/).fill(email);
  await page.getByLabel(/^Contraseña/).fill(E2E_PASSWORD);
  await page.getByLabel(/^Confirmar Contraseña/).fill(E2E_PASSWORD);
  await page.getByLabel(/^Sexo/).selectOption({ label: 'Mujer' });
  // Goals come from the real server (GET /api/goals).
  await expect(page.getByLabel(/^Objetivo/).locator('option', { hasText: 'Hipertrofia' })).toBeAttached();
  await page.getByLabel(/^Objetivo/).selectOption({ label: 'Hipertrofia' });
  await page.getByLabel(/^Día/).selectOption('4');
  await page.getByLabel(/^Mes/).selectOption({ label: 'Septiembre' });
  await page.getByLabel(/^Año/).selectOption('1992');
  await page.getByLabel(/^Peso/).fill(peso);
  await page.getByLabel(/^Altura/).fill('165');
  // The Terms and privacy policy are accepted with a tick, as a user would: a click on
  // the box at the start of its label (the rest of the label holds the links to the legal pages).
  const terms = page.getByRole('checkbox', { name: /^Acepto los Términos y la Política de privacidad/ });
  await page
    .locator('label')
    .filter({ has: terms })
    .click({ position: { x: 8, y: 10 } });
  await expect(terms).toBeChecked();
  await page.getByRole('button', { name: 'Registrarse' }).click();
}

test('register -> verification mail -> follow the link -> login -> dashboard -> logout', async ({ page, request }) => {
  const email = uniqueEmail('registro');

  await page.goto('/home');
  await page.getByRole('link', { name: 'Empezar ahora' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();

  await fillRegisterForm(page, email);

  await expect(page.getByText('Registro exitoso. Revisa tu correo para verificar tu cuenta.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // Not verified yet: the login fails with the hint.
  await logIn(page, email, E2E_PASSWORD);
  await expect(page.getByText('Error al iniciar sesión')).toBeVisible();
  await expect(page.getByText(/Tu cuenta aún no está verificada/)).toBeVisible();

  const mail = await waitForMail(email, /confirma tu correo/i);
  const link = mail.links.find((l) => VERIFY_LINK.test(l));
  expect(link, mail.text).toBeTruthy();
  // A plain navigation, as from any mail client: the server verifies and sends the browser to
  // the login screen, which says so without any interaction.
  await page.goto(link!);
  await expect(page).toHaveURL(/\/login\?verificacion=ok$/);
  await expect(page.getByRole('status').filter({ hasText: '¡Correo verificado!' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();

  // The link is single-use.
  await page.goto(link!);
  await expect(page).toHaveURL(/\/login\?verificacion=invalida$/);
  await expect(page.getByText('Enlace no válido o caducado')).toBeVisible();

  await logIn(page, email, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  expect((await request.get('/api/users', { headers: { authorization: token! } })).status()).toBe(200);

  await page.getByRole('button', { name: 'Cerrar Sesión' }).first().click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The server ended the session too: the old token is refused from now on.
  const after = await request.get('/api/users', { headers: { authorization: token! } });
  expect(after.status()).toBe(401);
  expect(((await after.json()) as { message: string }).message).toBe('Invalid token');
  await page.goto('/dashboard/overview');
  await expect(page).toHaveURL(/\/login$/);
});

test('registering again with an unverified address says a new link was sent', async ({ page, request }) => {
  const email = uniqueEmail('otravez');
  const first = await request.post('/api/users/register', {
    data: {
      nombre: 'Marta',
      apellidos: 'Primer Intento',
      email,
      password: E2E_PASSWORD,
      fecha_nacimiento: '1992-09-04',
      sexo: 2,
      peso: 58.5,
      altura: 165,
      objetivo_id: 1,
    },
  });
  expect(first.status(), await first.text()).toBe(201);
  await page.goto('/register');
  await fillRegisterForm(page, email);
  await expect(
    page.getByText('Te hemos enviado un nuevo enlace de verificación; el anterior ya no funciona.'),
  ).toBeVisible();
  await expect(page.getByText('Registro exitoso. Revisa tu correo para verificar tu cuenta.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
});

test('a minor birth date asks for the guardian, also when picked before the app took over', async ({ page }) => {
  // Straight onto the prerendered /register: the first interaction loads the app's code while the
  // date is being picked (the box may show only once the form is sent, with its message).
  await page.goto('/register');
  await page.getByLabel(/^Día/).selectOption('2');
  await page.getByLabel(/^Mes/).selectOption({ label: 'Junio' });
  await page.getByLabel(/^Año/).selectOption(String(new Date().getFullYear() - 12));
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByText(/Tienes menos de 18 años/)).toBeVisible();
  await expect(
    page.getByText('Si tienes menos de 18 años, necesitas el consentimiento de tu madre, padre o tutor legal'),
  ).toBeVisible();
  await expect(
    page.getByText('Debes aceptar los Términos y la Política de privacidad para crear la cuenta'),
  ).toBeVisible();
  // A date of an adult: the box goes.
  await page.getByLabel(/^Año/).selectOption('1990');
  await expect(page.getByText(/Tienes menos de 18 años/)).toHaveCount(0);
});

test('an older /verificar/<token> link (mails sent before the API link) still verifies', async ({ page, request }) => {
  const email = uniqueEmail('antiguo');
  const registered = await request.post('/api/users/register', {
    data: {
      nombre: 'Olga',
      apellidos: 'Enlace Antiguo',
      email,
      password: E2E_PASSWORD,
      fecha_nacimiento: '1988-02-11',
      sexo: 2,
      peso: 60,
      altura: 165,
      objetivo_id: 1,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = verificationToken((await waitForMail(email, /confirma tu correo/i)).links);
  await page.goto(`/verificar/${encodeURIComponent(token)}`);
  await expect(page.getByText('¡Correo verificado!')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
});

test('forgot password -> mail -> reset -> login with the new password', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  const newPassword = 'Nueva.Clave7';

  await page.goto('/login');
  await page.getByRole('link', { name: '¿Has olvidado la contraseña?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel(/^Correo electrónico/).fill(user.email);
  await page.getByRole('button', { name: 'Recuperar contraseña' }).click();
  await expect(page.getByText(/Te hemos enviado un correo con el enlace/)).toBeVisible();

  const mail = await waitForMail(user.email, /restablece/i);
  const link = mail.links.find((l) => l.includes('/password-reset-request/'));
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  await page.getByLabel(/^Nueva contraseña/).fill(newPassword);
  await page.getByLabel(/^Repetir contraseña/).fill(newPassword);
  await page.getByRole('button', { name: 'Confirmar contraseña' }).click();
  await expect(page.getByText('Cambio de Contraseña Realizado!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, user.email, user.password);
  await expect(page.getByText('Error al iniciar sesión')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, user.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard\/overview$/);

  // The used link, opened again, says so as it opens: no form to type into first.
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Enlace no válido' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeVisible();
  await expect(page.getByLabel(/^Nueva contraseña/)).toHaveCount(0);
});

test('"82,5" and a plus address register; an unverified login asks for a new link, which replaces the first', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('nombre+gym');
  await page.goto('/register');
  await fillRegisterForm(page, email, '82,5');
  await expect(page.getByText('Registro exitoso. Revisa tu correo para verificar tu cuenta.')).toBeVisible();
  await expect(page.getByText('Por favor, complete los campos en blanco.')).toHaveCount(0);
  const first = (await waitForMail(email, /confirma tu correo/i)).links.find((l) => VERIFY_LINK.test(l));
  expect(first).toBeTruthy();

  await logIn(page, email, E2E_PASSWORD);
  await expect(page.getByText(/Tu cuenta aún no está verificada/)).toBeVisible();
  await page.getByRole('button', { name: 'Reenviar enlace de verificación' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'te hemos enviado un enlace nuevo' })).toBeVisible();
  const again = await waitForMail(email, /confirma tu correo/i);
  const second = again.links.find((l) => VERIFY_LINK.test(l));
  expect(second, again.text).toBeTruthy();
  expect(second).not.toBe(first);
  expect(again.text).toMatch(/^Hola:/);

  // The first link no longer works; the new one verifies.
  await page.goto(first!);
  await expect(page).toHaveURL(/\/login\?verificacion=invalida$/);
  await page.goto(second!);
  await expect(page).toHaveURL(/\/login\?verificacion=ok$/);

  await logIn(page, email, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const me = await request.get('/api/users', { headers: { authorization: token! } });
  expect(await me.json()).toMatchObject({ email: email.toLowerCase(), peso: 82.5 });
});

test('a failed verification link offers a new one, for any address alike', async ({ page }) => {
  await page.goto('/verificar/enlace-que-no-existe');
  await expect(page.getByText('Enlace no válido o caducado')).toBeVisible();
  const resend = page.getByRole('region', { name: '¿No te ha llegado el enlace o ha caducado?' });
  await resend.getByLabel(/^Correo electrónico/).fill(uniqueEmail('nadie+gym'));
  await resend.getByRole('button', { name: 'Reenviar enlace de verificación' }).click();
  await expect(resend.getByRole('status')).toContainText('te hemos enviado un enlace nuevo');
});

test('a non-blank invalid weight gets its own message, not "complete los campos en blanco"', async ({ page }) => {
  await page.goto('/register');
  await fillRegisterForm(page, uniqueEmail('peso'), 'ochenta');
  await expect(page.getByText('Peso (kg): Solo campo numérico')).toBeVisible();
  await expect(page.getByText('Por favor, complete los campos en blanco.')).toHaveCount(0);
});

test('forgot password for an unknown address says so', async ({ page }) => {
  await page.goto('/reset-password');
  await page.getByLabel(/^Correo electrónico/).fill(uniqueEmail('nadie'));
  await page.getByRole('button', { name: 'Recuperar contraseña' }).click();
  await expect(
    page.getByText('Este correo electrónico no está registrado. Por favor, verifica el correo o regístrate.'),
  ).toBeVisible();
});

test('signIn helper opens the dashboard with a verified user', async ({ page, request }) => {
  const { signIn } = await import('./support/accounts');
  const user = await createVerifiedUser(request, { nombre: 'Helena' });
  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
});
