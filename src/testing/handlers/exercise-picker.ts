import { http, HttpResponse } from 'msw';
import type { OwnExerciseInput, PickerExercise } from '../../lib/contract-picker';
import { exercisePickerFixture } from '../fixtures/exercise-picker';

/** The picker entry `POST /api/exercises/custom` answers for `body` (server/modules/exercises/picker.ts `ownEntry`). */
export function ownExerciseOf(body: OwnExerciseInput, id = 1_000_000): PickerExercise {
  const group = exercisePickerFixture.find((e) => e.grupos_musculares_id === body.grupos_musculares_id);
  return {
    id,
    nombre: body.nombre.trim(),
    nombre_en: '',
    grupos_musculares_id: body.grupos_musculares_id,
    grupo_muscular: group?.grupo_muscular ?? '',
    patron: null,
    equipo: body.carga === 'corporal' ? [] : [body.carga],
    carga: body.medida === 'repeticiones' ? body.carga : body.medida,
    imagenes: [],
    propio: true,
  };
}

/** `GET /api/exercises/picker`: the real catalogue; `POST /api/exercises/custom`: the new own exercise. */
export const exercisePickerHandlers = [
  http.get('/api/exercises/picker', () => HttpResponse.json(exercisePickerFixture)),
  http.post('/api/exercises/custom', async ({ request }) =>
    HttpResponse.json(ownExerciseOf((await request.json()) as OwnExerciseInput), { status: 201 }),
  ),
];
