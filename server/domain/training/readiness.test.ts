import { describe, expect, it } from 'vitest';
import type { ReadinessInput } from '../../../src/lib/contract-feedback';
import { adjustedTargets, readinessAdvice } from './readiness';

describe('readiness: what the answers do to today', () => {
  const cases: [string, ReadinessInput, 'ninguno' | 'rir' | 'serie', string][] = [
    ['nothing answered', {}, 'ninguno', ''],
    [
      'all good',
      { sueno: 'bien', estres: 'bajo', cuerpo: 'fresco' },
      'ninguno',
      'Estás en condiciones: entrena como estaba previsto.',
    ],
    [
      'a so-so night alone',
      { sueno: 'regular', estres: 'bajo', cuerpo: 'normal' },
      'ninguno',
      'Estás en condiciones: entrena como estaba previsto.',
    ],
    [
      'a tired body alone',
      { cuerpo: 'cansado' },
      'rir',
      'Hoy, deja una repetición más en reserva (RIR +1) en cada ejercicio: notas el cuerpo cansado.',
    ],
    [
      'a bad night alone',
      { sueno: 'mal', estres: 'bajo', cuerpo: 'fresco' },
      'rir',
      'Hoy, deja una repetición más en reserva (RIR +1) en cada ejercicio: dormiste mal.',
    ],
    [
      'a so-so night and some stress',
      { sueno: 'regular', estres: 'medio' },
      'rir',
      'Hoy, deja una repetición más en reserva (RIR +1) en cada ejercicio: dormiste regular y tienes algo de estrés.',
    ],
    [
      'bad sleep and high stress',
      { sueno: 'mal', estres: 'alto', cuerpo: 'normal' },
      'serie',
      'Hoy, una serie menos en cada ejercicio: dormiste mal y tienes mucho estrés.',
    ],
    [
      'three bad answers',
      { sueno: 'mal', estres: 'alto', cuerpo: 'cansado' },
      'serie',
      'Hoy, una serie menos en cada ejercicio: dormiste mal, tienes mucho estrés y notas el cuerpo cansado.',
    ],
    [
      'a tired body after a so-so night and some stress',
      { sueno: 'regular', estres: 'medio', cuerpo: 'cansado' },
      'serie',
      'Hoy, una serie menos en cada ejercicio: dormiste regular, tienes algo de estrés y notas el cuerpo cansado.',
    ],
    ['skipped answers as null', { sueno: null, estres: null, cuerpo: null }, 'ninguno', ''],
  ];
  it.each(cases)('%s', (_name, answers, ajuste, motivo) => {
    expect(readinessAdvice(answers)).toEqual({ ajuste, motivo });
  });
});

describe('readiness: the targets it changes', () => {
  const base = [
    { id: 1, series: 3, rir: 2 },
    { id: 2, series: 1, rir: 5 },
    { id: 3, series: 4, rir: null },
  ];
  it('RIR +1 up to 5; an exercise without RIR keeps none; sets unchanged', () => {
    expect(adjustedTargets(base, 'rir')).toEqual([
      { id: 1, series: 3, rir: 3 },
      { id: 2, series: 1, rir: 5 },
      { id: 3, series: 4, rir: null },
    ]);
  });
  it('one set fewer, never below 1; RIR unchanged', () => {
    expect(adjustedTargets(base, 'serie')).toEqual([
      { id: 1, series: 2, rir: 2 },
      { id: 2, series: 1, rir: 5 },
      { id: 3, series: 3, rir: null },
    ]);
  });
  it('none: the base again (answering again replaces, never adds)', () => {
    expect(adjustedTargets(adjustedTargets(base, 'serie'), 'ninguno')).toEqual(adjustedTargets(base, 'serie'));
    expect(adjustedTargets(base, 'ninguno')).toEqual(base);
  });
});
