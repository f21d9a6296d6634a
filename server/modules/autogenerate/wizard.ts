import type { GeneratorProfile } from '../../domain/generator';
import { storedAnswers } from './schemas';

export type WizardAnswers = Pick<GeneratorProfile, 'experiencia' | 'equipamiento' | 'evitarZonas'>;

/**
 * What the user told the programme wizard the last time they built a programme
 * (`plans.elecciones`, repository.ts `latestPlanChoices`): their experience, the equipment they
 * have and their sore areas. POST /api/autogenerate takes no body (the original client's
 * contract), so a single routine follows these answers: the level from the answer and the log,
 * only the kit they have, no exercise that loads a sore area. A user without a programme gets {}
 * (the log, a full gym, no sore area).
 */
export function wizardAnswersOf(elecciones: unknown): WizardAnswers {
  if (elecciones === null) return {};
  const parsed = storedAnswers.safeParse(elecciones);
  if (!parsed.success) return {};
  const { experiencia, equipamiento, evitar_zonas } = parsed.data;
  return {
    ...(experiencia ? { experiencia } : {}),
    ...(equipamiento ? { equipamiento } : {}),
    ...(evitar_zonas && evitar_zonas.length > 0 ? { evitarZonas: evitar_zonas } : {}),
  };
}
