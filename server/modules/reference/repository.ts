import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { difficulties, goals, methods, muscleGroups } from '../../db/schema';

const difficultyCols = { id: difficulties.id, nivel: difficulties.nivel };
const muscleGroupCols = { id: muscleGroups.id, nombre: muscleGroups.nombre };
const goalCols = { id: goals.id, nombre: goals.nombre, id_metodos: goals.metodoId };
const methodCols = {
  id: methods.id,
  nombre: methods.nombre,
  dificultad_id: methods.dificultadId,
  tiempo_aerobicos: methods.tiempoAerobicos,
  tiempo_anaerobicos: methods.tiempoAnaerobicos,
  descanso: methods.descanso,
  observaciones: methods.observaciones,
};

/** The first row, or null. */
const first = async <T>(rows: Promise<T[]>): Promise<T | null> => (await rows)[0] ?? null;

/** The reference tables of docs/PRODUCT.md §12 in the public shape: all rows by id, or one. */
export const listDifficulties = (db: Db) => db.select(difficultyCols).from(difficulties).orderBy(asc(difficulties.id));
export const findDifficulty = (db: Db, id: number) =>
  first(db.select(difficultyCols).from(difficulties).where(eq(difficulties.id, id)));

export const listMuscleGroups = (db: Db) => db.select(muscleGroupCols).from(muscleGroups).orderBy(asc(muscleGroups.id));
export const findMuscleGroup = (db: Db, id: number) =>
  first(db.select(muscleGroupCols).from(muscleGroups).where(eq(muscleGroups.id, id)));

export const listGoals = (db: Db) => db.select(goalCols).from(goals).orderBy(asc(goals.id));
export const findGoal = (db: Db, id: number) => first(db.select(goalCols).from(goals).where(eq(goals.id, id)));

export const listMethods = (db: Db) => db.select(methodCols).from(methods).orderBy(asc(methods.id));
export const findMethod = (db: Db, id: number) => first(db.select(methodCols).from(methods).where(eq(methods.id, id)));
