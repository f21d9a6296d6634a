/** The plan view's small rules, kept apart from its components so they are tested alone. */
import type { Plan, PlanSession } from '../../lib/contract-plans';
import { formatDay } from '../../lib/date-format';
import { isoWeekday } from '../../lib/dates';

export type BandStatus = 'below' | 'within' | 'above';

/** Where a muscle's weekly sets fall against the band. */
export function bandStatus(sets: number, band: Plan['banda']): BandStatus {
  if (sets < band.min) return 'below';
  if (sets > band.max) return 'above';
  return 'within';
}

/** The session planned for today, if the block is running and one falls on today's weekday. */
export function todaysSession(plan: Pick<Plan, 'semana_actual' | 'sesiones'>, today = new Date()): PlanSession | null {
  if (plan.semana_actual === null) return null;
  return plan.sesiones.find((s) => s.dia === isoWeekday(today)) ?? null;
}

/** Where the block stands: running (which week), not started yet, or over. */
export function blockStatus(
  plan: Pick<Plan, 'semana_actual' | 'fecha_inicio'>,
  todayIso: string,
): 'running' | 'upcoming' | 'finished' {
  if (plan.semana_actual !== null) return 'running';
  return todayIso < plan.fecha_inicio ? 'upcoming' : 'finished';
}

/** A plan's `YYYY-MM-DD` day as the screens write it. */
export const formatPlanDay = (iso: string): string => formatDay(iso);
