import { and, asc, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type {
  PreviousSet,
  SetMeasure,
  SetType,
  Workout,
  WorkoutExercise,
  WorkoutSet,
} from '../../../src/lib/contract-training';
import type { Db } from '../../db/client';
import { exercises, muscleGroups, workoutExercises, workouts, workoutSets } from '../../db/schema';
import { suggestionsFor } from './suggestions';

export type WorkoutRow = typeof workouts.$inferSelect;

/** The user's session `id`, or null (another user's session is not found either). */
export async function workoutRow(db: Db, userId: number, id: number): Promise<WorkoutRow | null> {
  const [row] = await db
    .select()
    .from(workouts)
    .where(and(eq(workouts.id, id), eq(workouts.userId, userId)))
    .limit(1);
  return row ?? null;
}

type SetRow = typeof workoutSets.$inferSelect;

export function toWireSet(s: SetRow): WorkoutSet {
  return {
    id: s.id,
    ejercicio_sesion_id: s.workoutExerciseId,
    orden: s.orden,
    medida: s.medida as SetMeasure,
    repeticiones: s.repeticiones,
    kg: s.kg,
    segundos: s.segundos,
    metros: s.metros,
    rir: s.rir,
    tipo: s.tipo as SetType,
    completada_en: s.completadaEn.toISOString(),
  };
}

const toPrevious = (s: SetRow): PreviousSet => {
  const { orden, medida, repeticiones, kg, segundos, metros, rir, tipo } = toWireSet(s);
  return { orden, medida, repeticiones, kg, segundos, metros, rir, tipo };
};

/** The user's session in progress as a row, or null: one statement. */
export async function currentWorkoutRow(db: Db, userId: number): Promise<WorkoutRow | null> {
  const [row] = await db
    .select()
    .from(workouts)
    .where(and(eq(workouts.userId, userId), eq(workouts.estado, 'en_curso')))
    .limit(1);
  return row ?? null;
}

/**
 * `anterior` of each catalogue exercise: the sets of the most recent finished session, started
 * before `row`, that logged a work set of it (warm-ups alone say nothing of the work; the
 * warm-ups of that session are listed with their `tipo`). One query for the sessions, one for their sets. The
 * plain path of "anterior from the suggestions' walk" (suggestions.ts), which reads the same sets
 * in the suggestions' query; kept to hold it by server/modules/workouts/read.test.ts.
 */
async function previousSets(db: Db, row: WorkoutRow, catalogueIds: number[]): Promise<Map<number, PreviousSet[]>> {
  const result = new Map<number, PreviousSet[]>();
  if (catalogueIds.length === 0) return result;
  const latest = await db
    .selectDistinctOn([workoutExercises.exerciseId], {
      exerciseId: workoutExercises.exerciseId,
      workoutId: workouts.id,
    })
    .from(workouts)
    .innerJoin(workoutExercises, eq(workoutExercises.workoutId, workouts.id))
    .where(
      and(
        eq(workouts.userId, row.userId),
        eq(workouts.estado, 'terminado'),
        ne(workouts.id, row.id),
        lt(workouts.iniciadoEn, row.iniciadoEn),
        inArray(workoutExercises.exerciseId, catalogueIds),
        sql`exists (select 1 from ${workoutSets} where ${workoutSets.workoutExerciseId} = ${workoutExercises.id}
          and ${workoutSets.tipo} <> 'calentamiento')`,
      ),
    )
    .orderBy(workoutExercises.exerciseId, desc(workouts.iniciadoEn), desc(workouts.id));
  if (latest.length === 0) return result;
  const sets = await db
    .select({ set: workoutSets, exerciseId: workoutExercises.exerciseId })
    .from(workoutSets)
    .innerJoin(workoutExercises, eq(workoutExercises.id, workoutSets.workoutExerciseId))
    .where(
      sql`(${workoutSets.workoutId}, ${workoutExercises.exerciseId}) in (${sql.join(
        latest.map((l) => sql`(${l.workoutId}::int, ${l.exerciseId}::int)`),
        sql`, `,
      )})`,
    )
    .orderBy(asc(workoutExercises.orden), asc(workoutSets.orden), asc(workoutSets.completadaEn));
  for (const { set, exerciseId } of sets) {
    const list = result.get(exerciseId) ?? [];
    list.push(toPrevious(set));
    result.set(exerciseId, list);
  }
  return result;
}

/**
 * The whole session as `GET /workouts/{id}` answers it. `plain`: `anterior` read by its own two
 * queries instead of from the suggestions' walk (only the test that holds the two alike sets it).
 */
export async function readWorkout(db: Db, row: WorkoutRow, plain = false): Promise<Workout> {
  const [list, sets] = await Promise.all([
    db
      .select({
        we: workoutExercises,
        nombre: exercises.nombre,
        grupo: muscleGroups.nombre,
        catalogue: { grupoId: exercises.gruposMuscularesId, tipo: exercises.tipo, equipo: exercises.equipo },
      })
      .from(workoutExercises)
      .innerJoin(exercises, eq(exercises.id, workoutExercises.exerciseId))
      .innerJoin(muscleGroups, eq(muscleGroups.id, exercises.gruposMuscularesId))
      .where(eq(workoutExercises.workoutId, row.id))
      .orderBy(asc(workoutExercises.orden), asc(workoutExercises.id)),
    db
      .select()
      .from(workoutSets)
      .where(eq(workoutSets.workoutId, row.id))
      .orderBy(asc(workoutSets.orden), asc(workoutSets.completadaEn)),
  ]);
  const walked = await suggestionsFor(
    db,
    row,
    list.map(({ we, catalogue }) => ({ ...catalogue, ...we, medida: we.medida as SetMeasure })),
  );
  const suggested = walked.suggested;
  const previous = plain
    ? await previousSets(db, row, [...new Set(list.map((e) => e.we.exerciseId))])
    : walked.previous;
  const ejercicios: WorkoutExercise[] = list.map(({ we, nombre, grupo }) => ({
    id: we.id,
    id_ejercicio_catalogo: we.exerciseId,
    nombre,
    grupo_muscular: grupo,
    orden: we.orden,
    series_objetivo: we.seriesObjetivo,
    repeticiones_objetivo: we.repeticionesObjetivo,
    repeticiones_min: we.repeticionesMin ?? we.repeticionesObjetivo,
    rir_objetivo: we.rirObjetivo,
    descanso: we.descanso,
    medida: we.medida as SetMeasure,
    nota: we.nota,
    omitido: we.omitido,
    series: sets.filter((s) => s.workoutExerciseId === we.id).map(toWireSet),
    anterior: previous.get(we.exerciseId) ?? [],
    sugerencia: suggested.get(we.id) ?? null,
  }));
  return {
    id: row.id,
    rutina_id: row.userRoutineId,
    nombre: row.nombre,
    notas: row.notas,
    estado: row.estado as Workout['estado'],
    iniciado_en: row.iniciadoEn.toISOString(),
    terminado_en: row.terminadoEn?.toISOString() ?? null,
    descarga: row.descarga,
    ejercicios,
  };
}
