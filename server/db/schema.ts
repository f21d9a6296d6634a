/**
 * The one database schema of Forja (PostgreSQL 15 features only: PGlite reports 18 but the
 * same migrations must run on Debian's PostgreSQL 15). Migrations in ./migrations are generated
 * from this file with `npm run db:generate`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// ---------------------------------------------------------------- reference data

export const difficulties = pgTable('difficulties', {
  id: integer('id').primaryKey(),
  nivel: text('nivel').notNull(),
});

export const muscleGroups = pgTable('muscle_groups', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull(),
});

export const methods = pgTable('methods', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull(),
  dificultadId: integer('dificultad_id')
    .notNull()
    .references(() => difficulties.id),
  /** Minutes of aerobic work per session. */
  tiempoAerobicos: integer('tiempo_aerobicos').notNull(),
  /** Minutes of strength (anaerobic) work per session. */
  tiempoAnaerobicos: integer('tiempo_anaerobicos').notNull(),
  /** Rest between sets, in seconds. */
  descanso: integer('descanso').notNull(),
  observaciones: text('observaciones').notNull(),
});

export const goals = pgTable('goals', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull(),
  metodoId: integer('metodo_id')
    .notNull()
    .references(() => methods.id),
});

/** The ids of users' own exercises (`exercises.owner_user_id`): from 1,000,000 up, above every catalogue id. */
export const userExercisesIdSeq = pgSequence('user_exercises_id_seq', { startWith: 1000000, minValue: 1000000 });

/** The Spanish exercise catalogue (seeded from server/db/seed data files), and users' own exercises. */
export const exercises = pgTable(
  'exercises',
  {
    id: integer('id').primaryKey(),
    /** Stable key of the catalogue entry in the data file. */
    slug: text('slug').notNull(),
    nombre: text('nombre').notNull(),
    tipo: text('tipo').notNull(),
    dificultadId: integer('dificultad_id')
      .notNull()
      .references(() => difficulties.id),
    gruposMuscularesId: integer('grupos_musculares_id')
      .notNull()
      .references(() => muscleGroups.id),
    /** "Posición inicial". */
    inicio: text('inicio').notNull(),
    /** "Movimiento". */
    fin: text('fin').notNull(),
    equipo: text('equipo').notNull().default('ninguno'),
    /** 'compuesto' | 'aislamiento'. */
    mecanica: text('mecanica').notNull().default('compuesto'),
    /** 'empuje' | 'tiron' | 'estatico' | 'otro'. */
    fuerza: text('fuerza').notNull().default('otro'),
    musculosSecundarios: integer('musculos_secundarios')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** High-impact (jumps): avoided for BMI >= 30 or age >= 60 by the generator. */
    altoImpacto: boolean('alto_impacto').notNull().default(false),
    /** How a set is measured: 'repeticiones' | 'tiempo' | 'distancia' (seed/dose.ts). */
    medida: text('medida').notNull().default('repeticiones'),
    /** Highly technical lift (Olympic lifts, pistols, handstand push-ups ...; seed/dose.ts). */
    tecnico: boolean('tecnico').notNull().default(false),
    /**
     * A user's own exercise (migration 0024, docs/PRODUCT.md §12): its owner, who alone sees and
     * uses it; null for the catalogue. Own exercises take ids from 1,000,000 up
     * (`user_exercises_id_seq`), so they never meet a catalogue id, and SPEC's catalogue routes
     * leave them out.
     */
    ownerUserId: integer('owner_user_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    /** How load is added to an own exercise (contract-training.ts `loadKind`); null for the catalogue (its model says). */
    carga: text('carga'),
  },
  (t) => [
    uniqueIndex('exercises_slug_uq').on(t.slug),
    index('exercises_owner_idx').on(t.ownerUserId),
    check('exercises_owner_range_ck', sql`(${t.ownerUserId} is null) = (${t.id} < 1000000)`),
  ],
);

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nombre: text('nombre').notNull(),
    apellidos: text('apellidos').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fechaNacimiento: date('fecha_nacimiento', { mode: 'string' }).notNull(),
    sexo: smallint('sexo').notNull(),
    peso: numeric('peso', { precision: 7, scale: 3, mode: 'number' }).notNull(),
    altura: numeric('altura', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    objetivoId: integer('objetivo_id').references(() => goals.id),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Bumped by triggers (migration 0003) in the same transaction as any change to what
     * `GET user-routines` shows of this user: their routines, their routines' exercises, and the
     * profile fields of the list. The API processes cache the list under this version.
     */
    routinesVersion: bigint('routines_version', { mode: 'number' }).notNull().default(0),
    /** The weight unit the user reads and types ('kg' | 'lb'); every stored weight stays in kg. */
    unidad: text('unidad').notNull().default('kg'),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    check('users_sexo_ck', sql`${t.sexo} in (1, 2, 3)`),
    check('users_unidad_ck', sql`${t.unidad} in ('kg', 'lb')`),
  ],
);

