/**
 * The one database schema of Forja (PostgreSQL 15 features only: PGlite reports 18 but the
 * same migrations must run on Debian's PostgreSQL 15). Migrations in ./migrations are generated
 * from this file with `npm run db:generate`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
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

/** The Spanish exercise catalogue (seeded from server/db/seed data files). */
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
  },
  (t) => [uniqueIndex('exercises_slug_uq').on(t.slug)],
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
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email), check('users_sexo_ck', sql`${t.sexo} in (1, 2, 3)`)],
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
  },
  (t) => [
    index('user_routines_user_idx').on(t.userId, t.id),
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
  },
  (t) => [
    index('user_routine_exercises_routine_idx').on(t.userRoutineId, t.orden),
    check('ure_series_ck', sql`${t.series} > 0`),
    check('ure_reps_ck', sql`${t.repeticiones} > 0`),
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
