import { addDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { planInput } from '../../lib/contract-plans';
import { toIsoDate } from '../../lib/dates';
import { planWizardSchema, recommendedSessions, toPlanInput, WIZARD_DEFAULTS, type PlanWizardValues } from './wizard';

const valid: PlanWizardValues = {
  ...WIZARD_DEFAULTS,
  experiencia: 'menos_6_meses',
  dias: [5, 1, 3],
};

const messages = (values: Partial<PlanWizardValues>) => {
  const result = planWizardSchema.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('planWizardSchema', () => {
  it('takes a complete set of choices', () => {
    expect(messages({})).toEqual([]);
  });

  it('names each refused choice with a Spanish message key', () => {
    expect(messages({ dias: [2] })).toEqual(['dias: validation:planDays']);
    expect(messages({ equipamiento: [] })).toEqual(['equipamiento: validation:planEquipment']);
    expect(messages({ experiencia: undefined })).toEqual(['experiencia: validation:planExperience']);
    expect(messages({ semanas: 9 })).toEqual(['semanas: validation:planWeeks']);
    expect(messages({ duracion_min: 50 as 45 })).toEqual(['duracion_min: validation:planMinutes']);
    expect(messages({ evitar_ejercicios: Array.from({ length: 51 }, (_, i) => i + 1) })).toEqual([
      'evitar_ejercicios: validation:planAvoidTooMany',
    ]);
  });

  it('refuses more sessions than days, and a start in the past', () => {
    expect(messages({ dias: [1, 3], sesiones_semana: 3 })).toEqual(['sesiones_semana: validation:planSessions']);
    expect(messages({ dias: [1, 3], sesiones_semana: 2 })).toEqual([]);
    expect(messages({ fecha_inicio: toIsoDate(addDays(new Date(), -1)) })).toEqual([
      'fecha_inicio: validation:planStartPast',
    ]);
    expect(messages({ fecha_inicio: toIsoDate(new Date()) })).toEqual([]);
  });
});

describe('recommendedSessions', () => {
  it('follows the level and never passes the days chosen', () => {
    expect(recommendedSessions('nunca', 7)).toBe(3);
    expect(recommendedSessions('mas_de_2_anos', 7)).toBe(4);
    expect(recommendedSessions('mas_de_2_anos', 3)).toBe(3);
    expect(recommendedSessions(undefined, 2)).toBe(2);
    expect(recommendedSessions('mas_de_2_anos', 0)).toBe(4);
  });
});

describe('toPlanInput', () => {
  it('sorts the days and leaves out what the server decides', () => {
    const body = toPlanInput(planWizardSchema.parse(valid));
    expect(body).toEqual({
      experiencia: 'menos_6_meses',
      dias: [1, 3, 5],
      semanas: 6,
      duracion_min: 45,
      equipamiento: ['gimnasio'],
      evitar_zonas: [],
      evitar_ejercicios: [],
    });
    expect(planInput.safeParse(body).success).toBe(true);
  });

  it('sends the sessions and the start date when chosen', () => {
    const start = toIsoDate(addDays(new Date(), 3));
    const body = toPlanInput(planWizardSchema.parse({ ...valid, sesiones_semana: 2, fecha_inicio: start }));
    expect(body).toMatchObject({ sesiones_semana: 2, fecha_inicio: start });
  });
});
