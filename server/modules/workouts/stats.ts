/**
 * The training log's figures, computed by the database (docs/PRODUCT.md §16): a session's totals,
 * the history page and personal records. Raw SQL: window functions and lateral joins say in one
 * statement what Drizzle's builder would spread over several.
 */
import { sql } from 'drizzle-orm';
import type {
  PersonalRecord,
  RecordKind,
  WorkoutListItem,
  WorkoutSummaryStats,
} from '../../../src/lib/contract-training';
import type { Db } from '../../db/client';
import { isoText, selectRows } from '../../db/sql-helpers';
import type { WorkoutRow } from './read';
import { summarySessions } from './record-summary';

/**
 * A set that counts as work (alias `s`): anything but a warm-up. Drop sets and sets to failure
 * are work: they count in sets, volume and records. `tipo` is the last column of
 * workout_sets_workout_idx, so the figures that read that index alone still do.
 */
export const WORK_SET = sql.raw(`s.tipo <> 'calentamiento'`);

/**
 * Volume of the sets (alias `s`): kg × repetitions of work sets measured in repetitions.
 * Arithmetic in float8, not numeric: aggregating a two-year history in numeric took most of the
 * records query's time.
 */
const SET_VOLUME = sql.raw(
  `coalesce(sum(s.kg::float8 * s.repeticiones) filter (where s.medida = 'repeticiones' and s.tipo <> 'calentamiento'), 0)`,
);
/** Epley's estimate of a set, float8. */
export const EPLEY = sql.raw('s.kg::float8 * (1 + s.repeticiones / 30.0::float8)');

/**
 * Duration, work sets done / planned and volume of a session (warm-ups are not the planned
 * sets); records it beat (finished sessions only).
 */
export async function summaryOf(db: Db, row: WorkoutRow, fromSummary = true): Promise<WorkoutSummaryStats> {
  const rows = await selectRows<{
    series_hechas: number;
    volumen_kg: number;
    series_planeadas: number;
  }>(
    db,
    sql`
    select
      (select count(*) from workout_sets s where s.workout_id = ${row.id} and ${WORK_SET})::int as series_hechas,
      (select ${SET_VOLUME} from workout_sets s where s.workout_id = ${row.id}) as volumen_kg,
      (select coalesce(sum(series_objetivo), 0) from workout_exercises
        where workout_id = ${row.id} and not omitido)::int as series_planeadas`,
  );
  const totals = rows[0]!;
  const end = row.terminadoEn ?? new Date();
  return {
    duracion_s: Math.max(0, Math.round((end.getTime() - row.iniciadoEn.getTime()) / 1000)),
    series_hechas: totals.series_hechas,
    series_planeadas: totals.series_planeadas,
    volumen_kg: round2(Number(totals.volumen_kg)),
    records: row.estado === 'terminado' ? await records(db, row.userId, row.id, fromSummary) : [],
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

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
 * and kg, aggregated from the work sets (record-summary.ts reads the same from the summary table).
 */
function setSessions(userId: number, onlyExercisesOf: number | undefined) {
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
 * Personal records (docs/PRODUCT.md §16), warm-ups left out. Each finished session gives, per
 * catalogue exercise, its best Epley estimate (sets of 1-10 repetitions with kg > 0), its volume, and its most
 * repetitions at each weight; a session's value is a record when nothing finished before it
 * (by finish time) reached it, `anterior` being that earlier best (null the first time).
 * Without `workoutId`: the current record of each kind per exercise (most repetitions: the most
 * in one set, heavier first). With it: the records that session beat (most repetitions: the
 * heaviest weight it beat).
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
  return rows.map((r) => ({
    id_ejercicio_catalogo: Number(r.ex),
    nombre: r.nombre,
    tipo: r.tipo,
    valor: Number(r.valor),
    kg: r.kg === null ? null : Number(r.kg),
    anterior: r.anterior === null ? null : Number(r.anterior),
    workout_id: Number(r.wid),
    fecha: r.fecha,
  }));
}

export interface ListQuery {
  page: number;
  limit: number;
  /** Inclusive calendar days in `tz`, bounding the day the session started. */
  desde?: string;
  hasta?: string;
  tz: string;
}

/** One page of the history, newest first, with each row's totals (aggregated for the page only). */
export async function listWorkouts(
  db: Db,
  userId: number,
  q: ListQuery,
): Promise<{ items: WorkoutListItem[]; total: number }> {
  const from = q.desde ? sql`and w.iniciado_en >= (${q.desde}::date)::timestamp at time zone ${q.tz}` : sql``;
  const to = q.hasta ? sql`and w.iniciado_en < (${q.hasta}::date + 1)::timestamp at time zone ${q.tz}` : sql``;
  const where = sql`w.user_id = ${userId} ${from} ${to}`;
  // One statement (the count and the page): PGlite runs statements one at a time. The count's
  // row is kept when the page is past the end (left join), with a null id then.
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
  const page = rows.filter((r) => r.id !== null);
  return {
    total: Number(rows[0]!.total),
    items: page.map((r) => ({
      id: Number(r.id),
      rutina_id: r.user_routine_id === null ? null : Number(r.user_routine_id),
      nombre: String(r.nombre),
      estado: r.estado as WorkoutListItem['estado'],
      iniciado_en: String(r.iniciado_en),
      terminado_en: r.terminado_en === null ? null : String(r.terminado_en),
      duracion_s: r.duracion_s === null ? null : Number(r.duracion_s),
      series_hechas: Number(r.series_hechas),
      volumen_kg: round2(Number(r.volumen_kg)),
    })),
  };
}
