import { asc, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { UserRoutine } from '../../src/lib/contract';
import type { Db } from '../db/client';
import { exercises, routines } from '../db/schema';
import type { TestUser } from './users';

/** Ids of the seeded public templates (whatever the catalogue holds), in id order. */
export async function publicTemplateIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: routines.id })
    .from(routines)
    .where(isNull(routines.ownerUserId))
    .orderBy(asc(routines.id));
  return rows.map((r) => r.id);
}

/** The seeded catalogue exercises (id, nombre), in id order. */
export function catalogueExercises(db: Db) {
  return db.select({ id: exercises.id, nombre: exercises.nombre }).from(exercises).orderBy(asc(exercises.id));
}

/** `POST user-routines` as `user`: a new user routine copied from template `id_rutina`. */
export async function copyToUser(app: FastifyInstance, user: TestUser, idRutina: number): Promise<UserRoutine> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user-routines',
    headers: user.headers,
    payload: { id_rutina: idRutina },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<UserRoutine>();
}
