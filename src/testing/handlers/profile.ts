import { http, HttpResponse } from 'msw';
import { profileFixture } from '../fixtures/profile';
import { goalsFixture } from './reference';

/** The password the deletion handler accepts (any other is the server's 401). */
export const DELETE_PASSWORD = 'Secreta#2025';

const attachment = (name: string) => ({ 'content-disposition': `attachment; filename="${name}"` });

/** "Tus datos": the two downloads and the account's deletion. */
const yourDataHandlers = [
  http.get(
    '/api/users/me/history.csv',
    () =>
      new HttpResponse('\uFEFFFecha,Rutina,Ejercicio,Serie,Kg,Repeticiones,RIR,Segundos,Metros,Notas\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8', ...attachment('forja-historial-2025-11-03.csv') },
      }),
  ),
  http.get('/api/users/me/export.json', () =>
    HttpResponse.json(
      { formato: 'forja-datos', version: 1, perfil: profileFixture, sesiones: [] },
      { headers: attachment('forja-datos-2025-11-03.json') },
    ),
  ),
  http.delete('/api/users/me', async ({ request }) => {
    const { password } = (await request.json()) as { password?: string };
    return password === DELETE_PASSWORD
      ? HttpResponse.json({ message: 'Tu cuenta se ha eliminado' })
      : HttpResponse.json({ message: 'La contraseña no es correcta', code: 'WRONG_PASSWORD' }, { status: 401 });
  }),
];

/** `GET users` and the profile updates, echoing what was sent. */
export const profileHandlers = [
  http.get('/api/users', () => HttpResponse.json(profileFixture)),
  http.put('/api/users/update', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    const objetivoId = Number(body.id_objetivo);
    return HttpResponse.json({
      ...profileFixture,
      ...body,
      objetivo_id: objetivoId,
      objetivo: goalsFixture.find((g) => g.id === objetivoId)?.nombre ?? null,
    });
  }),
  http.put('/api/users/update-password', () => HttpResponse.json({ message: 'Password updated' })),
  ...yourDataHandlers,
];
