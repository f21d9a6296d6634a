/**
 * Everything of a user as one JSON document (docs/PRODUCT.md §11, "Tus datos"), written piece by
 * piece: each section's pages are read only as the reader takes the text before them.
 */
import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { ownExercisePages } from '../exercises/own-repository';
import { measurementExportPages } from '../measurements/repository';
import { adjustmentExportPages } from '../plans/adjustment-repository';
import { feedbackExportPages, readinessExportPages } from '../workouts/feedback-repository';
import type { UserProfile } from './accounts';
import {
  exerciseSettingPages,
  generatedRoutinePages,
  importChoicePages,
  measurementPages,
  planPages,
  removalPages,
  sessionPages,
  userRoutinePages,
} from './export-repository';

export const EXPORT_FORMAT = 'forja-datos';
export const EXPORT_VERSION = 1;

/** The document's sections after the profile, in order, each an array. */
function sections(db: Db, userId: number): [string, AsyncIterable<object[]>][] {
  return [
    ['mediciones', measurementPages(db, userId)],
    ['rutinas', userRoutinePages(db, userId, false)],
    ['rutinas_guardadas', userRoutinePages(db, userId, true)],
    ['rutinas_generadas', generatedRoutinePages(db, userId)],
    ['programas', planPages(db, userId)],
    ['sesiones', sessionPages(db, userId)],
    ['ejercicios_quitados', removalPages(db, userId)],
    ['descansos_por_ejercicio', exerciseSettingPages(db, userId)],
    ['ejercicios_importados', importChoicePages(db, userId)],
    ['ejercicios_propios', ownExercisePages(db, userId)],
    ['medidas_corporales', measurementExportPages(db, userId)],
    ['valoraciones_musculares', feedbackExportPages(db, userId)],
    ['preparacion_sesiones', readinessExportPages(db, userId)],
    ['ajustes_programas', adjustmentExportPages(db, userId)],
  ];
}

async function* chunks(db: Db, userId: number, perfil: UserProfile, now: Date): AsyncGenerator<string> {
  const head = { formato: EXPORT_FORMAT, version: EXPORT_VERSION, exportado_en: now, perfil };
  yield JSON.stringify(head).slice(0, -1);
  for (const [name, pages] of sections(db, userId)) {
    yield `,${JSON.stringify(name)}:[`;
    let first = true;
    for await (const page of pages) {
      if (page.length === 0) continue;
      yield (first ? '' : ',') + page.map((item) => JSON.stringify(item)).join(',');
      first = false;
    }
    yield ']';
  }
  yield '}\n';
}

/** The document as a stream (UTF-8 text). */
export function accountJson(db: Db, userId: number, perfil: UserProfile, now = new Date()): Readable {
  return Readable.from(chunks(db, userId, perfil, now));
}
