/**
 * Progress figures (docs/PRODUCT.md §16), each one SQL aggregate over the user's finished
 * sessions: never a whole history loaded into the process. Raw SQL: the aggregates, filters and
 * week buckets are one statement each, which is what keeps these reads inside the "progress
 * reads" budget (p95 <= 30 ms with 300 sessions × 20 sets, docs/PERFORMANCE.md "Budgets")
 * reading the sets directly. Warm-up sets are never work: every figure here leaves them out
 * (../workouts/stats-repository.ts `WORK_SET`). Records: ../workouts/stats-repository.ts.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { ProgressExercise, ProgressPoint } from '../../../src/lib/contract-training';
import type { Db } from '../../db/client';
import { plans, users } from '../../db/schema';
import { isoText, selectRows } from '../../db/sql-helpers';
import { levelFor, trainedWeeks } from '../../domain/generator';
import { bandFor, type Band } from '../../domain/plans/tables';
import type { ExerciseWeekSets } from '../../domain/training/progress';
import { EPLEY, WORK_SET } from '../workouts/stats-repository';

const FINISHED = sql.raw(`w.estado = 'terminado'`);
const round2 = (n: number | null) => (n === null ? null : Math.round(Number(n) * 100) / 100);

/** The exercises the user has logged a work set of, most recently done first. */
export async function loggedExercises(db: Db, userId: number): Promise<ProgressExercise[]> {
  const rows = await selectRows<{
    id: number;
    nombre: string;
    grupo: string;
    sesiones: number;
    ultima_vez: string;
  }>(
    db,
    sql`
    select we.exercise_id as id, e.nombre, g.nombre as grupo, count(distinct w.id)::int as sesiones,
      ${isoText(sql`max(w.iniciado_en)`)} as ultima_vez
    from workouts w
    join workout_exercises we on we.workout_id = w.id
    join exercises e on e.id = we.exercise_id
    join muscle_groups g on g.id = e.grupos_musculares_id
    where w.user_id = ${userId} and ${FINISHED}
      and exists (select 1 from workout_sets s where s.workout_exercise_id = we.id and ${WORK_SET})
    group by we.exercise_id, e.nombre, g.nombre
    order by max(w.iniciado_en) desc, we.exercise_id`,
  );
  return rows.map((r) => ({
    id_ejercicio_catalogo: Number(r.id),
    nombre: r.nombre,
    grupo_muscular: r.grupo,
    sesiones: Number(r.sesiones),
    ultima_vez: r.ultima_vez,
  }));
}

/** The catalogue exercise's name, or null when there is no such exercise. */
export async function catalogueName(db: Db, exerciseId: number): Promise<string | null> {
  const rows = await selectRows<{
    nombre: string;
  }>(db, sql`select nombre from exercises where id = ${exerciseId}`);
  return rows[0]?.nombre ?? null;
}

/**
 * One point per finished session with work sets of the exercise, oldest first: best Epley estimate
 * (sets of 1-10 repetitions with kg > 0), the heaviest set (its kg and repetitions) and volume.
 */
export async function exercisePoints(db: Db, userId: number, exerciseId: number): Promise<ProgressPoint[]> {
  const rows = await selectRows<{
    id: number;
    fecha: string;
    e1rm: number | null;
    mejor_kg: number | null;
    mejor_repeticiones: number | null;
    volumen: number;
  }>(
    db,
    sql`
    select w.id, ${isoText(sql`w.iniciado_en`)} as fecha,
      max(${EPLEY}) filter (where s.medida = 'repeticiones' and s.repeticiones between 1 and 10 and s.kg > 0) as e1rm,
      max(s.kg) filter (where s.medida = 'repeticiones' and s.repeticiones > 0)::float8 as mejor_kg,
      (array_agg(s.repeticiones order by s.kg desc nulls last, s.repeticiones desc)
        filter (where s.medida = 'repeticiones' and s.repeticiones > 0))[1] as mejor_repeticiones,
      coalesce(sum(s.kg::float8 * s.repeticiones) filter (where s.medida = 'repeticiones'), 0) as volumen
    from workouts w
    join workout_exercises we on we.workout_id = w.id and we.exercise_id = ${exerciseId}
    join workout_sets s on s.workout_exercise_id = we.id and ${WORK_SET}
    where w.user_id = ${userId} and ${FINISHED}
    group by w.id, w.iniciado_en
    order by w.iniciado_en, w.id`,
  );
  return rows.map((r) => ({
    workout_id: Number(r.id),
    fecha: r.fecha,
    e1rm: round2(r.e1rm),
    mejor_kg: round2(r.mejor_kg),
    mejor_repeticiones: r.mejor_repeticiones === null ? null : Number(r.mejor_repeticiones),
    volumen_kg: round2(r.volumen) ?? 0,
  }));
}

/** Instants bounding weeks `first`..`last` (Mondays, YYYY-MM-DD) in `tz`, for an index range. */
const weekRange = (first: string, last: string, tz: string) =>
  sql`w.iniciado_en >= (${first}::date)::timestamp at time zone ${tz}
    and w.iniciado_en < (${last}::date + 7)::timestamp at time zone ${tz}`;
