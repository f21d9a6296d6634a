/** The real catalogue (server/db/seed/data) as the generator sees it, for tests and checks. */
import { exerciseRow, loadCatalogue } from '../../db/seed/catalogue';
import type { GeneratorExercise } from './types';

export function realCatalogue(): GeneratorExercise[] {
  return loadCatalogue().exercises.map((e) => {
    const { slug: _slug, inicio: _inicio, fin: _fin, gruposMuscularesId, ...rest } = exerciseRow(e);
    return { ...rest, grupoId: gruposMuscularesId };
  });
}
