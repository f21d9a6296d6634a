import { isExplosive, isHeavySpinalLoad, isInterval } from './classify';
import { RESTRICTED_MAX_DIFFICULTY } from './prescription';
import type { GeneratorExercise } from './types';

/**
 * Why an exercise may not go into this plan (empty: it may). People aged 60+ or with BMI 30+
 * (`restricted`) get no jumps, no heavy spinal loading, no technical lift and nothing above
 * Intermedio, whatever their level; circuits get no technical lift, no explosive set and no
 * sprint (they need full recovery). The generator filters with it; the rule book reports it.
 */
export function safetyBreaks(e: GeneratorExercise, restricted: boolean, circuit: boolean): string[] {
  const out: string[] = [];
  if (restricted) {
    if (e.altoImpacto) out.push('high impact for BMI >= 30 or age >= 60');
    if (isHeavySpinalLoad(e)) out.push('heavy spinal loading for BMI >= 30 or age >= 60');
    if (e.tecnico) out.push('technical lift for BMI >= 30 or age >= 60');
    if (e.dificultadId > RESTRICTED_MAX_DIFFICULTY)
      out.push(`advanced variant (difficulty ${e.dificultadId}) for BMI >= 30 or age >= 60`);
  }
  if (circuit && e.tecnico) out.push('technical lift in a circuit');
  if (circuit && (isExplosive(e) || isInterval(e))) out.push('explosive work or sprints in a circuit');
  return out;
}
