import { describe, expect, it } from 'vitest';
import { soreArea, type Equipment, type SoreArea } from '../../../src/lib/contract-plans';
import { loadCatalogue, type CatalogueExercise } from '../../db/seed/catalogue';
import { measureOf } from '../../db/seed/dose';
import {
  EXERCISE_MODELS,
  FUNDAMENTAL_PATTERNS,
  HOME_ITEMS,
  ITEMS_AT_HAND,
  equipmentFits,
  modelOf,
  type EquipmentItem,
  type ExerciseModel,
  type MovementPattern,
} from './index';

/**
 * The exercise model (types.ts) checked against the real catalogue (server/db/seed/data) and
 * against itself: what a coach would check before trusting it. Pure data, no database.
 * docs/coaching/exercise-model.md explains every rule.
 */
const catalogue = loadCatalogue().exercises;
const exerciseOf = new Map(catalogue.map((e) => [e.id, e]));
const AREAS: readonly SoreArea[] = soreArea.options;
const label = (m: Pick<ExerciseModel, 'id'>) => `${m.id} ${exerciseOf.get(m.id)?.nombre ?? '(not in the catalogue)'}`;

/** The wizard's equipment answers a home can give (everything but `gimnasio`), each alone. */
const HOME_ANSWERS = Object.keys(ITEMS_AT_HAND) as Exclude<Equipment, 'gimnasio'>[];

/** The answer that puts each item at hand; items no answer gives are found only in a gym. */
const ANSWER_OF = new Map<EquipmentItem, Equipment>(
  HOME_ANSWERS.flatMap((answer) => ITEMS_AT_HAND[answer].map((item) => [item, answer] as const)),
);

/**
 * The fewest answers with which the exercise's equipment is at hand: the answer of each item,
 * or `gimnasio` when one of its items is found only in a gym.
 */
function answersFor(model: ExerciseModel): Equipment[] {
  const answers = new Set<Equipment>();
  for (const item of model.equipo) {
    if (HOME_ITEMS.includes(item)) continue;
    answers.add(ANSWER_OF.get(item) ?? 'gimnasio');
  }
  return answers.has('gimnasio') ? ['gimnasio'] : [...answers];
}

/**
 * Equipment that makes heavy spinal loading possible (carga_columna 2): a barbell or trap bar,
 * a machine or Smith machine loaded heavy, and the Atlas stone (lifted from the floor with a
 * rounded back). McGill, Low Back Disorders: compression and shear grow with the load held away
 * from the spine; body weight, bands, dumbbells and kettlebells do not reach those loads.
 */
const HEAVY_SPINAL_EQUIPMENT: ReadonlySet<EquipmentItem> = new Set([
  'barra',
  'barra-hexagonal',
  'maquina',
  'multipower',
  'piedra',
]);

/**
 * Fundamental patterns the catalogue cannot feed with one home answer alone (plus body weight and
 * home items), exercises of technique 3 left out. Reviewed: a vertical pull needs something
 * overhead to pull from (a bar or a band anchored high); with nothing, dumbbells or a kettlebell,
 * a coach covers pulling with rows and says so. A change here (a gap closed or a new one) must be
 * reviewed: it changes what a home programme can cover.
 */
const KNOWN_GAPS: readonly string[] = [
  'kettlebell: tiron-vertical',
  'mancuernas_banco: tiron-vertical',
  'peso_corporal: tiron-vertical',
];

/**
 * Steps of a ladder between two patterns that a coach makes (reviewed): a squat and a split squat
 * are both knee-dominant, and a bodyweight squat's next step is a split squat (sentadilla <->
 * zancada); a plyometric push-up steps back to a push-up (pliometria <-> empuje-horizontal, push-ups
 * only: both named "Flexión"/"Flexiones" in the catalogue).
 */
function crossPatternStepAllowed(
  a: ExerciseModel,
  aExercise: Pick<CatalogueExercise, 'nombre'>,
  b: ExerciseModel,
  bExercise: Pick<CatalogueExercise, 'nombre'>,
): boolean {
  const pair = (x: MovementPattern, y: MovementPattern) =>
    (a.patron === x && b.patron === y) || (a.patron === y && b.patron === x);
  if (pair('sentadilla', 'zancada')) return true;
  const pushUp = (nombre: string) => /^Flexi(ón|ones)\b/.test(nombre);
  return pair('pliometria', 'empuje-horizontal') && pushUp(aExercise.nombre) && pushUp(bExercise.nombre);
}

