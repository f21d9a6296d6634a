import { describe, expect, it } from 'vitest';
import type { Equipment, SoreArea } from '../../../src/lib/contract-plans';
import { GOALS } from '../../db/seed/reference';
import { FIXTURE_CATALOGUE } from '../generator/fixture-catalogue';
import { LEVEL_THRESHOLDS_SESSIONS, LEVEL_THRESHOLDS_WEEKS } from '../generator/level';
import { realCatalogue } from '../generator/real-catalogue';
import type { GeneratorExercise, GeneratorProfile } from '../generator/types';
import { checkProgramme, generateProgramme, schedule, weekGap, type PlanChoices, type ProgrammeInput } from '.';

const PROFILES: Record<string, Pick<GeneratorProfile, 'age' | 'sexo' | 'bmi'>> = {
  'woman 28, BMI 22': { age: 28, sexo: 2, bmi: 22 },
  'man 35, BMI 32': { age: 35, sexo: 1, bmi: 32 },
  'man 67, BMI 24': { age: 67, sexo: 1, bmi: 24 },
  'woman 68, BMI 35': { age: 68, sexo: 2, bmi: 35 },
};
const DAYS: Record<string, number[]> = {
  'every day': [1, 2, 3, 4, 5, 6, 7],
  weekdays: [1, 2, 3, 4, 5],
  'Mon-Tue-Wed': [1, 2, 3],
  'weekend + Mon': [6, 7, 1],
  'Tue, Thu': [2, 4],
};
const EQUIPMENT: Record<string, Equipment[]> = {
  gym: ['gimnasio'],
  'dumbbells and bench': ['mancuernas_banco'],
  'body weight': ['peso_corporal'],
  'bands + pull-up bar': ['bandas', 'barra_dominadas'],
};
const SORE: Record<string, SoreArea[]> = {
  none: [],
  'shoulder + lower back': ['hombro', 'zona_lumbar'],
  'knee + wrist': ['rodilla', 'muneca'],
};

function profile(goalId: number, shape: (typeof PROFILES)[string], level: number): GeneratorProfile {
  const goal = GOALS.find((g) => g.id === goalId)!;
  return {
    goalId,
    methodId: goal.metodoId,
    goalName: goal.nombre,
    trainedWeeks: LEVEL_THRESHOLDS_WEEKS[level - 1]!,
    finishedSessions: LEVEL_THRESHOLDS_SESSIONS[level - 1]!,
    ...shape,
  };
}

const choices = (over: Partial<PlanChoices>): PlanChoices => ({
  dias: [1, 3, 5],
  semanas: 6,
  duracion_min: 60,
  equipamiento: ['gimnasio'],
  evitar_zonas: [],
  evitar_ejercicios: [],
  experiencia: 'mas_de_2_anos',
  ...over,
});

/**
 * goal x level x profile x days x equipment x sore areas, with the weeks, length and sessions
 * varied along (a full product would take minutes; every value of each axis is met with every
 * value of the others in goal x level x profile).
 */
function* combinations(catalogue: readonly GeneratorExercise[]): Generator<[string, ProgrammeInput]> {
  let k = 0;
  const pick = <T>(items: readonly T[], i: number) => items[i % items.length]!;
  for (const goal of GOALS) {
    for (let level = 1; level <= 5; level++) {
      for (const [pName, shape] of Object.entries(PROFILES)) {
        for (const [dName, dias] of Object.entries(DAYS)) {
          k += 1;
          const [eName, equipamiento] = pick(Object.entries(EQUIPMENT), k);
          const [sName, evitar_zonas] = pick(Object.entries(SORE), k + level);
          const c = choices({
            dias,
            equipamiento,
            evitar_zonas,
            semanas: pick([4, 5, 6, 7, 8], k),
            duracion_min: pick([30, 45, 60, 75], k + goal.id),
            sesiones_semana: k % 3 === 0 ? Math.min(6, dias.length) : undefined,
            evitar_ejercicios: [catalogue[k % catalogue.length]!.id],
          });
          const label = `goal ${goal.id}, level ${level}, ${pName}, ${dName}, ${eName}, sore ${sName}, ${c.duracion_min} min, ${c.semanas} weeks`;
          yield [label, { profile: profile(goal.id, shape, level), choices: c, catalogue, seed: k }];
        }
      }
    }
  }
}

