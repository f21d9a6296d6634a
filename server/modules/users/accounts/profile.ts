/** The caller's profile: read and update (docs/PRODUCT.md §11). */
import type { Db } from '../../../db/client';
import { toUserProfile } from '../../../domain/profile';
import {
  AccountError,
  emailTaken,
  isUniqueViolation,
  normalizeEmail,
  userNotFound,
  type ProfileInput,
  type UserProfile,
} from './errors';
import {
  emailUsedByOther,
  findProfileRow,
  goalExists,
  recordMeasurement,
  setWeightUnit,
  updateUser,
  type UserData,
} from './users-repository';

/** The columns of a profile as the client sends them (the e-mail already normalized). */
export function userData(input: ProfileInput, email: string): UserData {
  return {
    nombre: input.nombre,
    apellidos: input.apellidos,
    email,
    fechaNacimiento: input.fecha_nacimiento,
    sexo: input.sexo,
    peso: input.peso,
    altura: input.altura,
    objetivoId: input.objetivo_id,
  };
}

export async function requireGoal(db: Db, id: number): Promise<void> {
  if (!(await goalExists(db, id))) throw new AccountError('UNKNOWN_GOAL', `objetivo_id: goal ${id} does not exist`);
}

export async function getProfile(db: Db, userId: number): Promise<UserProfile> {
  const row = await findProfileRow(db, userId);
  if (!row) throw userNotFound();
  return toUserProfile(row);
}

export async function updateProfile(db: Db, userId: number, input: ProfileInput): Promise<UserProfile> {
  const email = normalizeEmail(input.email);
  await requireGoal(db, input.objetivo_id);
  if (await emailUsedByOther(db, email, userId)) throw emailTaken();
  const data = userData(input, email);
  try {
    await db.transaction(async (tx) => {
      if (!(await updateUser(tx, userId, data))) throw userNotFound();
      await recordMeasurement(tx, userId, input.peso, input.altura);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  return getProfile(db, userId);
}

/** The caller's display preferences (`PUT users/preferences`): the unit they read weights in. */
export async function updatePreferences(db: Db, userId: number, unidad: 'kg' | 'lb'): Promise<{ unidad: 'kg' | 'lb' }> {
  if (!(await setWeightUnit(db, userId, unidad))) throw userNotFound();
  return { unidad };
}