/** Weight and height per date, so BMI can be charted over time. */
export const userMeasurements = pgTable(
  'user_measurements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    peso: numeric('peso', { precision: 7, scale: 3, mode: 'number' }).notNull(),
    altura: numeric('altura', { precision: 6, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('user_measurements_user_fecha_uq').on(t.userId, t.fecha)],
);

/**
 * Every secret handed to a user (session, e-mail verification, password reset) is a 256-bit
 * random value of which only the SHA-256 hash is stored.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /**
     * Null once the user is deleted: the row outlives its user until it expires, so a session
     * of a deleted account answers 403 "User not found" (docs/PRODUCT.md §10) rather than "Invalid token".
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'session' | 'verify' | 'reset'. */
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** Set when a single-use token is consumed or a session is revoked. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_uq').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId, t.kind),
    check('auth_tokens_kind_ck', sql`${t.kind} in ('session', 'verify', 'reset')`),
  ],
);

// ---------------------------------------------------------------- routines

/**
 * Routine templates: public ones (ownerUserId null) and routines generated for one user
 * (ownerUserId set, invisible to everyone else).
 */
export const routines = pgTable(
  'routines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable key of seeded templates; null for generated routines. */
    slug: text('slug'),
    nombre: text('nombre').notNull(),
    observaciones: text('observaciones').notNull().default(''),
    objetivoId: integer('objetivo_id')
      .notNull()
      .references(() => goals.id),
    dificultadId: integer('dificultad_id')
      .notNull()
      .references(() => difficulties.id),
    metodoId: integer('metodo_id')
      .notNull()
      .references(() => methods.id),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Weekday suggested by the generator (1 Monday .. 7 Sunday) or null. */
    dia: smallint('dia'),
    /** Seed the generator used (reproducible plans); null for seeded templates. */
    generatorSeed: text('generator_seed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('routines_slug_uq').on(t.slug),
    index('routines_owner_idx').on(t.ownerUserId),
    index('routines_filter_idx').on(t.objetivoId, t.dificultadId),
  ],
);

export const routineExercises = pgTable(
  'routine_exercises',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    routineId: integer('routine_id')
      .notNull()
      .references(() => routines.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id),
    orden: integer('orden').notNull(),
    series: integer('series').notNull(),
    repeticiones: integer('repeticiones').notNull(),
    /** Rest after each set, seconds (generator output; informative). */
    descanso: integer('descanso'),
    comentario: text('comentario').notNull().default(''),
  },
  (t) => [index('routine_exercises_routine_idx').on(t.routineId, t.orden)],
);

