import { http, HttpResponse } from 'msw';

/** The accounts API (docs/PRODUCT.md §11, `users/*`) as the stories and unit tests see it. */
export const KNOWN_EMAIL = 'lucia@forja.com';
export const UNVERIFIED_EMAIL = 'pendiente@forja.com';
export const GOOD_PASSWORD = 'Forja.2025!';
export const VALID_RESET_TOKEN = 'reset-ok';
export const VALID_VERIFY_TOKEN = 'verify-ok';
export const TAKEN_EMAIL = 'ocupado@forja.com';

interface Credentials {
  email?: string;
  password?: string;
}

export const authHandlers = [
  http.post('/api/users/login', async ({ request }) => {
    const { email, password } = (await request.json()) as Credentials;
    if (email === UNVERIFIED_EMAIL) {
      return HttpResponse.json({ message: 'Email not verified', code: 'EMAIL_NOT_VERIFIED' }, { status: 401 });
    }
    if (email === KNOWN_EMAIL && password === GOOD_PASSWORD) {
      return HttpResponse.json({ message: 'Login successful', token: 'token-de-prueba' });
    }
    return HttpResponse.json({ message: 'Error in email and/or password' }, { status: 401 });
  }),
  http.post('/api/users/logout', ({ request }) =>
    request.headers.get('authorization')
      ? HttpResponse.json({ message: 'Logout successful' })
      : HttpResponse.json({ message: 'Authorization header is required' }, { status: 401 }),
  ),
  http.post('/api/users/register', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    if (body.email === TAKEN_EMAIL) return HttpResponse.json({ message: 'Email already exists' }, { status: 403 });
    return HttpResponse.json(
      {
        id: 1,
        nombre: body.nombre,
        apellidos: body.apellidos,
        email: body.email,
        sexo: body.sexo,
        fecha_nacimiento: '1990-05-17',
        peso: body.peso,
        altura: body.altura,
        imc: 22.14,
        objetivo: 'Adaptación general',
        objetivo_id: body.objetivo_id,
        fecha_alta: '21-11-2026 08:00:00',
      },
      { status: 201 },
    );
  }),
  http.put('/api/users/forgot-password', async ({ request }) => {
    const { email } = (await request.json()) as Credentials;
    if (email !== KNOWN_EMAIL) return HttpResponse.json({ message: 'User not found' }, { status: 403 });
    return HttpResponse.json({ message: 'Password reset email sent' });
  }),
  http.put('/api/users/reset-password', ({ request }) => {
    if (request.headers.get('reset-token') !== VALID_RESET_TOKEN) {
      return HttpResponse.json({ message: 'Invalid or expired token' }, { status: 403 });
    }
    return HttpResponse.json({ message: 'Password updated' });
  }),
  http.post('/api/users/verify-email', async ({ request }) => {
    const { token } = (await request.json()) as { token?: string };
    if (token !== VALID_VERIFY_TOKEN) {
      return HttpResponse.json({ message: 'Invalid or expired token' }, { status: 400 });
    }
    return HttpResponse.json({ message: 'Email verified' });
  }),
];
