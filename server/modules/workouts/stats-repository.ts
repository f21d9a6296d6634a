/**
 * The training log's figures, computed by the database (docs/PRODUCT.md §16): a session's totals,
 * the history page and personal records. Raw SQL: window functions and lateral joins say in one
 * statement what Drizzle's builder would spread over several.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PersonalRecord, RecordKind, WorkoutListItem } from '../../../src/lib/contract-training';
import type { Db } from '../../db/client';
import { isoText, selectRows } from '../../db/sql-helpers';

/**
 * A set that counts as work (alias `s`): anything but a warm-up. Drop sets and sets to failure
 * are work: they count in sets, volume and records. `tipo` is the last column of
 * workout_sets_workout_idx, so the figures that read that index alone still do.
 */
export const WORK_SET = sql.raw(`s.tipo <> 'calentamiento'`);

/**
 * Volume of the sets (alias `s`): kg × repetitions of work sets measured in repetitions.
 * Arithmetic in float8, not numeric: aggregating a two-year history in numeric took most of the
 * records query's time (figure "progress reads").
 */
const SET_VOLUME = sql.raw(
  `coalesce(sum(s.kg::float8 * s.repeticiones) filter (where s.medida = 'repeticiones' and s.tipo <> 'calentamiento'), 0)`,
);
/** Epley's estimate of a set, float8. */
export const EPLEY = sql.raw('s.kg::float8 * (1 + s.repeticiones / 30.0::float8)');

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Work sets done / planned and volume of session `workoutId` (warm-ups are not the planned
 * sets). Raw SQL: three scalar subqueries in one statement, one round trip where the builder
 * would make three (PGlite runs statements one at a time).
 */
export async function sessionTotals(
  db: Db,
  workoutId: number,
): Promise<{ series_hechas: number; series_planeadas: number; volumen_kg: number }> {
  const rows = await selectRows<{
    series_hechas: number;
    volumen_kg: number;
    series_planeadas: number;
  }>(
    db,
    sql`
    select
      (select count(*) from workout_sets s where s.workout_id = ${workoutId} and ${WORK_SET})::int as series_hechas,
      (select ${SET_VOLUME} from workout_sets s where s.workout_id = ${workoutId}) as volumen_kg,
      (select coalesce(sum(series_objetivo), 0) from workout_exercises
        where workout_id = ${workoutId} and not omitido)::int as series_planeadas`,
  );
  const totals = rows[0]!;
  return {
    series_hechas: totals.series_hechas,
    series_planeadas: totals.series_planeadas,
    volumen_kg: round2(Number(totals.volumen_kg)),
  };
}

interface RecordRow {
  tipo: RecordKind;
  wid: number;
  fecha: string;
  ex: number;
  nombre: string;
  valor: number;
  kg: number | null;
  anterior: number | null;
}

/**
 * The plain path of `records`' per-session rows: one per finished session, catalogue exercise
 * and kg, aggregated from the work sets (`summarySessions` reads the same from the summary table).
 */
function setSessions(userId: number, onlyExercisesOf: number | undefined): SQL {
  const exercisesOf =
    onlyExercisesOf === undefined
      ? sql``
      : sql`and we.exercise_id in (select exercise_id from workout_exercises where workout_id = ${onlyExercisesOf})`;
  return sql`
    select w.id as wid, w.terminado_en as t, we.exercise_id as ex, s.kg::float8 as kg,
      max(s.repeticiones)::float8 as reps,
      max(${EPLEY}) filter (where s.repeticiones between 1 and 10 and s.kg > 0) as e1rm,
      sum(s.kg::float8 * s.repeticiones) as vol
    from workouts w
    join workout_sets s on s.workout_id = w.id
    join workout_exercises we on we.id = s.workout_exercise_id
    where w.user_id = ${userId} and w.estado = 'terminado' and s.medida = 'repeticiones'
      and s.kg is not null and s.repeticiones is not null and ${WORK_SET} ${exercisesOf}
    group by w.id, w.terminado_en, we.exercise_id, s.kg::float8`;
}

/**
 * Named optimisation "records from the summary table" (docs/PERFORMANCE.md register; switched by
 * RECORDS_SUMMARY, server/config.ts): the `sess` rows of `records` (one per finished session,
 * catalogue exercise and kg: finish time, most repetitions, best Epley estimate, volume) read
 * from workout_weight_bests (server/db/schema.ts), the per-session, per-exercise, per-weight
 * summary that migration 0009's triggers keep in the statement that writes a set or finishes a
 * session, instead of aggregating every set of the user's history on each read: the same columns
 * as `setSessions`, the plain path. It buys figure "progress reads": `GET /api/progress/records`
 * p95 <= 30 ms with 300 sessions × 20 sets. record-summary.test.ts holds it to the plain path
 * after random writes, edits and deletes.
 */
export function summarySessions(userId: number, onlyExercisesOf: number | undefined): SQL {
  const exercisesOf =
    onlyExercisesOf === undefined
      ? sql``
      : sql`and b.exercise_id in (select exercise_id from workout_exercises where workout_id = ${onlyExercisesOf})`;
  return sql`
    select w.id as wid, w.terminado_en as t, b.exercise_id as ex, b.kg, b.repeticiones as reps, b.e1rm,
      b.volumen as vol
    from workouts w
    join workout_weight_bests b on b.workout_id = w.id
    where w.user_id = ${userId} and w.estado = 'terminado' ${exercisesOf}`;
}

const toRecord = (r: RecordRow): PersonalRecord => ({
  id_ejercicio_catalogo: Number(r.ex),
  nombre: r.nombre,
  tipo: r.tipo,
  valor: Number(r.valor),
  kg: r.kg === null ? null : Number(r.kg),
  anterior: r.anterior === null ? null : Number(r.anterior),
  workout_id: Number(r.wid),
  fecha: r.fecha,
});