/** A user's own copy of a routine, with dates, weekday and edited exercises. */
export const userRoutines = pgTable(
  'user_routines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Template it was copied from, if any. */
    routineId: integer('routine_id').references(() => routines.id, { onDelete: 'set null' }),
    /** User routine it was saved from (a routine another user shared), if any. */
    sourceUserRoutineId: integer('source_user_routine_id'),
    nombre: text('nombre').notNull(),
    observaciones: text('observaciones').notNull().default(''),
    objetivoId: integer('objetivo_id')
      .notNull()
      .references(() => goals.id),
    dificultadId: integer('dificultad_id')
      .notNull()
      .references(() => difficulties.id),
    metodoId: integer('metodo_id')
      .notNull()
      .references(() => methods.id),
    fechaInicio: date('fecha_inicio', { mode: 'string' }),
    fechaFin: date('fecha_fin', { mode: 'string' }),
    dia: smallint('dia'),
    compartida: boolean('compartida').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The programme this routine is a session of (docs/PRODUCT.md §17), if any. */
    planId: integer('plan_id').references((): AnyPgColumn => plans.id, { onDelete: 'set null' }),
    /** The session's label in its programme ("Torso A"), null outside one. */
    planEtiqueta: text('plan_etiqueta'),
  },
  (t) => [
    index('user_routines_user_idx').on(t.userId, t.id),
    index('user_routines_plan_idx').on(t.planId),
    index('user_routines_shared_idx').on(t.compartida),
    // Deleting a template routine (the prune job deletes old generated ones) sets this
    // column to null in its copies, and the prune first checks that no copy exists: both look
    // rows up by routine_id, which without an index is a scan of every user's routines.
    index('user_routines_routine_idx').on(t.routineId),
    check('user_routines_dia_ck', sql`${t.dia} is null or ${t.dia} between 1 and 7`),
    check(
      'user_routines_dates_ck',
      sql`${t.fechaInicio} is null or ${t.fechaFin} is null or ${t.fechaInicio} <= ${t.fechaFin}`,
    ),
  ],
);

export const userRoutineExercises = pgTable(
  'user_routine_exercises',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userRoutineId: integer('user_routine_id')
      .notNull()
      .references(() => userRoutines.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id),
    orden: integer('orden').notNull(),
    series: integer('series').notNull(),
    repeticiones: integer('repeticiones').notNull(),
    comentario: text('comentario').notNull().default(''),
    /** Programme sessions (§17): the double-progression range, main lift, rest (s) and measure. */
    repeticionesMin: integer('repeticiones_min'),
    repeticionesMax: integer('repeticiones_max'),
    principal: boolean('principal').notNull().default(false),
    descanso: integer('descanso'),
    medida: text('medida'),
    /** The user's RIR target for the exercise (0-5), null when none (migration 0025). */
    rir: smallint('rir'),
  },
  (t) => [
    index('user_routine_exercises_routine_idx').on(t.userRoutineId, t.orden),
    check('ure_series_ck', sql`${t.series} > 0`),
    check('ure_reps_ck', sql`${t.repeticiones} > 0`),
    check('ure_rir_ck', sql`${t.rir} is null or ${t.rir} between 0 and 5`),
  ],
);

/**
 * A programme (docs/PRODUCT.md §17): several sessions a week over a block of weeks. Its sessions
 * are user routines (`user_routines.plan_id`); the wizard's choices and the week-by-week
 * progression are kept as JSON (`progresion` as `json`, not `jsonb`, so its text keeps the
 * contract's key order for the routine list's fast path).
 */
export const plans = pgTable(
  'plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    objetivoId: integer('objetivo_id')
      .notNull()
      .references(() => goals.id),
    nivel: integer('nivel')
      .notNull()
      .references(() => difficulties.id),
    division: text('division').notNull(),
    semanas: smallint('semanas').notNull(),
    sesionesSemana: smallint('sesiones_semana').notNull(),
    duracionMin: smallint('duracion_min').notNull(),
    fechaInicio: date('fecha_inicio', { mode: 'string' }).notNull(),
    fechaFin: date('fecha_fin', { mode: 'string' }).notNull(),
    /** The wizard's choices as sent (contract-plans.ts `planInput`). */
    elecciones: jsonb('elecciones').notNull(),
    /** PlanWeek[]. */
    progresion: json('progresion').notNull(),
    observaciones: text('observaciones').notNull(),
    /** { banda, series_por_grupo }. */
    volumen: jsonb('volumen').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('plans_user_idx').on(t.userId, t.id),
    check('plans_dates_ck', sql`${t.fechaInicio} <= ${t.fechaFin}`),
    check('plans_semanas_ck', sql`${t.semanas} between 4 and 8`),
  ],
);