/**
 * A ladder is a tree, not a line: several exercises may share the same harder step (knee push-ups
 * and hands-elevated push-ups both lead to push-ups). Where some exercises lead up to B, B's
 * `mas_facil`, when set, must be one of them: going up and then back down lands on the ladder.
 */
function treeProblems(models: readonly ExerciseModel[]): string[] {
  const leadingTo = new Map<number, number[]>();
  for (const m of models)
    if (m.mas_dificil !== null) leadingTo.set(m.mas_dificil, [...(leadingTo.get(m.mas_dificil) ?? []), m.id]);
  return models.flatMap((m) => {
    const leading = leadingTo.get(m.id) ?? [];
    if (m.mas_facil === null || leading.length === 0 || leading.includes(m.mas_facil)) return [];
    const names = leading.map((id) => label({ id })).join(', ');
    return [
      `${label(m)}: mas_facil -> ${label({ id: m.mas_facil })}, but the exercises whose mas_dificil is ${m.id} are ${names}`,
    ];
  });
}

/**
 * Entries whose pattern departs from the catalogue's `tipo`, reviewed: 180 sled push (tipo Cardio)
 * is a loaded carry's cousin, pushed over metres with a load to add (Dan John's loaded carries),
 * and fills a carry slot; 323 stomach vacuum (tipo Fuerza) is a breathing and activation drill
 * (abdominal hollowing, which McGill finds gives less spine stability than bracing), for the
 * warm-up only, never a programme's core work.
 */
const PATTERN_EXCEPTIONS: ReadonlyMap<number, MovementPattern> = new Map([
  [180, 'acarreo'],
  [323, 'movilidad'],
]);

/** How the catalogue's `tipo` and the entry's pattern must agree (`PATTERN_EXCEPTIONS` aside). */
function tipoProblems(m: ExerciseModel, e: Pick<CatalogueExercise, 'tipo'>): string[] {
  if (PATTERN_EXCEPTIONS.get(m.id) === m.patron) return [];
  const out: string[] = [];
  const mobilityType = e.tipo === 'Estiramiento' || e.tipo === 'Movilidad';
  if (mobilityType && m.patron !== 'movilidad') out.push(`tipo ${e.tipo} but patron ${m.patron}`);
  if (!mobilityType && m.patron === 'movilidad') out.push(`patron movilidad but tipo ${e.tipo}`);
  if (e.tipo === 'Cardio' && m.patron !== 'cardio') out.push(`tipo Cardio but patron ${m.patron}`);
  if (e.tipo === 'Pliometría' && m.patron !== 'pliometria' && m.patron !== 'cardio')
    out.push(`tipo Pliometría but patron ${m.patron}`);
  return out;
}

function problemsOf(check: (m: ExerciseModel, e: CatalogueExercise) => string[]): string[] {
  return EXERCISE_MODELS.flatMap((m) => {
    const e = exerciseOf.get(m.id);
    return e ? check(m, e).map((p) => `${label(m)}: ${p}`) : [];
  });
}

