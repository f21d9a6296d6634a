import { describe, expect, it } from 'vitest';
import type { Equipment, Experience, SoreArea } from '../../../src/lib/contract-plans';
import { GOALS } from '../../db/seed/reference';
import { isHeavySpinalLoad, isPower } from './classify';
import { REAL_MODELS } from './coach';
import { CONTACTS_NOTE, FAR_FROM_FAILURE } from './texts';
import { FIXTURE_CATALOGUE } from './fixture-catalogue';
import { realCatalogue } from './real-catalogue';
import {
  checkPlan,
  generateRoutine,
  LEVEL_THRESHOLDS_SESSIONS,
  LEVEL_THRESHOLDS_WEEKS,
  NotEnoughExercisesError,
  PRESCRIPTIONS,
  type GenerateInput,
  type GeneratorExercise,
  type GeneratorHistory,
  type GeneratorProfile,
  type PlannedExercise,
} from '.';

type ProfileShape = Pick<GeneratorProfile, 'age' | 'sexo' | 'bmi'>;
const PROFILES: Record<string, ProfileShape> = {
  'woman 28, BMI 22': { age: 28, sexo: 2, bmi: 22 },
  'man 35, BMI 32': { age: 35, sexo: 1, bmi: 32 },
  'man 67, BMI 24': { age: 67, sexo: 1, bmi: 24 },
  'other 19, BMI 18.5': { age: 19, sexo: 3, bmi: 18.5 },
  'woman 61, BMI 31': { age: 61, sexo: 2, bmi: 31 },
  'woman 68, BMI 35': { age: 68, sexo: 2, bmi: 35 },
  'man 45, BMI 30': { age: 45, sexo: 1, bmi: 30 },
  'boy 16, BMI 21': { age: 16, sexo: 1, bmi: 21 },
};
const PROFILE_COUNT = Object.keys(PROFILES).length;
const NO_HISTORY: GeneratorHistory = { removedExerciseIds: [], previousPlans: [], occupiedDays: [] };

/** The sessions that go with these weeks: the same level by both measures. */
const sessionsFor = (weeks: number) =>
  LEVEL_THRESHOLDS_SESSIONS[LEVEL_THRESHOLDS_WEEKS.filter((w) => weeks >= w).length - 1]!;

function profile(
  goalId: number,
  shape: ProfileShape,
  trainedWeeks: number,
  finishedSessions: number = sessionsFor(trainedWeeks),
): GeneratorProfile {
  const goal = GOALS.find((g) => g.id === goalId)!;
  return { goalId, methodId: goal.metodoId, goalName: goal.nombre, trainedWeeks, finishedSessions, ...shape };
}

/** Every goal x level x profile, with an empty and a busy history, over a few seeds. */
function* combinations(
  catalogue: readonly GeneratorExercise[],
  models: GenerateInput['models'],
): Generator<[string, GenerateInput]> {
  const busy: GeneratorHistory = {
    // Two exercises the user removed, the plan of a previous generation, three busy weekdays.
    removedExerciseIds: [catalogue[0]!.id, catalogue[catalogue.length - 1]!.id],
    previousPlans: [],
    occupiedDays: [1, 3, 5],
  };
  for (const goal of GOALS) {
    for (const weeks of LEVEL_THRESHOLDS_WEEKS) {
      for (const [name, shape] of Object.entries(PROFILES)) {
        for (const seed of [1, 42, 2026, 987654321]) {
          const base = { profile: profile(goal.id, shape, weeks), catalogue, models, seed };
          const label = `goal ${goal.id}, ${weeks} weeks, ${name}, seed ${seed}`;
          yield [`${label}, no history`, { ...base, history: NO_HISTORY }];
          const previous = generateRoutine({ ...base, seed: seed + 1, history: busy });
          const history = { ...busy, previousPlans: [previous.ejercicios.map((e) => e.exerciseId)] };
          yield [`${label}, with history`, { ...base, history }];
        }
      }
    }
  }
}