/** Exercises a user removed from one of their routines (the generator avoids them). */
export const exerciseRemovals = pgTable(
  'exercise_removals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exercise_removals_user_idx').on(t.userId)],
);

/**
 * Failed logins per e-mail address tried, whether an account has it or not (the key is the
 * SHA-256 of the normalized address, as in rate_limit_hits): the backoff answers alike for both,
 * so it does not tell strangers which addresses are registered. Forgotten 24 h after the last
 * failure; cleared by a successful login or a password reset.
 */
export const loginFailures = pgTable('login_failures', {
  emailHash: text('email_hash').primaryKey(),
  /** Failures in a row. */
  failures: integer('failures').notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});

/**
 * Shared counters for rate limits, so every API process behind a load balancer sees the same
 * numbers (the processes keep no state of their own).
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

// ---------------------------------------------------------------- training log (docs/PRODUCT.md §16)

/**
 * A history import being written: its sessions are written in short batches,
 * owned by no user (`workouts.user_id` null, `workouts.import_id` this row) and so invisible to
 * every query, and become the user's in one short final statement. An import that never gets
 * there (an error, a shutdown, a killed process) is deleted with its sessions once `vista_en` is
 * older than the import's staleness limit (server/modules/imports/repository.ts); a deleted user
 * takes theirs along.
 */
export const workoutImports = pgTable(
  'workout_imports',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Touched by every batch: an import not seen for a while is abandoned. */
    vistaEn: timestamp('vista_en', { withTimezone: true }).notNull().defaultNow(),
  },
  // Deleting a user finds their unfinished imports by user_id (the foreign key's cascade).
  (t) => [index('workout_imports_user_idx').on(t.userId)],
);

/**
 * A training session a user logged from one of their routines. The routine's name and exercises
 * are copied when it starts, so deleting the routine keeps the history (user_routine_id → null).
 */
export const workouts = pgTable(
  'workouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /**
     * The owner. Typed NOT NULL, because every query reads a user's own sessions (`user_id = $1`)
     * and so never a row without one; the database (migration 0017) leaves it null while the
     * session is an import's, not yet committed (`import_id`; workouts_owner_ck: exactly one).
     */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The unfinished import writing this session (workout_imports); null once it is the user's. */
    importId: uuid('import_id').references(() => workoutImports.id, { onDelete: 'cascade' }),
    userRoutineId: integer('user_routine_id').references(() => userRoutines.id, { onDelete: 'set null' }),
    /** Client-generated id of the start request: a retried start finds the session it made. */
    clienteId: uuid('cliente_id').notNull(),
    nombre: text('nombre').notNull(),
    notas: text('notas').notNull().default(''),
    /** 'en_curso' | 'terminado'. */
    estado: text('estado').notNull().default('en_curso'),
    iniciadoEn: timestamp('iniciado_en', { withTimezone: true }).notNull().defaultNow(),
    terminadoEn: timestamp('terminado_en', { withTimezone: true }),
    /**
     * Started in a deload week of its routine's programme (plans.progresion): lighter on purpose,
     * so the advice never reads it as a miss. False outside a programme.
     */
    descarga: boolean('descarga').notNull().default(false),
  },
  (t) => [
    uniqueIndex('workouts_user_cliente_uq').on(t.userId, t.clienteId),
    // One session in progress per user: a second start loses the race here (409).
    uniqueIndex('workouts_one_in_progress_uq')
      .on(t.userId)
      .where(sql`${t.estado} = 'en_curso'`),
    // The history (newest first, by start) and every progress query (a user's sessions by date).
    index('workouts_user_started_idx').on(t.userId, t.iniciadoEn),
    index('workouts_user_routine_idx').on(t.userRoutineId),
    // An import's sessions: its final statement and the clean-up of an abandoned one.
    index('workouts_import_idx')
      .on(t.importId)
      .where(sql`${t.importId} is not null`),
    check('workouts_estado_ck', sql`${t.estado} in ('en_curso', 'terminado')`),
    check('workouts_owner_ck', sql`(${t.userId} is null) <> (${t.importId} is null)`),
    check(
      'workouts_finished_ck',
      sql`(${t.estado} = 'terminado') = (${t.terminadoEn} is not null) and (${t.terminadoEn} is null or ${t.terminadoEn} >= ${t.iniciadoEn})`,
    ),
  ],
);

