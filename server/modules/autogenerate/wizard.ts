import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { equipment, experience, soreArea } from '../../../src/lib/contract-plans';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema';
import type { GeneratorProfile } from '../../domain/generator';

/** The answers of a stored programme's wizard the single routine uses; anything else is ignored. */
const storedAnswers = z.object({
  experiencia: experience.optional().catch(undefined),
  equipamiento: z.array(equipment).min(1).optional().catch(undefined),
  evitar_zonas: z.array(soreArea).optional().catch(undefined),
});

export type WizardAnswers = Pick<GeneratorProfile, 'experiencia' | 'equipamiento' | 'evitarZonas'>;

/**
 * What the user told the programme wizard the last time they built a programme
 * (`plans.elecciones`): their experience, the equipment they have and their sore areas. POST
 * /api/autogenerate takes no body (the original client's contract), so a single routine follows
 * these answers: the level from the answer and the log, only the kit they have, no exercise
 * that loads a sore area. A user without a programme gets {} (the log, a full gym, no sore area).
 */
export async function latestWizardAnswers(db: Db, userId: number): Promise<WizardAnswers> {
  const [row] = await db
    .select({ elecciones: plans.elecciones })
    .from(plans)
    .where(eq(plans.userId, userId))
    .orderBy(desc(plans.id))
    .limit(1);
  if (!row) return {};
  const parsed = storedAnswers.safeParse(row.elecciones);
  if (!parsed.success) return {};
  const { experiencia, equipamiento, evitar_zonas } = parsed.data;
  return {
    ...(experiencia ? { experiencia } : {}),
    ...(equipamiento ? { equipamiento } : {}),
    ...(evitar_zonas && evitar_zonas.length > 0 ? { evitarZonas: evitar_zonas } : {}),
  };
}