function runRuleBook(
  catalogue: readonly GeneratorExercise[],
  models: GenerateInput['models'],
  ignore: RegExp | null = null,
): { plans: number; broken: string[] } {
  const broken: string[] = [];
  let plans = 0;
  for (const [label, input] of combinations(catalogue, models)) {
    plans += 1;
    const plan = generateRoutine(input);
    for (const rule of checkPlan(plan, input)) if (!ignore?.test(rule)) broken.push(`${label}: ${rule}`);
  }
  return { plans, broken };
}

describe('rule book over a realistic fixture catalogue', () => {
  it('every goal x level x profile x history plan passes every rule', () => {
    const { plans, broken } = runRuleBook(FIXTURE_CATALOGUE, undefined);
    expect(plans).toBe(5 * 5 * PROFILE_COUNT * 4 * 2);
    expect(broken).toEqual([]);
  });

  it('the rule book catches a broken plan (it can fail)', () => {
    const input: GenerateInput = {
      profile: profile(3, PROFILES['man 35, BMI 32']!, 0),
      history: { removedExerciseIds: [], previousPlans: [], occupiedDays: [2] },
      catalogue: FIXTURE_CATALOGUE,
      seed: 7,
    };
    const plan = generateRoutine(input);
    expect(checkPlan(plan, input)).toEqual([]);
    const jump = FIXTURE_CATALOGUE.find((e) => e.altoImpacto)!;
    const hard = FIXTURE_CATALOGUE.find((e) => e.dificultadId === 5)!;
    const bad = {
      ...plan,
      dia: 2,
      ejercicios: [
        ...plan.ejercicios.map((e, i) => (i === 0 ? { ...e, series: 9, repeticiones: 30, descanso: 5 } : e)),
        { ...plan.ejercicios[0]!, exerciseId: jump.id, orden: plan.ejercicios.length + 1 },
        { ...plan.ejercicios[0]!, exerciseId: hard.id, orden: plan.ejercicios.length + 2 },
      ],
    };
    const rules = checkPlan(bad, input).join('\n');
    expect(rules).toMatch(/sets outside 3-4/);
    expect(rules).toMatch(/30 reps\/seconds\/metres outside 8-12/);
    expect(rules).toMatch(/technical lift for BMI >= 30/);
    expect(rules).toMatch(/va primero" but it is number/);
    expect(rules).toMatch(/rest 5 s outside 60-90/);
    expect(rules).toMatch(/high impact/);
    expect(rules).toMatch(/difficulty 5 > level 1 \+ 1/);
    expect(rules).toMatch(/dia is not taken/);
    expect(rules).toMatch(/compound before isolation/);
  });
});

describe('rule book over the real catalogue (server/db/seed/data)', () => {
  const real = realCatalogue();

  // The merged catalogue has >= 300 exercises and must pass every rule. The 12 starter exercises
  // cannot vary a compound-only plan from one call to the next (it needs all 8 of them), so
  // until the catalogue is merged that single rule is left out here (the fixture checks it).
  const merged = real.length >= 300;

  it(`every goal x level x profile x history plan passes every rule (${real.length} exercises)`, () => {
    const { plans, broken } = runRuleBook(real, REAL_MODELS, merged ? null : /not the same exercises/);
    expect(plans).toBe(5 * 5 * PROFILE_COUNT * 4 * 2);
    expect(broken).toEqual([]);
  });
});

/** The programme wizard's equipment sets (as a user ticks them) and sore areas, alone and in pairs. */
const EQUIPMENT_SETS: readonly Equipment[][] = [
  ['gimnasio'],
  ['mancuernas_banco'],
  ['peso_corporal'],
  ['bandas'],
  ['kettlebell'],
  ['barra_dominadas'],
  ['mancuernas_banco', 'barra_dominadas'],
  ['bandas', 'kettlebell'],
];
const AREAS: readonly SoreArea[] = ['hombro', 'rodilla', 'zona_lumbar', 'muneca'];
const SORE_SETS: readonly SoreArea[][] = [
  [],
  ...AREAS.map((a) => [a]),
  ...AREAS.flatMap((a, i) => AREAS.slice(i + 1).map((b) => [a, b])),
];
const ANSWERS: readonly Experience[] = ['nunca', 'menos_6_meses', 'de_6_a_24_meses', 'mas_de_2_anos'];

describe('rule book over the wizard answers on the real catalogue (equipment sets, sore areas, experience)', () => {
  const real = realCatalogue();
  const shapes = [PROFILES['woman 28, BMI 22']!, PROFILES['woman 68, BMI 35']!, PROFILES['boy 16, BMI 21']!];

  it('every goal x equipment set x sore areas x profile plan passes every rule', () => {
    const broken: string[] = [];
    let plans = 0;
    for (const goal of GOALS)
      for (const equipamiento of EQUIPMENT_SETS)
        for (const evitarZonas of SORE_SETS)
          for (const [k, shape] of shapes.entries()) {
            const experiencia = ANSWERS[(plans + k) % ANSWERS.length]!;
            const input: GenerateInput = {
              profile: { ...profile(goal.id, shape, 30, 60), experiencia, equipamiento, evitarZonas },
              history: NO_HISTORY,
              catalogue: real,
              models: REAL_MODELS,
              seed: plans * 7919,
            };
            plans += 1;
            const label = `goal ${goal.id}, ${equipamiento.join('+')}, sore ${evitarZonas.join('+') || 'none'}, ${shape.age} y, ${experiencia}`;
            try {
              for (const rule of checkPlan(generateRoutine(input), input)) broken.push(`${label}: ${rule}`);
            } catch (err) {
              broken.push(`${label}: ${String(err)}`);
            }
          }
    expect(plans).toBe(5 * EQUIPMENT_SETS.length * SORE_SETS.length * shapes.length);
    expect(broken).toEqual([]);
  });
});

describe('the extended rule book can fail (real catalogue and model)', () => {
  const real = realCatalogue();
  const named = (nombre: string) => real.find((e) => e.nombre === nombre)!;
  const base = (goalId: number, over: Partial<GeneratorProfile> = {}): GenerateInput => ({
    profile: { ...profile(goalId, PROFILES['woman 28, BMI 22']!, 30, 60), ...over },
    history: NO_HISTORY,
    catalogue: real,
    models: REAL_MODELS,
    seed: 99,
  });
  /** The plan of `input` with `extra` exercises appended (or put first) as given. */
  const withExtra = (input: GenerateInput, extra: Partial<PlannedExercise>[], first = false) => {
    const plan = generateRoutine(input);
    expect(checkPlan(plan, input)).toEqual([]);
    const added = extra.map((x) => ({ ...plan.ejercicios[0]!, ...x }));
    const ejercicios = (first ? [...added, ...plan.ejercicios] : [...plan.ejercicios, ...added]).map((e, i) => ({
      ...e,
      orden: i + 1,
    }));
    return checkPlan({ ...plan, ejercicios }, input).join('\n');
  };

  it('catches the audit’s box-jump burpees 3 x 180 s, jumps without contacts or far from failure, and too many contacts', () => {
    const input = base(2);
    const burpee = named('Burpee con salto al cajón');
    const rules = withExtra(input, [
      {
        exerciseId: burpee.id,
        series: 3,
        repeticiones: 180,
        medida: 'tiempo',
        descanso: 60,
        comentario: 'x'.repeat(60),
      },
    ]);
    expect(rules).toMatch(/Burpee con salto al cajón: a jump done for 180 s/);
    expect(rules).toMatch(/Burpee con salto al cajón: measured in tiempo, not repeticiones/);
    expect(rules).toMatch(/Burpee con salto al cajón: power and plyometrics far from failure/);
    expect(rules).toMatch(/Burpee con salto al cajón: jumps counted in contacts/);
    expect(rules).toMatch(/power and plyometrics first in the session/);
    const jumps = [
      'Sentadilla con salto',
      'Salto al cajón',
      'Salto de longitud a pies juntos',
      'Saltos laterales a una pierna',
    ].map(named);
    const many = withExtra(
      base(2, { trainedWeeks: 12, finishedSessions: 24 }),
      jumps.map((j) => ({
        exerciseId: j.id,
        series: 5,
        repeticiones: 6,
        medida: 'repeticiones' as const,
        descanso: 90,
      })),
      true,
    );
    expect(many).toMatch(/120 plyometric contacts > 100 for level 2/);
  });

  it('catches technical barbell lifts with short rests, kit the person lacks, sore areas, and a youth’s Olympic lift', () => {
    const squat = named('Buenos días con barra');
    expect(withExtra(base(4), [{ exerciseId: squat.id }])).toMatch(
      /Buenos días con barra: technical barbell lift with short rests/,
    );
    expect(withExtra(base(2), [{ exerciseId: named('Curl nórdico').id }])).toMatch(
      /Curl nórdico: highly technical lift in high-repetition sets/,
    );
    const bench = named('Press de banca con barra');
    expect(withExtra(base(3, { equipamiento: ['bandas'] }), [{ exerciseId: bench.id }])).toMatch(
      /Press de banca con barra: needs barra \+ .*not at hand with bandas/,
    );
    const getUp = named('Levantamiento turco con kettlebell');
    expect(withExtra(base(3, { evitarZonas: ['hombro'] }), [{ exerciseId: getUp.id }])).toMatch(
      /Levantamiento turco con kettlebell: loads a sore area \(hombro\)/,
    );
    const clean = named('Cargada de potencia con barra');
    expect(withExtra(base(5, { age: 16 }), [{ exerciseId: clean.id }])).toMatch(
      /Cargada de potencia con barra: highly technical lift under 18/,
    );
  });
});

describe('body-weight variants a lifter of years has outgrown (rule P27 of the programmes)', () => {
  const real = realCatalogue();
  const named = (nombre: string) => real.find((e) => e.nombre === nombre)!;
  const easiest = ['Flexiones contra la pared', 'Flexiones de rodillas', 'Sentadilla a una silla'].map(
    (n) => named(n).id,
  );
  const atHome = (over: Partial<GeneratorProfile>, seed: number): GenerateInput => ({
    profile: {
      ...profile(3, PROFILES['woman 28, BMI 22']!, 300, 300),
      experiencia: 'mas_de_2_anos',
      equipamiento: ['peso_corporal', 'barra_dominadas'],
      evitarZonas: ['hombro'],
      ...over,
    },
    history: NO_HISTORY,
    catalogue: real,
    models: REAL_MODELS,
    seed,
  });

  it('years of training at home: never wall or knee push-ups or chair squats, in 40 routines', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const input = atHome({}, seed);
      const plan = generateRoutine(input);
      expect(checkPlan(plan, input)).toEqual([]);
      expect(plan.ejercicios.filter((x) => easiest.includes(x.exerciseId))).toEqual([]);
    }
  });

  it('the rule book catches one, but not for a beginner nor at 65', () => {
    const years = atHome({}, 1);
    const plan = generateRoutine(years);
    const wall = named('Flexiones contra la pared').id;
    const withWall = { ...plan, ejercicios: plan.ejercicios.map((x, i) => (i === 0 ? { ...x, exerciseId: wall } : x)) };
    expect(checkPlan(withWall, years).join('\n')).toMatch(
      /Flexiones contra la pared: difficulty 1 at level 5, while its harder variant suits/,
    );
    for (const other of [
      atHome({ experiencia: 'nunca', trainedWeeks: 0, finishedSessions: 0 }, 1),
      atHome({ age: 65 }, 1),
    ])
      expect(checkPlan(withWall, other).filter((r) => r.includes('harder variant'))).toEqual([]);
  });
});