/**
 * The client id of each deleted session: a start the offline outbox replays
 * after its session was deleted finds its `cliente_id` spent (410) instead of creating the
 * session again. Written in the deleting transaction; gone with the user.
 */
export const workoutTombstones = pgTable(
  'workout_tombstones',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clienteId: uuid('cliente_id').notNull(),
    borradoEn: timestamp('borrado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clienteId] })],
);

/**
 * An exercise of a session: a snapshot of the routine's exercise when the session started, or
 * one the user added, replaced or reordered while training.
 */
export const workoutExercises = pgTable(
  'workout_exercises',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workoutId: integer('workout_id')
      .notNull()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id),
    orden: integer('orden').notNull(),
    seriesObjetivo: integer('series_objetivo').notNull(),
    /** The top of the prescribed range (or the single target); seconds or metres for those measures. */
    repeticionesObjetivo: integer('repeticiones_objetivo').notNull(),
    /** The bottom of the range; null: the same as `repeticionesObjetivo` (no range). */
    repeticionesMin: integer('repeticiones_min'),
    /** Repetitions in reserve the programme prescribed that week; null outside a programme. */
    rirObjetivo: smallint('rir_objetivo'),
    /** Rest after each set, seconds (the routine's method). */
    descanso: integer('descanso').notNull(),
    /** Default measure of new sets: 'repeticiones' | 'tiempo' | 'distancia'. */
    medida: text('medida').notNull(),
    nota: text('nota').notNull().default(''),
    omitido: boolean('omitido').notNull().default(false),
    /** Client-generated id of an exercise added in the session: the same add again finds it. */
    clienteId: uuid('cliente_id'),
    /** Superset or circuit: the session's exercises with the same number alternate; null: alone. */
    grupo: smallint('grupo'),
  },
  (t) => [
    index('workout_exercises_workout_idx').on(t.workoutId, t.orden),
    uniqueIndex('workout_exercises_cliente_uq').on(t.workoutId, t.clienteId),
    // The progression's walk back through a user's sessions probes each one for an exercise
    // (server/modules/workouts/read-repository.ts `lastSessions`): an index lookup instead of reading its rows.
    index('workout_exercises_workout_exercise_idx').on(t.workoutId, t.exerciseId),
    check('workout_exercises_medida_ck', sql`${t.medida} in ('repeticiones', 'tiempo', 'distancia')`),
    check('workout_exercises_rir_objetivo_ck', sql`${t.rirObjetivo} is null or ${t.rirObjetivo} between 0 and 5`),
    check('workout_exercises_grupo_ck', sql`${t.grupo} is null or ${t.grupo} between 1 and 99`),
  ],
);

/**
 * One set done. The id is the client's UUID (a retried save replaces, never doubles); workout_id
 * repeats the exercise's session so ownership checks and a session's totals need no extra join.
 */