const weekOf = (tz: string) => sql`to_char(date_trunc('week', w.iniciado_en at time zone ${tz}), 'YYYY-MM-DD')`;

/**
 * Work sets measured in repetitions done per week (Monday, in `tz`) and catalogue exercise, with
 * the exercise's catalogue muscle group (the domain folds them into lifter groups).
 */
export async function weeklyMuscleSets(
  db: Db,
  userId: number,
  first: string,
  last: string,
  tz: string,
): Promise<ExerciseWeekSets[]> {
  const rows = await selectRows<{ semana: string; exercise_id: number; id: number; nombre: string; series: number }>(
    db,
    sql`
    select ${weekOf(tz)} as semana, e.id as exercise_id, g.id, g.nombre, count(*)::int as series
    from workouts w
    join workout_sets s on s.workout_id = w.id
    join workout_exercises we on we.id = s.workout_exercise_id
    join exercises e on e.id = we.exercise_id
    join muscle_groups g on g.id = e.grupos_musculares_id
    where w.user_id = ${userId} and ${FINISHED} and s.medida = 'repeticiones' and ${WORK_SET}
      and ${weekRange(first, last, tz)}
    group by 1, e.id, g.id, g.nombre`,
  );
  return rows.map((r) => ({
    semana: r.semana,
    exerciseId: Number(r.exercise_id),
    grupo: { id: Number(r.id), nombre: r.nombre },
    series: Number(r.series),
  }));
}

/**
 * The weekly-sets band of the user's programme: the one running on `today`, else the latest
 * (stored with it, plans.volumen); without any, the band a programme for the user's goal
 * (Adaptación general when none) would get at the level their log shows (generator's `levelFor`).
 */
export async function programmeBand(db: Db, userId: number, today: string): Promise<Band> {
  const [plan] = await db
    .select({ volumen: plans.volumen })
    .from(plans)
    .where(eq(plans.userId, userId))
    .orderBy(desc(sql`${plans.fechaInicio} <= ${today} and ${plans.fechaFin} >= ${today}`), desc(plans.id))
    .limit(1);
  if (plan) return (plan.volumen as { banda: Band }).banda;
  const [user] = await db
    .select({
      objetivoId: users.objetivoId,
      sessions: sql<number>`(select count(*)::int from workouts w where w.user_id = ${userId} and ${FINISHED})`,
      start: sql<string | null>`(select to_char(min(w.iniciado_en), 'YYYY-MM-DD') from workouts w
        where w.user_id = ${userId} and ${FINISHED})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  const span = user?.start ? [{ start: user.start, end: today }] : [];
  const level = levelFor({ trainedWeeks: trainedWeeks(span, today), finishedSessions: Number(user?.sessions ?? 0) });
  return bandFor(user?.objetivoId ?? 1, level);
}

/**
 * Per week (Monday, in `tz`) from `first` to `last`: sessions planned (each routine with a weekday
 * whose occurrence that week lies within its start and end dates, open when null), sessions
 * finished and their volume (work sets). Weeks with none of them are left out.
 */
export async function weeklyAdherence(db: Db, userId: number, first: string, last: string, tz: string) {
  const rows = await selectRows<{
    semana: string;
    planificadas: number;
    hechas: number;
    volumen_kg: number;
  }>(
    db,
    sql`
    with weeks as (
      select generate_series(${first}::date, ${last}::date, interval '7 day')::date as semana
    ),
    planned as (
      select to_char(wk.semana, 'YYYY-MM-DD') as semana, count(*)::int as n
      from weeks wk
      join user_routines r on r.user_id = ${userId} and r.dia is not null
        and (r.fecha_inicio is null or r.fecha_inicio <= wk.semana + (r.dia - 1))
        and (r.fecha_fin is null or r.fecha_fin >= wk.semana + (r.dia - 1))
      group by wk.semana
    ),
    done as (
      select ${weekOf(tz)} as semana, count(*)::int as n, coalesce(sum(v.vol), 0)::float8 as vol
      from workouts w
      cross join lateral (
        select sum(s.kg::float8 * s.repeticiones) filter (where s.medida = 'repeticiones' and ${WORK_SET}) as vol
        from workout_sets s where s.workout_id = w.id) v
      where w.user_id = ${userId} and ${FINISHED} and ${weekRange(first, last, tz)}
      group by 1
    )
    select coalesce(p.semana, d.semana) as semana, coalesce(p.n, 0) as planificadas,
      coalesce(d.n, 0) as hechas, coalesce(d.vol, 0) as volumen_kg
    from planned p full join done d on d.semana = p.semana`,
  );
  return rows.map((r) => ({
    semana: r.semana,
    planificadas: Number(r.planificadas),
    hechas: Number(r.hechas),
    volumen_kg: round2(r.volumen_kg) ?? 0,
  }));
}