const fixture2 = (id: number) => FIXTURE_CATALOGUE.find((e) => e.id === id)!;

describe('generator behaviour', () => {
  const input = (over: Partial<GenerateInput> = {}): GenerateInput => ({
    profile: profile(3, PROFILES['woman 28, BMI 22']!, 30),
    history: NO_HISTORY,
    catalogue: FIXTURE_CATALOGUE,
    seed: 123,
    ...over,
  });
  const ids = (i: GenerateInput) =>
    generateRoutine(i)
      .ejercicios.map((e) => e.exerciseId)
      .join(',');

  it('is deterministic for a given seed and varies across seeds', () => {
    expect(generateRoutine(input())).toEqual(generateRoutine(input()));
    const distinct = new Set(Array.from({ length: 20 }, (_, s) => ids(input({ seed: s * 7919 }))));
    expect(distinct.size).toBeGreaterThanOrEqual(15);
  });

  it('does not repeat a plan generated before, call after call', () => {
    const previousPlans: number[][] = [];
    for (let call = 0; call < 12; call++) {
      const plan = generateRoutine(input({ seed: 5, history: { ...NO_HISTORY, previousPlans: [...previousPlans] } }));
      const set = plan.ejercicios.map((e) => e.exerciseId);
      for (const prev of previousPlans) expect([...set].sort()).not.toEqual([...prev].sort());
      previousPlans.unshift(set);
    }
  });

  it('leaves out exercises the user removed', () => {
    const first = generateRoutine(input());
    const removed = first.ejercicios.map((e) => e.exerciseId);
    const next = generateRoutine(input({ history: { ...NO_HISTORY, removedExerciseIds: removed } }));
    expect(next.ejercicios.map((e) => e.exerciseId).filter((id) => removed.includes(id))).toEqual([]);
    expect(next.observaciones).toContain('quitaste');
  });

  it('keeps jumps only for people without impact restrictions', () => {
    const jumps = (shape: ProfileShape) =>
      Array.from({ length: 40 }, (_, s) => generateRoutine(input({ seed: s, profile: profile(4, shape, 52) })))
        .flatMap((p) => p.ejercicios)
        .filter((e) => FIXTURE_CATALOGUE.find((c) => c.id === e.exerciseId)!.altoImpacto).length;
    expect(jumps(PROFILES['woman 28, BMI 22']!)).toBeGreaterThan(0);
    expect(jumps(PROFILES['man 35, BMI 32']!)).toBe(0);
    expect(jumps(PROFILES['man 67, BMI 24']!)).toBe(0);
  });

  it('starts a new user as Principiante and uses harder exercises as weeks add up', () => {
    const maxDifficulty = (weeks: number) =>
      Math.max(
        ...Array.from({ length: 10 }, (_, s) =>
          generateRoutine(input({ seed: s, profile: profile(3, PROFILES['woman 28, BMI 22']!, weeks) })),
        )
          .flatMap((p) => p.ejercicios)
          .map((e) => FIXTURE_CATALOGUE.find((c) => c.id === e.exerciseId)!.dificultadId),
      );
    const beginner = generateRoutine(input({ profile: profile(1, PROFILES['woman 28, BMI 22']!, 0) }));
    expect(beginner.level).toBe(1);
    expect(beginner.nombre).toMatch(/\(Principiante\)$/);
    expect(maxDifficulty(0)).toBe(2);
    expect(maxDifficulty(12)).toBe(3);
    // Difficulty 5 in the fixture is body-weight skills (and weighted pull-ups on a pull-up bar):
    // a single routine doses in the goal's repetitions and leaves them out.
    expect(maxDifficulty(52)).toBe(4);
  });

  it('uses the goal table: hypertrophy 3-4 x 8-12 with 60-90 s, circuits for fat loss', () => {
    expect(PRESCRIPTIONS[3]).toMatchObject({
      series: { min: 3, max: 4 },
      repeticiones: { min: 8, max: 12 },
      descanso: { min: 60, max: 90 },
    });
    expect(PRESCRIPTIONS[2]).toMatchObject({ series: { min: 2, max: 3 }, repeticiones: { min: 12, max: 20 } });
    expect(PRESCRIPTIONS[1]).toMatchObject({ series: { min: 1, max: 3 }, repeticiones: { min: 10, max: 15 } });
    expect(PRESCRIPTIONS[4]).toMatchObject({ circuit: true, descanso: { min: 20, max: 40 } });
    expect(PRESCRIPTIONS[5]).toMatchObject({ compoundOnly: true });
    const circuit = generateRoutine(input({ profile: profile(4, PROFILES['woman 28, BMI 22']!, 0) }));
    expect(circuit.observaciones).toMatch(/circuito/);
  });

  it('writes Spanish texts: a name, observations and a comment for every exercise', () => {
    const plan = generateRoutine(input({ profile: profile(2, PROFILES['man 67, BMI 24']!, 14) }));
    expect(plan.nombre).toMatch(/\(Intermedio\)$/);
    expect(plan.observaciones).toMatch(/llevas 24 sesiones completadas en 14 semanas de entrenamiento/);
    expect(plan.observaciones).toMatch(/al menos 10 repeticiones/);
    expect(plan.observaciones).toMatch(/alto impacto/);
    for (const e of plan.ejercicios) expect(e.comentario).toMatch(/series? de \d+ (repeticiones|segundos|minutos)/);
  });

  const fixture = (nombre: string) => FIXTURE_CATALOGUE.find((e) => e.nombre === nombre)!;
  const plans = (p: GeneratorProfile, n = 40) =>
    Array.from({ length: n }, (_, s) => generateRoutine(input({ seed: s, profile: p })));

  it('never raises the level from dates alone: three backdated years and no session stay Principiante', () => {
    const backdated = profile(3, PROFILES['woman 68, BMI 35']!, 156, 0);
    const all = plans(backdated);
    expect(all.every((p) => p.level === 1 && p.nombre.endsWith('(Principiante)'))).toBe(true);
    expect(all[0]!.observaciones).toMatch(/no con las fechas/);
    const used = new Set(all.flatMap((p) => p.ejercicios.map((e) => e.exerciseId)));
    for (const name of ['Buenos días con barra', 'Peso muerto rumano desde déficit', 'Sentadilla con barra'])
      expect(used.has(fixture(name).id)).toBe(false);
  });

  it('keeps heavy spinal loading, technical lifts and advanced variants out at 60+ or BMI 30+ even at Elite', () => {
    for (const shape of [PROFILES['woman 68, BMI 35']!, PROFILES['man 45, BMI 30']!, PROFILES['man 67, BMI 24']!]) {
      const used = plans(profile(5, shape, 200))
        .flatMap((p) => p.ejercicios)
        .map((e) => FIXTURE_CATALOGUE.find((c) => c.id === e.exerciseId)!);
      expect(used.filter((e) => e.tecnico || e.dificultadId > 2 || isHeavySpinalLoad(e))).toEqual([]);
    }
    const young = plans(profile(5, PROFILES['woman 28, BMI 22']!, 200)).flatMap((p) => p.ejercicios);
    expect(young.some((e) => FIXTURE_CATALOGUE.find((c) => c.id === e.exerciseId)!.tecnico)).toBe(true);
  });

  it('gives people of 65 and over a single-leg balance exercise', () => {
    const balance = /una pierna|búlgara|zancada|subida|dividida/i;
    for (const p of plans(profile(1, PROFILES['man 67, BMI 24']!, 0), 20))
      expect(p.ejercicios.some((e) => e.role === 'equilibrio' || balance.test(fixture2(e.exerciseId).nombre))).toBe(
        true,
      );
  });

  it('doses power 3-5 x 3-5 with 2-3 min, jumps 3-5 x 3-6 contacts, both first and far from failure', () => {
    const explosive = plans(profile(5, PROFILES['woman 28, BMI 22']!, 60)).flatMap((p) =>
      p.ejercicios.filter((e) => e.role === 'potencia'),
    );
    const power = explosive.filter((e) => fixture2(e.exerciseId).tipo === 'Potencia');
    const jumps = explosive.filter((e) => fixture2(e.exerciseId).tipo === 'Pliometría');
    expect(power.length).toBeGreaterThan(0);
    expect(jumps.length).toBeGreaterThan(0);
    for (const e of explosive) {
      expect(e.orden).toBe(1);
      expect(e.medida).toBe('repeticiones');
      expect(e.series).toBeGreaterThanOrEqual(3);
      expect(e.series).toBeLessThanOrEqual(5);
      expect(e.repeticiones).toBeGreaterThanOrEqual(3);
      expect(e.comentario).toContain(FAR_FROM_FAILURE);
    }
    for (const e of power) {
      expect(e.repeticiones).toBeLessThanOrEqual(5);
      expect(e.descanso).toBeGreaterThanOrEqual(120);
      expect(e.descanso).toBeLessThanOrEqual(180);
    }
    for (const e of jumps) {
      expect(e.repeticiones).toBeLessThanOrEqual(6);
      expect(e.descanso).toBeGreaterThanOrEqual(60);
      expect(e.descanso).toBeLessThanOrEqual(120);
      expect(e.comentario).toContain(CONTACTS_NOTE);
    }
  });

  it('doses cardio in time (steady in minutes, vigorous drills in short intervals) and sprints as full-recovery intervals', () => {
    const cardio = plans(profile(2, PROFILES['woman 28, BMI 22']!, 60), 80).flatMap((p) =>
      p.ejercicios.filter((e) => e.role === 'cardio'),
    );
    const timed = cardio.filter((e) => e.medida === 'tiempo');
    const steady = timed.filter((e) => e.repeticiones >= 180);
    const bouts = timed.filter((e) => e.repeticiones < 180);
    expect(steady.length).toBeGreaterThan(0);
    expect(bouts.length).toBeGreaterThan(0);
    for (const e of steady) expect(e.comentario).toMatch(/series de \d+ minutos/);
    for (const e of bouts) {
      expect(e.repeticiones).toBeLessThanOrEqual(40);
      expect(e.descanso).toBeGreaterThanOrEqual(e.repeticiones);
      expect(e.series).toBeGreaterThanOrEqual(4);
    }
    // Jumps are never timed cardio (the audit's 3 x 180 s of box-jump burpees).
    expect(timed.filter((e) => fixture2(e.exerciseId).tipo === 'Pliometría')).toEqual([]);
    const sprints = cardio.filter((e) => e.medida === 'distancia');
    expect(sprints.length).toBeGreaterThan(0);
    for (const e of sprints) expect(e).toMatchObject({ descanso: 180, comentario: expect.stringMatching(/metros/) });
    const circuits = plans(profile(4, PROFILES['woman 28, BMI 22']!, 200), 80).flatMap((p) => p.ejercicios);
    for (const e of circuits) {
      const c = fixture2(e.exerciseId);
      expect(c.tecnico || (c.medida === 'distancia' && c.tipo === 'Cardio') || isPower(c)).toBe(false);
      // No technical or spine-loading barbell lift in a 20-40 s circuit.
      expect(c.equipo === 'barra' && (c.dificultadId >= 3 || isHeavySpinalLoad(c))).toBe(false);
    }
    expect(
      circuits.filter((e) => e.role === 'cardio').every((e) => e.medida === 'tiempo' && e.repeticiones <= 45),
    ).toBe(true);
  });

  it('writes the method text from the goal’s own prescription', () => {
    const functional = generateRoutine(input({ profile: profile(5, PROFILES['woman 28, BMI 22']!, 0) }));
    expect(functional.metodoObservaciones).toMatch(/^Fuerza funcional/);
    expect(functional.metodoObservaciones).toMatch(/3 a 4 series de 6 a 12 repeticiones/);
    expect(functional.metodoObservaciones).not.toMatch(/hipertrofia/i);
  });

  it('suggests the free weekday farthest from the user’s other routines', () => {
    const plan = generateRoutine(input({ history: { ...NO_HISTORY, occupiedDays: [1, 2, 3, 4, 5] } }));
    expect(plan.dia === 6 || plan.dia === 7).toBe(true);
    const none = generateRoutine(input({ history: { ...NO_HISTORY, occupiedDays: [1, 2, 3, 4, 5, 6, 7] } }));
    expect(none.dia).toBeNull();
    expect(generateRoutine(input({ history: { ...NO_HISTORY, occupiedDays: [1] } })).dia).toBeOneOf([4, 5]);
  });

  it('refuses a catalogue too small for a plan', () => {
    expect(() => generateRoutine(input({ catalogue: FIXTURE_CATALOGUE.slice(0, 3) }))).toThrow(NotEnoughExercisesError);
  });
});
