/**
 * Body measurements (docs/PRODUCT.md §20, migration 0026): one row per value a user logged,
 * keyed for writes by the id the app made for it (`cliente_id`).
 */
import { and, asc, count, eq, gt, gte, lte } from 'drizzle-orm';
import {
  MEASUREMENTS_PER_USER,
  type BodyMeasurement,
  type BodyMeasurementInput,
  type MeasurementKind,
} from '../../../src/lib/contract-measurements';
import type { Db, Queryable } from '../../db/client';
import { bodyMeasurements, users } from '../../db/schema';

const columns = {
  cliente_id: bodyMeasurements.clienteId,
  fecha: bodyMeasurements.fecha,
  tipo: bodyMeasurements.tipo,
  valor: bodyMeasurements.valor,
};

type Row = Omit<BodyMeasurement, 'tipo'> & { tipo: string };
const asMeasurement = (row: Row) => row as BodyMeasurement;

export interface MeasurementFilter {
  tipo?: MeasurementKind;
  desde?: string;
  hasta?: string;
}

/** The user's measurements matching `filter`, oldest date first (then in the order logged). */
export async function listMeasurements(db: Queryable, userId: number, filter: MeasurementFilter) {
  const rows = await db
    .select(columns)
    .from(bodyMeasurements)
    .where(
      and(
        eq(bodyMeasurements.userId, userId),
        filter.tipo ? eq(bodyMeasurements.tipo, filter.tipo) : undefined,
        filter.desde ? gte(bodyMeasurements.fecha, filter.desde) : undefined,
        filter.hasta ? lte(bodyMeasurements.fecha, filter.hasta) : undefined,
      ),
    )
    .orderBy(asc(bodyMeasurements.fecha), asc(bodyMeasurements.id));
  return rows.map(asMeasurement);
}

export type SaveOutcome =
  { kind: 'saved'; created: boolean; measurement: BodyMeasurement } | { kind: 'too-many' } | { kind: 'user-gone' };

/**
 * Creates the measurement `clienteId` names, or replaces its date, kind and value when the user
 * already has it: a retried write lands once. Refused past MEASUREMENTS_PER_USER new rows.
 */
export async function saveMeasurement(
  db: Db,
  userId: number,
  clienteId: string,
  body: BodyMeasurementInput,
): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    // One writer per user at a time, so the count holds until the insert; a user deleted
    // meanwhile is found missing here instead of failing the foreign key.
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    if (!owner) return { kind: 'user-gone' };
    const mine = and(eq(bodyMeasurements.userId, userId), eq(bodyMeasurements.clienteId, clienteId));
    const [updated] = await tx
      .update(bodyMeasurements)
      .set({ fecha: body.fecha, tipo: body.tipo, valor: body.valor })
      .where(mine)
      .returning(columns);
    if (updated) return { kind: 'saved', created: false, measurement: asMeasurement(updated) };
    const [held] = await tx.select({ n: count() }).from(bodyMeasurements).where(eq(bodyMeasurements.userId, userId));
    if ((held?.n ?? 0) >= MEASUREMENTS_PER_USER) return { kind: 'too-many' };
    const [created] = await tx
      .insert(bodyMeasurements)
      .values({ userId, clienteId, fecha: body.fecha, tipo: body.tipo, valor: body.valor })
      .returning(columns);
    return { kind: 'saved', created: true, measurement: asMeasurement(created!) };
  });
}

/** Deletes the user's measurement `clienteId`; false when they have none by that id. */
export async function deleteMeasurement(db: Queryable, userId: number, clienteId: string): Promise<boolean> {
  const gone = await db
    .delete(bodyMeasurements)
    .where(and(eq(bodyMeasurements.userId, userId), eq(bodyMeasurements.clienteId, clienteId)))
    .returning({ id: bodyMeasurements.id });
  return gone.length > 0;
}

/** The account export's `medidas_corporales` (server/modules/users/account-json.ts): in id pages. */
export async function* measurementExportPages(db: Queryable, userId: number, pageSize = 500) {
  let after = 0;
  for (;;) {
    const page = await db
      .select({ id: bodyMeasurements.id, ...columns, creado_en: bodyMeasurements.creadoEn })
      .from(bodyMeasurements)
      .where(and(eq(bodyMeasurements.userId, userId), gt(bodyMeasurements.id, after)))
      .orderBy(asc(bodyMeasurements.id))
      .limit(pageSize);
    if (page.length > 0) yield page.map(({ id: _id, ...row }) => row);
    if (page.length < pageSize) return;
    after = page.at(-1)!.id;
  }
}