export const workoutSets = pgTable(
  'workout_sets',
  {
    id: uuid('id').primaryKey(),
    workoutId: integer('workout_id')
      .notNull()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    workoutExerciseId: integer('workout_exercise_id')
      .notNull()
      .references(() => workoutExercises.id, { onDelete: 'cascade' }),
    orden: integer('orden').notNull(),
    medida: text('medida').notNull(),
    repeticiones: integer('repeticiones'),
    /** Rounded to 2 decimals (1.25 kg plates). */
    kg: numeric('kg', { precision: 6, scale: 2, mode: 'number' }),
    segundos: integer('segundos'),
    metros: numeric('metros', { precision: 8, scale: 2, mode: 'number' }),
    rir: smallint('rir'),
    /**
     * 'calentamiento' | 'trabajo' | 'descendente' | 'fallo' (contract-training.ts `setType`). A
     * warm-up is never work: records, volume, weekly sets, progress and the advice leave it out.
     */
    tipo: text('tipo').notNull().default('trabajo'),
    completadaEn: timestamp('completada_en', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the latest edit applied was made: the device's time the client sent (`editada_en`),
     * else the server's time of the write. A write made before it changes nothing, so a retry
     * of an older edit arriving late never undoes a newer one. Null for sets
     * written before migration 0016 and by imports: the next write applies.
     */
    editadaEn: timestamp('editada_en', { withTimezone: true }),
  },
  (t) => [
    // A session's sets, with what the history page, the session summary, weekly sets per muscle
    // and adherence read of them (measure, kg, repetitions, exercise): those queries are answered
    // from the index alone, a few adjacent pages per session, where the table holds a user's
    // sets scattered among everyone's (one page each). docs/PERFORMANCE.md register: "sets read
    // from their index". Led by workout_id: also
    // the index of the foreign key's cascade. `tipo` last (migration 0015): those figures leave
    // warm-ups out and still read the index alone.
    index('workout_sets_workout_idx').on(t.workoutId, t.medida, t.kg, t.repeticiones, t.workoutExerciseId, t.tipo),
    index('workout_sets_exercise_idx').on(t.workoutExerciseId, t.orden),
    check('workout_sets_medida_ck', sql`${t.medida} in ('repeticiones', 'tiempo', 'distancia')`),
    check('workout_sets_rir_ck', sql`${t.rir} is null or ${t.rir} between 0 and 5`),
    check('workout_sets_tipo_ck', sql`${t.tipo} in ('calentamiento', 'trabajo', 'descendente', 'fallo')`),
    check(
      'workout_sets_values_ck',
      sql`coalesce(${t.repeticiones}, 0) >= 0 and coalesce(${t.kg}, 0) >= 0 and coalesce(${t.segundos}, 1) > 0 and coalesce(${t.metros}, 1) > 0`,
    ),
  ],
);

/**
 * What a user set for a catalogue exercise that outlives a session: the rest after its sets,
 * which the next session starting it (or adding it) takes. Gone with the user.
 */
export const userExerciseSettings = pgTable(
  'user_exercise_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id),
    /** Rest after each set, seconds. */
    descanso: integer('descanso').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.exerciseId] }),
    check('user_exercise_settings_descanso_ck', sql`${t.descanso} between 0 and 900`),
  ],
);

/**
 * Per finished-or-not session, catalogue exercise and weight: the figures personal records are
 * made of (most repetitions, best Epley estimate, volume) of its sets measured in repetitions
 * with kg and repetitions, warm-ups left out (migration 0015). A summary of workout_sets, kept by
 * the trigger of migration 0009 in the statement that writes a set, so the records query reads a
 * few rows per session instead of every set (server/modules/workouts/stats-repository.ts
 * `summarySessions`; docs/PERFORMANCE.md register: "records from the summary table").
 */
export const workoutWeightBests = pgTable(
  'workout_weight_bests',
  {
    workoutId: integer('workout_id')
      .notNull()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id),
    kg: doublePrecision('kg').notNull(),
    repeticiones: doublePrecision('repeticiones').notNull(),
    /** Best Epley estimate of its sets of 1-10 repetitions with kg > 0; null when none. */
    e1rm: doublePrecision('e1rm'),
    volumen: doublePrecision('volumen').notNull(),
  },
  (t) => [primaryKey({ columns: [t.workoutId, t.exerciseId, t.kg] })],
);

