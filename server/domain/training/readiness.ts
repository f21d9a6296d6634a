/**
 * The light readiness check before a session (docs/coaching/feedback.md "Readiness"): three
 * optional answers (sleep, stress, how the body feels) that can make today's session lighter,
 * RIR +1 on every exercise or one set fewer, never harder. One pure rule.
 *
 * Each answer at its worst (slept badly, high stress, body tired) counts 1; the middle answers for
 * sleep and stress count half (a so-so night, some stress); the body's middle answer ("normal")
 * counts nothing. Skipped answers count nothing.
 * - 2 or more: one set fewer on every exercise (two or three bad answers).
 * - 1 or 1.5: RIR +1 (a tired body alone, a bad night alone, or a so-so night with some stress).
 * - less: no change.
 * Sources: Helms et al. 2016 (RIR-based autoregulation: adjust the day's effort to how the lifter
 * is); Zourdos et al. 2016 (the RIR scale); Bell et al. 2023 (less volume as the first lever when
 * recovery is short). The thresholds are ours.
 */
import type { ReadinessAdjustment, ReadinessInput } from '../../../src/lib/contract-feedback';

export interface ReadinessAdvice {
  ajuste: ReadinessAdjustment;
  /** Spanish, one line. */
  motivo: string;
}

/** A set fewer from this score up; RIR +1 from 1. */
export const SET_FEWER_FROM = 2;
export const RIR_UP_FROM = 1;

/** The answers that weigh, each with its weight and how the reason says it. */
function signals(a: ReadinessInput): { weight: number; text: string }[] {
  const out: { weight: number; text: string }[] = [];
  if (a.sueno === 'mal') out.push({ weight: 1, text: 'dormiste mal' });
  if (a.sueno === 'regular') out.push({ weight: 0.5, text: 'dormiste regular' });
  if (a.estres === 'alto') out.push({ weight: 1, text: 'tienes mucho estrés' });
  if (a.estres === 'medio') out.push({ weight: 0.5, text: 'tienes algo de estrés' });
  if (a.cuerpo === 'cansado') out.push({ weight: 1, text: 'notas el cuerpo cansado' });
  return out;
}

/** "a, b y c". */
function listOf(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;
}

/** What the answers do to today's session, with its reason. */
export function readinessAdvice(answers: ReadinessInput): ReadinessAdvice {
  const found = signals(answers);
  const score = found.reduce((sum, s) => sum + s.weight, 0);
  const why = listOf(found.map((s) => s.text));
  if (score >= SET_FEWER_FROM) return { ajuste: 'serie', motivo: `Hoy, una serie menos en cada ejercicio: ${why}.` };
  if (score >= RIR_UP_FROM)
    return { ajuste: 'rir', motivo: `Hoy, deja una repetición más en reserva (RIR +1) en cada ejercicio: ${why}.` };
  const anyAnswer = answers.sueno != null || answers.estres != null || answers.cuerpo != null;
  return {
    ajuste: 'ninguno',
    motivo: anyAnswer ? 'Estás en condiciones: entrena como estaba previsto.' : '',
  };
}

/** One exercise's targets as the session holds them. */
export interface SessionTarget {
  id: number;
  series: number;
  rir: number | null;
}

/** The most RIR a target takes (contract-training `rir`). */
const RIR_MAX = 5;

/**
 * The targets after the adjustment, from the targets before any (so answering again replaces the
 * adjustment instead of adding to it): RIR +1 up to 5 (a target without RIR keeps none), or one
 * set fewer down to 1.
 */
export function adjustedTargets(base: readonly SessionTarget[], ajuste: ReadinessAdjustment): SessionTarget[] {
  return base.map((t) => {
    if (ajuste === 'rir') return { ...t, rir: t.rir === null ? null : Math.min(RIR_MAX, t.rir + 1) };
    if (ajuste === 'serie') return { ...t, series: Math.max(1, t.series - 1) };
    return { ...t };
  });
}
