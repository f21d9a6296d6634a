/**
 * Each muscle's state at a glance (docs/coaching/feedback.md "Recovery"), from its latest
 * feedback in the last RECOVERY_DAYS days: joint pain first, then loaded (soreness 2-3 or a
 * workload too much), else recovered; no feedback, no state. One pure rule.
 */
import type { JointArea, JointPain, RecoveryState, Workload } from '../../../src/lib/contract-feedback';
import { JOINT_NAMES, modelArea } from './joints';

/** How far back a muscle's feedback still says something about it. */
export const RECOVERY_DAYS = 14;

export interface LatestFeedback {
  /** The session's day, YYYY-MM-DD. */
  fecha: string;
  agujetas: number | null;
  dolor: JointPain | null;
  /** Which joint hurt, when said. */
  articulacion?: JointArea | null;
  carga: Workload | null;
}

/** "24-11" from "2026-11-24". */
const shortDay = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}`;

export function recoveryOf(latest: LatestFeedback | undefined): {
  estado: RecoveryState;
  motivo: string;
  fecha: string | null;
} {
  if (!latest) return { estado: 'sin_datos', motivo: '', fecha: null };
  const on = `el ${shortDay(latest.fecha)}`;
  const at = (estado: RecoveryState, motivo: string) => ({ estado, motivo: `${motivo} ${on}`, fecha: latest.fecha });
  const joint = modelArea(latest.articulacion);
  if (latest.dolor === 'me_paro')
    return at('dolor', joint ? `Un dolor en ${JOINT_NAMES[joint]} te hizo parar` : 'Un dolor articular te hizo parar');
  if (latest.dolor === 'algo')
    return at('dolor', joint ? `Molestias en ${JOINT_NAMES[joint]}` : 'Molestias articulares');
  if (latest.agujetas !== null && latest.agujetas >= 2)
    return at('cargado', latest.agujetas === 3 ? 'Agujetas fuertes' : 'Agujetas');
  if (latest.carga === 'demasiada') return at('cargado', 'Carga demasiada');
  return at('recuperado', latest.agujetas === null ? 'Sin señales de fatiga' : 'Sin agujetas fuertes');
}