describe('exercise model over the real catalogue', () => {
  it('has exactly one entry per catalogue exercise, and none for an id the catalogue lacks', () => {
    const ids = EXERCISE_MODELS.map((m) => m.id);
    const seen = new Set<number>();
    const twice = ids.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
    expect(twice, 'entries given twice').toEqual([]);
    expect(
      catalogue.filter((e) => !seen.has(e.id)).map((e) => `${e.id} ${e.nombre}`),
      'catalogue exercises without a model entry',
    ).toEqual([]);
    expect(
      ids.filter((id) => !exerciseOf.has(id)),
      'entries for ids the catalogue lacks',
    ).toEqual([]);
  });

  it('refers only to catalogue exercises that have a model entry, never to itself', () => {
    const problems = EXERCISE_MODELS.flatMap((m) => {
      const refs: [string, number | null | undefined][] = [
        ['mas_dificil', m.mas_dificil],
        ['mas_facil', m.mas_facil],
        ...Object.entries(m.regresion).map(([area, id]) => [`regresion.${area}`, id] as [string, number]),
      ];
      return refs.flatMap(([field, id]) => {
        if (id === null || id === undefined) return [];
        if (id === m.id) return [`${label(m)}: ${field} is itself`];
        return exerciseOf.has(id) && modelOf(id)
          ? []
          : [`${label(m)}: ${field} ${id} is not a modelled catalogue exercise`];
      });
    });
    expect(problems).toEqual([]);
  });

  it('gives regressions only for areas it loads at 2, each sparing that area with no harder-to-find equipment', () => {
    const problems = problemsOf((m) =>
      Object.entries(m.regresion).flatMap(([key, id]) => {
        const area = key as SoreArea;
        const out: string[] = [];
        if (!AREAS.includes(area)) return [`regresion for unknown area ${area}`];
        if (m.zonas[area] !== 2) out.push(`regresion.${area} given but it loads ${area} at ${m.zonas[area]}`);
        const r = id === undefined ? undefined : modelOf(id);
        if (!r) return out;
        if (r.zonas[area] >= 2) out.push(`regresion.${area} -> ${label(r)} loads ${area} at 2 too`);
        const answers = answersFor(m);
        if (!equipmentFits(r, answers))
          out.push(
            `regresion.${area} -> ${label(r)} needs [${r.equipo.join(', ')}], not at hand with [${m.equipo.join(', ')}]`,
          );
        return out;
      }),
    );
    expect(problems).toEqual([]);
  });

  it('orders harder and easier variations within one pattern (or a reviewed pair), without a loop', () => {
    const problems = problemsOf((m, e) =>
      (['mas_dificil', 'mas_facil'] as const).flatMap((step) => {
        const other = m[step] === null ? undefined : modelOf(m[step]);
        const otherExercise = other && exerciseOf.get(other.id);
        if (!other || !otherExercise || other.patron === m.patron) return [];
        return crossPatternStepAllowed(m, e, other, otherExercise)
          ? []
          : [`${step} -> ${label(other)} is ${other.patron}, not ${m.patron}`];
      }),
    );
    // "A is easier than B" from either side (A.mas_dificil = B or B.mas_facil = A) must never loop.
    const harderThan = new Map<number, number[]>();
    const add = (easier: number, harder: number) => harderThan.set(easier, [...(harderThan.get(easier) ?? []), harder]);
    for (const m of EXERCISE_MODELS) {
      if (m.mas_dificil !== null) add(m.id, m.mas_dificil);
      if (m.mas_facil !== null) add(m.mas_facil, m.id);
    }
    for (const start of harderThan.keys()) {
      const seen = new Set<number>();
      const queue = [...(harderThan.get(start) ?? [])];
      while (queue.length > 0) {
        const id = queue.shift()!;
        if (id === start) {
          problems.push(`${label({ id: start })}: harder than itself through the chain`);
          break;
        }
        if (seen.has(id)) continue;
        seen.add(id);
        queue.push(...(harderThan.get(id) ?? []));
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps each ladder a tree: the step back from a shared harder step is one of those that lead to it', () => {
    expect(treeProblems(EXERCISE_MODELS)).toEqual([]);
  });

  it('agrees with the catalogue: stretches and drills are mobility, cardio is cardio, jumps are plyometrics or cardio', () => {
    expect(problemsOf(tipoProblems)).toEqual([]);
    // Every reviewed exception is still needed: the entry has that pattern and the catalogue disagrees.
    for (const [id, patron] of PATTERN_EXCEPTIONS) {
      const m = modelOf(id)!;
      expect(m.patron, label(m)).toBe(patron);
      expect(tipoProblems({ ...m, id: -1 }, exerciseOf.get(id)!), label(m)).not.toEqual([]);
    }
  });

  it('counts contacts only for plyometrics, and every plyometric entry is high impact', () => {
    const problems = problemsOf((m) => [
      ...(m.dosificacion === 'contactos' && m.patron !== 'pliometria' ? [`contactos but patron ${m.patron}`] : []),
      ...(m.patron === 'pliometria' && !m.impacto ? ['pliometria without impacto'] : []),
    ]);
    expect(problems).toEqual([]);
  });

  it('doses in the unit the session logs (seed/dose.ts `medida`): contacts and repetitions as repetitions', () => {
    const logged: Record<ExerciseModel['dosificacion'], ReturnType<typeof measureOf>> = {
      repeticiones: 'repeticiones',
      contactos: 'repeticiones',
      tiempo: 'tiempo',
      distancia: 'distancia',
    };
    const problems = problemsOf((m, e) =>
      logged[m.dosificacion] === measureOf(e) ? [] : [`dosificacion ${m.dosificacion} but logged in ${measureOf(e)}`],
    );
    expect(problems).toEqual([]);
  });

  it('rates heavy spinal load (2) only with a barbell, trap bar, heavy machine or stone', () => {
    const problems = problemsOf((m) =>
      m.carga_columna === 2 && !m.equipo.some((item) => HEAVY_SPINAL_EQUIPMENT.has(item))
        ? [`carga_columna 2 with [${m.equipo.join(', ')}]`]
        : [],
    );
    expect(problems).toEqual([]);
  });

  it('feeds every fundamental pattern with each home equipment answer alone, but for the reviewed gaps', () => {
    const gaps: string[] = [];
    for (const answer of HOME_ANSWERS)
      for (const pattern of FUNDAMENTAL_PATTERNS as readonly MovementPattern[]) {
        const fits = EXERCISE_MODELS.filter(
          (m) => m.patron === pattern && m.tecnica <= 2 && equipmentFits(m, [answer]),
        );
        if (fits.length === 0) gaps.push(`${answer}: ${pattern}`);
      }
    expect(gaps.sort()).toEqual([...KNOWN_GAPS].sort());
  });
});

describe('the checks themselves', () => {
  // Each rule above must be able to fail: a few wrong entries, built from real ones.
  const pushUp = modelOf(362)!;

  it('finds the fewest answers an exercise needs', () => {
    expect(answersFor({ ...pushUp, equipo: ['hogar-pared'] })).toEqual([]);
    expect(answersFor({ ...pushUp, equipo: ['mancuernas', 'banco'] })).toEqual(['mancuernas_banco']);
    expect(answersFor({ ...pushUp, equipo: ['banda', 'barra-dominadas'] }).sort()).toEqual([
      'bandas',
      'barra_dominadas',
    ]);
    expect(answersFor({ ...pushUp, equipo: ['barra', 'rack'] })).toEqual(['gimnasio']);
  });

  it('allows a step between two patterns only for the reviewed pairs', () => {
    const step = (a: number, b: number) =>
      crossPatternStepAllowed(modelOf(a)!, exerciseOf.get(a)!, modelOf(b)!, exerciseOf.get(b)!);
    expect(step(5, 357)).toBe(true); // bodyweight squat -> split squat
    expect(step(33, 2)).toBe(true); // plyometric push-up -> push-up
    expect(step(105, 89)).toBe(false); // push press -> strict press: power to strength
    expect(step(123, 2)).toBe(false); // jump squat -> push-up: plyometrics, but not a push-up
  });

  it('sees a ladder whose step back leaves the tree', () => {
    const at = (id: number, mas_dificil: number | null, mas_facil: number | null): ExerciseModel => ({
      ...pushUp,
      id,
      mas_dificil,
      mas_facil,
    });
    // 24 and 280 both lead up to 2: 2 may step back to either, not to 25.
    const tree = [at(24, 2, null), at(280, 2, null), at(25, null, null)];
    expect(treeProblems([...tree, at(2, null, 280)])).toEqual([]);
    expect(treeProblems([...tree, at(2, null, 25)])).toHaveLength(1);
    // Nothing leads up to 26: its step back is free.
    expect(treeProblems([at(26, null, 24), at(24, 2, null)])).toEqual([]);
  });

  it('sees a pattern that disagrees with the catalogue, but for a reviewed exception', () => {
    const jacks = modelOf(12)!;
    expect(tipoProblems({ ...jacks, patron: 'acarreo' }, exerciseOf.get(12)!)).toHaveLength(1);
    expect(tipoProblems(modelOf(180)!, exerciseOf.get(180)!)).toEqual([]);
    expect(tipoProblems({ ...modelOf(180)!, patron: 'sentadilla' }, exerciseOf.get(180)!)).toHaveLength(1);
    expect(tipoProblems({ ...modelOf(2)!, patron: 'movilidad' }, exerciseOf.get(2)!)).toHaveLength(1);
  });

  it('sees a regression that needs more than the original', () => {
    const original: ExerciseModel = { ...pushUp, equipo: ['banda'] };
    expect(equipmentFits({ equipo: ['banda', 'barra-dominadas'] }, answersFor(original))).toBe(false);
    expect(equipmentFits({ equipo: ['hogar-silla'] }, answersFor(original))).toBe(true);
    expect(equipmentFits({ equipo: ['polea'] }, answersFor({ ...pushUp, equipo: ['barra', 'rack'] }))).toBe(true);
  });
});
