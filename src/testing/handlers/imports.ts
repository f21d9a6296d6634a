import { delay, http, HttpResponse } from 'msw';
import type { ImportInput, ImportPreview, ImportResult } from '../../lib/contract-import';

/** What `POST /api/imports/preview` answers for the Strong sample (server/test/fixtures/import). */
export const strongPreview: ImportPreview = {
  formato: 'strong',
  sesiones: 3,
  series: 16,
  ya_importadas: 0,
  desde: '2024-03-04',
  hasta: '2024-03-08',
  ejercicios: [
    { nombre: 'Bench Press (Barbell)', sesiones: 1, series: 3, propuesta: 1 },
    { nombre: 'Squat (Barbell)', sesiones: 1, series: 3, propuesta: 108 },
    { nombre: 'Triceps Pushdown (Cable - Straight Bar)', sesiones: 1, series: 2, propuesta: null },
  ],
  catalogo: [
    { id: 203, nombre: 'Extensión de tríceps en polea alta' },
    { id: 4, nombre: 'Dominadas' },
    { id: 1, nombre: 'Press de banca con barra' },
    { id: 108, nombre: 'Sentadilla trasera con barra' },
  ],
};

/**
 * `/api/imports`: the preview above, and an import that adds the sessions once (a second import
 * of the same file adds none). `requests` records each import's body for play functions.
 */
export function fakeImports(preview: ImportPreview = strongPreview) {
  const requests: ImportInput[] = [];
  let imported = false;
  return {
    requests,
    handlers: [
      http.post('/api/imports/preview', () => HttpResponse.json(preview)),
      http.post('/api/imports', async ({ request }) => {
        requests.push((await request.json()) as ImportInput);
        const result: ImportResult = imported
          ? { formato: preview.formato, sesiones_nuevas: 0, series_nuevas: 0, sesiones_omitidas: preview.sesiones }
          : { formato: preview.formato, sesiones_nuevas: preview.sesiones, series_nuevas: 14, sesiones_omitidas: 0 };
        imported = true;
        return HttpResponse.json(result);
      }),
    ],
  };
}

/** Story and test variants: `parameters.msw.handlers = importAnswer.x()`. */
export const importAnswer = {
  working: () => ({ imports: fakeImports().handlers }),
  importing: () => ({
    imports: [
      http.post('/api/imports/preview', () => HttpResponse.json(strongPreview)),
      http.post('/api/imports', () => delay('infinite')),
    ],
  }),
  refused: (message: string) => ({
    imports: [http.post('/api/imports/preview', () => HttpResponse.json({ message }, { status: 400 }))],
  }),
};

export const importsHandlers = fakeImports().handlers;