// ---------------------------------------------------------------- calendar feed and reminders

/**
 * A user's private iCalendar subscription: the secret of its address is a 256-bit
 * random value of which only the SHA-256 hash is kept (as in auth_tokens). One per user;
 * regenerating replaces it, revoking deletes it.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_hash_uq').on(t.tokenHash)],
);

/** E-mail reminders on days with a planned session: opt-in, at the user's hour. */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    activo: boolean('activo').notNull().default(false),
    /** Local hour (0-23) from which the day's reminder goes out. */
    hora: smallint('hora').notNull().default(8),
    /** IANA time zone the hour and the day are read in. */
    zonaHoraria: text('zona_horaria').notNull().default('Europe/Madrid'),
  },
  (t) => [
    index('reminder_settings_active_idx')
      .on(t.userId)
      .where(sql`${t.activo}`),
    check('reminder_settings_hora_ck', sql`${t.hora} between 0 and 23`),
  ],
);

/**
 * One row per (user, local date) reminder: the claim every API process races for before it sends,
 * so a day's reminder leaves once however many processes run the job. A claim holds a lease
 * (lease_until, sent_at null) until the mail is recorded as sent (sent_at, lease_until null); a
 * claim whose lease ran out unsent (its process died mid-send) is taken over by a later pass
 * (server/modules/calendar/reminders-repository.ts). The row also holds the hash of that mail's
 * unsubscribe secret. sent_at keeps its default so a row written without a lease reads as sent.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    unsubscribeHash: text('unsubscribe_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.fecha] }),
    uniqueIndex('reminders_sent_unsub_uq').on(t.unsubscribeHash),
    check('reminders_sent_state_ck', sql`(${t.sentAt} is null) <> (${t.leaseUntil} is null)`),
  ],
);

/**
 * The exercise a user chose for a name of an imported file when it differed from the one
 * proposed (migration 0023): the next import proposes it first. `nombre` is the file's name
 * normalised (server/domain/import/match.ts `normalisedName`).
 */
export const importNameChoices = pgTable(
  'import_name_choices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    exerciseId: integer('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    elegidoEn: timestamp('elegido_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.nombre] }),
    // A catalogue exercise's delete follows this key (schema-indexes.test.ts).
    index('import_name_choices_exercise_idx').on(t.exerciseId),
    check('import_name_choices_nombre_ck', sql`char_length(${t.nombre}) between 1 and 300`),
  ],
);

/**
 * A body measurement the user logged (docs/PRODUCT.md §20): bodyweight in kg or a circumference
 * in cm on a date. `cliente_id` is made by the app when the value is typed, so a write the offline
 * outbox sends twice lands once. Gone with the user.
 */
export const bodyMeasurements = pgTable(
  'body_measurements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clienteId: uuid('cliente_id').notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    /** 'peso' (kg) | 'cintura' | 'cadera' | 'pecho' | 'brazo' | 'muslo' (cm). */
    tipo: text('tipo').notNull(),
    valor: numeric('valor', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('body_measurements_user_cliente_uq').on(t.userId, t.clienteId),
    // The list and the chart: a user's values of one kind by date.
    index('body_measurements_user_tipo_fecha_idx').on(t.userId, t.tipo, t.fecha),
    check('body_measurements_tipo_ck', sql`${t.tipo} in ('peso', 'cintura', 'cadera', 'pecho', 'brazo', 'muslo')`),
    check('body_measurements_valor_ck', sql`${t.valor} > 0`),
  ],
);

// ---------------------------------------------------------------- feedback (docs/coaching/feedback.md)

/**
 * How one muscle felt after a session: pump and soreness 0-3, joint pain, workload; each null when
 * skipped. `grupo_muscular_id` is a lifter group (server/domain/plans/lifter-groups.ts) or a
 * catalogue group, checked against muscle_groups by the route. A PUT replaces a session's rows.
 * Gone with the session (and so with the user).
 */
