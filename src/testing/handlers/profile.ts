import { http, HttpResponse } from 'msw';
import { profileFixture } from '../fixtures/profile';
import { goalsFixture } from './reference';

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
];