function runRuleBook(catalogue: readonly GeneratorExercise[]) {
  const broken: string[] = [];
  let plans = 0;
  for (const [label, input] of combinations(catalogue)) {
    plans += 1;
    let plan;
    try {
      plan = generateProgramme(input);
    } catch (err) {
      broken.push(`${label}: ${String(err)}`);
      continue;
    }
    for (const rule of checkProgramme(plan, input)) broken.push(`${label}: ${rule}`);
  }
  return { plans, broken };
}

const COMBINATIONS = 5 * 5 * Object.keys(PROFILES).length * Object.keys(DAYS).length;

describe('programme rule book', () => {
  const real = realCatalogue();

  it(`every goal x level x profile x days x equipment x sore areas passes (real catalogue, ${real.length} exercises)`, () => {
    const { plans, broken } = runRuleBook(real);
    expect(plans).toBe(COMBINATIONS);
    expect(broken.slice(0, 20)).toEqual([]);
  });

  it('the same over the fixture catalogue', () => {
    const { broken } = runRuleBook(FIXTURE_CATALOGUE);
    expect(broken.slice(0, 20)).toEqual([]);
  });

  const base: ProgrammeInput = {
    profile: profile(3, PROFILES['woman 28, BMI 22']!, 2),
    choices: choices({ dias: [1, 2, 3, 4, 5] }),
    catalogue: real,
    seed: 3,
  };

  it('the rule book catches a broken programme (it can fail)', () => {
    const plan = generateProgramme(base);
    expect(checkProgramme(plan, base)).toEqual([]);
    const jump = real.find((e) => e.altoImpacto && e.tipo !== 'Estiramiento')!;
    const [a, b] = plan.sesiones;
    const bad = {
      ...plan,
      sesiones: [
        // Back to back: Torso on Monday, and Tuesday's legs made into another Torso.
        { ...a!, ejercicios: a!.ejercicios.map((e, i) => (i === 0 ? { ...e, series: 9 } : e)) },
        {
          ...b!,
          ejercicios: [
            ...a!.ejercicios.map((e) => ({ ...e })),
            { ...a!.ejercicios[0]!, exerciseId: jump.id, orden: a!.ejercicios.length + 1 },
          ],
        },
        ...plan.sesiones.slice(2),
      ],
      progresion: plan.progresion.map((w) => ({ ...w, descarga: false })),
    };
    const rules = checkProgramme(bad, {
      ...base,
      choices: { ...base.choices, evitar_zonas: ['rodilla'], duracion_min: 45 },
    }).join('\n');
    expect(rules).toMatch(/48 h between sessions/);
    expect(rules).toMatch(/weekly sets at the heaviest week, above/);
    expect(rules).toMatch(/more than 45/);
    expect(rules).toMatch(/9 sets in 3-4/);
    expect(rules).toMatch(/the last week is a deload/);
    expect(rules).toMatch(/loads a sore area/);
  });

  it('an older, heavier person gets no heavy spinal loading and balance work in leg sessions', () => {
    const input = { ...base, profile: profile(3, PROFILES['woman 68, BMI 35']!, 5) };
    const plan = generateProgramme(input);
    expect(checkProgramme(plan, input)).toEqual([]);
    expect(plan.observaciones).toMatch(/equilibrio/);
    expect(plan.observaciones).toMatch(/cargas pesadas sobre la columna/);
  });

  it('the experience answer lowers the level, dates alone never raise it', () => {
    const logged = { ...base, profile: profile(3, PROFILES['woman 28, BMI 22']!, 4) };
    expect(generateProgramme(logged).nivel).toBe(4);
    expect(generateProgramme({ ...logged, choices: { ...logged.choices, experiencia: 'nunca' } }).nivel).toBe(1);
    const backdated = { ...base, profile: { ...base.profile, trainedWeeks: 156, finishedSessions: 0 } };
    expect(generateProgramme(backdated).nivel).toBe(1);
  });

  it('hypertrophy: a beginner gets less weekly volume than an intermediate, both within their band', () => {
    const beginner = generateProgramme({ ...base, profile: profile(3, PROFILES['woman 28, BMI 22']!, 1) });
    const intermediate = generateProgramme(base);
    expect(beginner.banda).toEqual({ min: 6, max: 10 });
    expect(intermediate.banda).toEqual({ min: 10, max: 16 });
    const total = (p: typeof beginner) => p.series_por_grupo.reduce((s, g) => s + g.series, 0);
    expect(total(beginner)).toBeLessThan(total(intermediate));
  });

  it('default sessions by level, split by frequency', () => {
    const at = (level: number) =>
      generateProgramme({
        ...base,
        choices: choices({ dias: [1, 2, 3, 4, 5, 6, 7] }),
        profile: profile(3, PROFILES['woman 28, BMI 22']!, level),
      });
    expect([1, 2, 3, 4, 5].map((l) => [at(l).sesiones_semana, at(l).division])).toEqual([
      [3, 'cuerpo_completo'],
      [4, 'torso_pierna'],
      [4, 'torso_pierna'],
      [5, 'empuje_tiron_pierna'],
      [5, 'empuje_tiron_pierna'],
    ]);
    const six = generateProgramme({ ...base, choices: choices({ dias: [1, 2, 3, 4, 5, 6], sesiones_semana: 6 }) });
    expect(six.sesiones.map((s) => s.etiqueta)).toEqual([
      'Empuje A',
      'Tirón A',
      'Pierna A',
      'Empuje B',
      'Tirón B',
      'Pierna B',
    ]);
  });

  it('48 h: three full-body sessions on three days in a row become fewer, and the plan says why', () => {
    const plan = generateProgramme({
      ...base,
      profile: profile(3, PROFILES['woman 28, BMI 22']!, 1),
      choices: choices({ dias: [1, 2, 3] }),
    });
    expect(plan.sesiones.map((s) => [s.etiqueta, s.dia])).toEqual([
      ['Cuerpo completo A', 1],
      ['Cuerpo completo B', 3],
    ]);
    expect(plan.observaciones).toMatch(/Pediste 3 sesiones, pero con los días elegidos solo caben 2/);
    // Two days in a row: upper and lower body.
    expect(schedule(2, [6, 7])).toEqual({
      division: 'torso_pierna',
      sessions: [
        { kind: 'torso', dia: 6 },
        { kind: 'pierna-a', dia: 7 },
      ],
    });
    expect(weekGap(7, 1)).toBe(1);
  });

  it('progression: sets added, RIR going down, a deload week last (and at week 4 of 8)', () => {
    const plan = generateProgramme({ ...base, choices: choices({ semanas: 8 }) });
    expect(plan.progresion.map((w) => [w.series_extra, w.rir, w.descarga])).toEqual([
      [0, 3, false],
      [0, 2, false],
      [1, 1, false],
      [-1, 4, true],
      [0, 3, false],
      [0, 2, false],
      [1, 1, false],
      [-1, 4, true],
    ]);
  });

  it('stays fast: a 6-week, 4-session programme in a few milliseconds', () => {
    const input = { ...base, choices: choices({ dias: [1, 2, 4, 5] }) };
    generateProgramme(input);
    const start = performance.now();
    for (let seed = 0; seed < 50; seed++) generateProgramme({ ...input, seed });
    expect((performance.now() - start) / 50).toBeLessThan(25);
  });
});