export const workoutFeedback = pgTable(
  'workout_feedback',
  {
    workoutId: integer('workout_id')
      .notNull()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    grupoMuscularId: integer('grupo_muscular_id').notNull(),
    bombeo: smallint('bombeo'),
    agujetas: smallint('agujetas'),
    /** 'ninguno' | 'algo' | 'me_paro'. */
    dolor: text('dolor'),
    /** Which joint hurt: 'hombro' | 'rodilla' | 'zona_lumbar' | 'muneca' | 'otra'; null without joint pain (migration 0028). */
    articulacion: text('articulacion'),
    /** 'facil' | 'justa' | 'demasiada'. */
    carga: text('carga'),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workoutId, t.grupoMuscularId] }),
    check('workout_feedback_bombeo_ck', sql`${t.bombeo} is null or ${t.bombeo} between 0 and 3`),
    check('workout_feedback_agujetas_ck', sql`${t.agujetas} is null or ${t.agujetas} between 0 and 3`),
    check('workout_feedback_dolor_ck', sql`${t.dolor} is null or ${t.dolor} in ('ninguno', 'algo', 'me_paro')`),
    check(
      'workout_feedback_articulacion_ck',
      sql`${t.articulacion} is null or ${t.articulacion} in ('hombro', 'rodilla', 'zona_lumbar', 'muneca', 'otra')`,
    ),
    check('workout_feedback_carga_ck', sql`${t.carga} is null or ${t.carga} in ('facil', 'justa', 'demasiada')`),
  ],
);

/**
 * The readiness check of a session and the adjustment it made. `base` keeps the session's
 * targets before any adjustment (`[{ id, series, rir }]` of its exercises), so answering again
 * replaces the adjustment instead of adding to it. Gone with the session.
 */
export const workoutReadiness = pgTable(
  'workout_readiness',
  {
    workoutId: integer('workout_id')
      .primaryKey()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    sueno: text('sueno'),
    estres: text('estres'),
    cuerpo: text('cuerpo'),
    /** 'ninguno' | 'rir' | 'serie'. */
    ajuste: text('ajuste').notNull(),
    base: jsonb('base').notNull(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('workout_readiness_sueno_ck', sql`${t.sueno} is null or ${t.sueno} in ('bien', 'regular', 'mal')`),
    check('workout_readiness_estres_ck', sql`${t.estres} is null or ${t.estres} in ('bajo', 'medio', 'alto')`),
    check('workout_readiness_cuerpo_ck', sql`${t.cuerpo} is null or ${t.cuerpo} in ('fresco', 'normal', 'cansado')`),
    check('workout_readiness_ajuste_ck', sql`${t.ajuste} in ('ninguno', 'rir', 'serie')`),
  ],
);

/**
 * A change to a programme's next week that the feedback proposed (server/domain/plans/adjust.ts),
 * and what the user said. `clave` names the change within its week, so finding it again keeps
 * its id and state. Gone with the programme (and so with the user).
 */
export const planAdjustments = pgTable(
  'plan_adjustments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** The week it changes. */
    semana: smallint('semana').notNull(),
    clave: text('clave').notNull(),
    /** 'series' | 'cambio_ejercicio' | 'descarga'. */
    tipo: text('tipo').notNull(),
    grupoMuscularId: integer('grupo_muscular_id'),
    delta: smallint('delta'),
    ejercicioId: integer('ejercicio_id'),
    alternativaId: integer('alternativa_id'),
    motivo: text('motivo').notNull(),
    /** 'propuesta' | 'aceptada' | 'rechazada'. */
    estado: text('estado').notNull().default('propuesta'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plan_adjustments_plan_semana_clave_uq').on(t.planId, t.semana, t.clave),
    check('plan_adjustments_tipo_ck', sql`${t.tipo} in ('series', 'cambio_ejercicio', 'descarga')`),
    check('plan_adjustments_estado_ck', sql`${t.estado} in ('propuesta', 'aceptada', 'rechazada')`),
  ],
);
