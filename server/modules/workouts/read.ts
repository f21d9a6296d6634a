/**
 * A session as the routes answer it, composed from the repositories' reads
 * (read-repository.ts, stats-repository.ts) and the advice's rule
 * (server/domain/training/suggestion-input.ts). No SQL here.
 */
import type { ReadinessAdjustment } from '../../../src/lib/contract-feedback';
import type { SetMeasure, Workout, WorkoutExercise, WorkoutSummaryStats } from '../../../src/lib/contract-training';
import type { Db } from '../../db/client';
import { modelOf } from '../../domain/exercise-model';
import { lifterGroupOf } from '../../domain/plans/lifter-groups';
import { catalogueIdsOf, harderVariationIds, suggestionsFrom } from '../../domain/training/suggestion-input';
import { readinessRow } from './feedback-repository';
import { exerciseNames, lastSessions, previousSets, sessionContents, weightUnitOf } from './read-repository';
import { toWireSet, type WorkoutRow } from './repository';
import { records, sessionTotals } from './stats-repository';

/** The lifter group the feedback asks about for an exercise (feedback-repository.ts `sessionGroups`). */
function valuedGroup(exerciseId: number, grupoId: number, nombre: string) {
  const g = lifterGroupOf(exerciseId, { id: grupoId, nombre });
  return { id: g.id, nombre: g.nombre };
}

/**
 * The whole session as `GET /workouts/{id}` answers it: `sugerencia` from the advice over the
 * last finished sessions, in the lifter's weight unit (on a day the readiness check lightened,
 * nothing goes up), and `anterior`
 * from the same walk (named optimisation "anterior from the suggestions' walk"). `plain`: `anterior` read by its own two queries instead (only the
 * test that holds the two alike sets it).
 */
export async function readWorkout(db: Db, row: WorkoutRow, plain = false): Promise<Workout> {
  const { list, sets } = await sessionContents(db, row);
  const input = list.map(({ we, catalogue }) => ({ ...catalogue, ...we, medida: we.medida as SetMeasure }));
  const ids = catalogueIdsOf(input);
  const [rows, names, readiness, unidad] = await Promise.all([
    lastSessions(db, row, ids),
    exerciseNames(db, harderVariationIds(input)),
    readinessRow(db, row.id),
    weightUnitOf(db, row.userId),
  ]);
  const ajuste = (readiness?.ajuste ?? null) as ReadinessAdjustment | null;
  const { suggested, previous: walked } = suggestionsFrom({ ...row, readiness: ajuste, unidad }, input, rows, names);
  const previous = plain ? await previousSets(db, row, ids) : walked;
  const ejercicios: WorkoutExercise[] = list.map(({ we, nombre, grupo, notaAnterior, catalogue }) => ({
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
    grupo: we.grupo,
    nota_anterior: notaAnterior,
    carga: modelOf(we.exerciseId)?.progresion ?? null,
    series: sets.filter((s) => s.workoutExerciseId === we.id).map(toWireSet),
    anterior: previous.get(we.exerciseId) ?? [],
    sugerencia: suggested.get(we.id) ?? null,
    grupo_valorado: valuedGroup(we.exerciseId, catalogue.grupoId, grupo),
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

/**
 * Duration, work sets done / planned and volume of a session; records it beat (finished
 * sessions only). `fromSummary`: records from the summary table (RECORDS_SUMMARY).
 */
export async function summaryOf(db: Db, row: WorkoutRow, fromSummary = true): Promise<WorkoutSummaryStats> {
  const totals = await sessionTotals(db, row.id);
  const end = row.terminadoEn ?? new Date();
  return {
    duracion_s: Math.max(0, Math.round((end.getTime() - row.iniciadoEn.getTime()) / 1000)),
    series_hechas: totals.series_hechas,
    series_planeadas: totals.series_planeadas,
    volumen_kg: totals.volumen_kg,
    records: row.estado === 'terminado' ? await records(db, row.userId, row.id, fromSummary) : [],
  };
}