/**
 * Personal records (docs/PRODUCT.md §16), warm-ups left out. Each finished session gives, per
 * catalogue exercise, its best Epley estimate (sets of 1-10 repetitions with kg > 0), its volume, and its most
 * repetitions at each weight; a session's value is a record when nothing finished before it
 * (by finish time) reached it, `anterior` being that earlier best (null the first time).
 * Without `workoutId`: the current record of each kind per exercise (most repetitions: the most
 * in one set, heavier first). With it: the records that session beat (most repetitions: the
 * heaviest weight it beat). `fromSummary`: "records from the summary table" (above) or the sets.
 */
export async function records(
  db: Db,
  userId: number,
  workoutId?: number,
  fromSummary = true,
): Promise<PersonalRecord[]> {
  const only = workoutId === undefined ? sql`` : sql`and c.wid = ${workoutId}`;
  const order =
    workoutId === undefined
      ? sql`c.valor desc, c.kg desc nulls last, c.t asc`
      : sql`c.kg desc nulls last, c.valor desc`;
  const before = sql.raw('rows between unbounded preceding and 1 preceding');
  const sessions = fromSummary ? summarySessions(userId, workoutId) : setSessions(userId, workoutId);
  const rows = await selectRows<RecordRow>(
    db,
    sql`
    with sess as (${sessions}),
    per_ex as (
      -- Both kinds' earlier bests in one pass (one sort); a volume of 0 is none.
      select wid, t, ex, max(e1rm) as e1rm, sum(vol) as vol,
        max(max(e1rm)) over earlier as e1rm_before, max(nullif(sum(vol), 0)) over earlier as vol_before
      from sess group by wid, t, ex
      window earlier as (partition by ex order by t, wid ${before})
    ),
    c as (
      select 'e1rm' as tipo, wid, t, ex, e1rm as valor, null::float8 as kg, e1rm_before as anterior
      from per_ex where e1rm is not null
      union all
      select 'volumen', wid, t, ex, vol, null::float8, vol_before from per_ex where vol > 0
      union all
      select 'repeticiones', wid, t, ex, reps, kg,
        max(reps) over (partition by ex, kg order by t, wid ${before})
      from sess where reps > 0
    )
    select distinct on (c.ex, c.tipo) c.tipo, c.wid, ${isoText(sql`c.t`)} as fecha, c.ex, e.nombre,
      round(c.valor::numeric, 2)::float8 as valor, c.kg, round(c.anterior::numeric, 2)::float8 as anterior
    from c join exercises e on e.id = c.ex
    where (c.anterior is null or c.valor > c.anterior) ${only}
    order by c.ex, c.tipo, ${order}`,
  );
  return rows.map(toRecord);
}

export interface ListQuery {
  page: number;
  limit: number;
  /** Inclusive calendar days in `tz`, bounding the day the session started. */
  desde?: string;
  hasta?: string;
  tz: string;
}

const toListItem = (r: Record<string, unknown>): WorkoutListItem => ({
  id: Number(r.id),
  rutina_id: r.user_routine_id === null ? null : Number(r.user_routine_id),
  nombre: String(r.nombre),
  estado: r.estado as WorkoutListItem['estado'],
  iniciado_en: String(r.iniciado_en),
  terminado_en: r.terminado_en === null ? null : String(r.terminado_en),
  duracion_s: r.duracion_s === null ? null : Number(r.duracion_s),
  series_hechas: Number(r.series_hechas),
  volumen_kg: round2(Number(r.volumen_kg)),
});

/**
 * One page of the history, newest first, with each row's totals (aggregated for the page only).
 * Named optimisation "history count and page in one statement" (docs/PERFORMANCE.md register;
 * figure "the session in progress and the history": history 3 statements to 2): PGlite runs
 * statements one at a time, so the count is the outer row and the page a LEFT JOIN LATERAL on it;
 * the count's row is kept when the page is past the end, with a null id then.
 */
export async function listWorkouts(
  db: Db,
  userId: number,
  q: ListQuery,
): Promise<{ items: WorkoutListItem[]; total: number }> {
  const from = q.desde ? sql`and w.iniciado_en >= (${q.desde}::date)::timestamp at time zone ${q.tz}` : sql``;
  const to = q.hasta ? sql`and w.iniciado_en < (${q.hasta}::date + 1)::timestamp at time zone ${q.tz}` : sql``;
  const where = sql`w.user_id = ${userId} ${from} ${to}`;
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`
    select t.total, p.* from (select count(*)::int as total from workouts w where ${where}) t
    left join lateral (
      select w.id, w.user_routine_id, w.nombre, w.estado, ${isoText(sql`w.iniciado_en`)} as iniciado_en,
        ${isoText(sql`w.terminado_en`)} as terminado_en, w.iniciado_en as started, w.id as sort_id,
        round(extract(epoch from (w.terminado_en - w.iniciado_en)))::int as duracion_s,
        agg.series_hechas, agg.volumen_kg
      from (select * from workouts w where ${where}
            order by w.iniciado_en desc, w.id desc limit ${q.limit} offset ${(q.page - 1) * q.limit}) w
      cross join lateral (
        select (count(*) filter (where ${WORK_SET}))::int as series_hechas, ${SET_VOLUME} as volumen_kg
        from workout_sets s where s.workout_id = w.id) agg
    ) p on true
    order by p.started desc, p.sort_id desc`,
  );
  return { total: Number(rows[0]!.total), items: rows.filter((r) => r.id !== null).map(toListItem) };
}
