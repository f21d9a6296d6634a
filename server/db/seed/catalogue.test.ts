import { describe, expect, it } from 'vitest';
import { loadCatalogue, type CatalogueExercise, type CatalogueRoutine } from './catalogue';
import { GOAL_VOLUME, goalVolume } from './goal-volume';
import { DIFFICULTIES, GOALS, MUSCLE_GROUPS } from './reference';

/** Pure data checks on the seed catalogue (every data/*.json file loadCatalogue() reads). */

function tryLoad(): { exercises: CatalogueExercise[]; routines: CatalogueRoutine[]; error?: unknown } {
  try {
    return loadCatalogue();
  } catch (error) {
    return { exercises: [], routines: [], error };
  }
}
const catalogue = tryLoad();
const { exercises, routines } = catalogue;
const bySlug = new Map(exercises.map((e) => [e.slug, e]));

/** Same name for a reader: case, accents and spacing do not make two names different. */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

function duplicates(values: (string | number)[]): (string | number)[] {
  const seen = new Set<string | number>();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
}

/**
 * English that must not reach users. Gym loanwords Spanish speakers use (curl, press, kettlebell,
 * burpee, crunch...) are allowed; unaccented "biceps"/"triceps"/"extension" are English spellings.
 */
// prettier-ignore
const ENGLISH_WORDS = [
  'the', 'with', 'and', 'your', 'you', 'into', 'over', 'of', 'to', 'on', 'from', 'bench', 'dumbbells?',
  'barbells?', 'squats?', 'lunges?', 'raises?', 'press-ups?', 'push-?ups?', 'pull-?ups?', 'chin-?ups?',
  'deadlifts?', 'flyes', 'flys?', 'rows?', 'rowing', 'pulldowns?', 'pushdowns?', 'rollouts?', 'extensions?',
  'triceps', 'biceps', 'shoulders?', 'chest', 'back', 'legs?', 'arms?', 'knees?', 'hips?', 'glutes?', 'calf',
  'calves', 'abs', 'lying', 'seated', 'standing', 'reverse', 'grip', 'hold', 'lift', 'jumps?', 'jumping',
  'jacks', 'kicks?', 'crossover', 'stretch', 'side', 'front', 'rear', 'single', 'one', 'two', 'weighted',
  'machine', 'bands?', 'ball', 'plate', 'rope', 'sled', 'steps?', 'box', 'walk', 'walking', 'run', 'running',
  'repeat', 'starting', 'position', 'slowly', 'keep', 'hands?', 'feet', 'push', 'pull', 'wide', 'close', 'narrow',
];
const ENGLISH = new RegExp(`(?<!\\p{L})(?:${ENGLISH_WORDS.join('|')})(?!\\p{L})`, 'iu');
const SENTENCE = /^[¿¡]?\p{Lu}[\s\S]*\.$/u;
const NAME = /^\p{Lu}\S*( \S+)*$/u;

function textProblems(where: string, field: string, text: string, kind: 'name' | 'sentence', minLength = 0) {
  const problems: string[] = [];
  const english = ENGLISH.exec(text);
  if (english) problems.push(`${where} ${field}: English word "${english[0]}"`);
  if (kind === 'sentence' && !SENTENCE.test(text)) problems.push(`${where} ${field}: capital first, period last`);
  if (kind === 'name' && (!NAME.test(text) || text.endsWith('.')))
    problems.push(`${where} ${field}: capital first, one space between words, no period`);
  if (text.length < minLength) problems.push(`${where} ${field}: shorter than ${minLength} characters`);
  if (/\s{2,}|\s[.,;:]/.test(text)) problems.push(`${where} ${field}: stray spaces`);
  return problems;
}

describe('exercise catalogue (data/exercises*.json)', () => {
  it('loads: every entry matches the seed schema', () => {
    expect(catalogue.error).toBeUndefined();
    expect(exercises.length).toBeGreaterThan(0);
  });

  it('has unique ids, slugs and names across all exercise files', () => {
    expect(duplicates(exercises.map((e) => e.id))).toEqual([]);
    expect(duplicates(exercises.map((e) => e.slug))).toEqual([]);
    expect(duplicates(exercises.map((e) => fold(e.nombre)))).toEqual([]);
  });

  it('uses kebab-case slugs and consistent facts', () => {
    const problems: string[] = [];
    for (const e of exercises) {
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(e.slug)) problems.push(`${e.slug}: not kebab-case`);
      if (e.musculos_secundarios.includes(e.grupos_musculares_id)) problems.push(`${e.slug}: primary group repeated`);
      if (duplicates(e.musculos_secundarios).length) problems.push(`${e.slug}: secondary group repeated`);
      if (e.tipo === 'Pliometría' && !e.alto_impacto) problems.push(`${e.slug}: plyometrics are high impact`);
      if (e.equipo !== e.equipo.trim() || e.equipo.length === 0) problems.push(`${e.slug}: equipo`);
    }
    expect(problems).toEqual([]);
  });

  it('is written in Spanish: names, starting positions and movements', () => {
    const problems = exercises.flatMap((e) => [
      ...textProblems(e.slug, 'nombre', e.nombre, 'name'),
      ...textProblems(e.slug, 'inicio', e.inicio, 'sentence', 40),
      ...textProblems(e.slug, 'fin', e.fin, 'sentence', 40),
      ...(ENGLISH.test(e.equipo) ? [`${e.slug} equipo: English "${e.equipo}"`] : []),
    ]);
    expect(problems).toEqual([]);
  });

  it('part 1: muscle groups 1-10 have at least 12 exercises each, with difficulties 1 to 3', () => {
    for (let group = 1; group <= 10; group++) {
      const inGroup = exercises.filter((e) => e.grupos_musculares_id === group);
      expect(inGroup.length, `group ${group}`).toBeGreaterThanOrEqual(12);
      const levels = new Set(inGroup.map((e) => e.dificultad_id));
      for (const level of [1, 2, 3]) expect(levels.has(level), `group ${group}, difficulty ${level}`).toBe(true);
    }
    for (const level of [4, 5])
      expect(exercises.filter((e) => e.dificultad_id === level).length, `difficulty ${level}`).toBeGreaterThanOrEqual(
        5,
      );
  });

  // Final requirement for the whole catalogue (parts 1 and 2 together).
  it('covers all 20 muscle groups and all 5 difficulties, with at least 300 exercises', () => {
    expect(new Set(exercises.map((e) => e.grupos_musculares_id))).toEqual(new Set(MUSCLE_GROUPS.map((g) => g.id)));
    expect(new Set(exercises.map((e) => e.dificultad_id))).toEqual(new Set(DIFFICULTIES.map((d) => d.id)));
    expect(exercises.length).toBeGreaterThanOrEqual(300);
  });
});

describe('public template routines (data/routines*.json)', () => {
  const pairs = (goals: number[]) => goals.flatMap((goal) => [1, 2, 3, 4].map((difficulty) => ({ goal, difficulty })));
  const count = (goal: number, difficulty: number) =>
    routines.filter((r) => r.objetivo_id === goal && r.dificultad_id === difficulty).length;

  it('has unique slugs and names, Spanish texts and the method of their goal', () => {
    expect(routines.length).toBeGreaterThan(0);
    expect(duplicates(routines.map((r) => r.slug))).toEqual([]);
    expect(duplicates(routines.map((r) => fold(r.nombre)))).toEqual([]);
    const problems: string[] = [];
    for (const r of routines) {
      problems.push(...textProblems(r.slug, 'nombre', r.nombre, 'name'));
      problems.push(...textProblems(r.slug, 'observaciones', r.observaciones, 'sentence', 40));
      r.ejercicios.forEach((e, i) =>
        problems.push(...textProblems(`${r.slug} #${i + 1}`, 'comentario', e.comentario, 'sentence')),
      );
      const goal = GOALS.find((g) => g.id === r.objetivo_id);
      if (!goal || goal.metodoId !== r.metodo_id) problems.push(`${r.slug}: metodo_id ${r.metodo_id} for its goal`);
    }
    expect(problems).toEqual([]);
  });

  it('prescribes 5-10 distinct known exercises, sets and reps that fit the goal, difficulty <= routine + 1', () => {
    const problems: string[] = [];
    for (const r of routines) {
      const slugs = r.ejercicios.map((e) => e.ejercicio);
      if (slugs.length < 5 || slugs.length > 10) problems.push(`${r.slug}: ${slugs.length} exercises`);
      if (duplicates(slugs).length) problems.push(`${r.slug}: repeats ${duplicates(slugs).join(', ')}`);
      const volume = goalVolume(r.objetivo_id);
      if (!volume) {
        problems.push(`${r.slug}: unknown goal ${r.objetivo_id}`);
        continue;
      }
      for (const e of r.ejercicios) {
        const exercise = bySlug.get(e.ejercicio);
        if (!exercise) {
          problems.push(`${r.slug}: unknown exercise ${e.ejercicio}`);
          continue;
        }
        if (e.series < volume.series.min || e.series > volume.series.max)
          problems.push(`${r.slug}/${e.ejercicio}: ${e.series} sets outside ${volume.series.min}-${volume.series.max}`);
        if (e.repeticiones < volume.repeticiones.min || e.repeticiones > volume.repeticiones.max)
          problems.push(
            `${r.slug}/${e.ejercicio}: ${e.repeticiones} reps outside ${volume.repeticiones.min}-${volume.repeticiones.max}`,
          );
        if (exercise.dificultad_id > r.dificultad_id + 1)
          problems.push(`${r.slug}/${e.ejercicio}: difficulty ${exercise.dificultad_id} > ${r.dificultad_id + 1}`);
      }
      const known = slugs.flatMap((s) => bySlug.get(s) ?? []);
      if (known[0] && known[0].mecanica !== 'compuesto') problems.push(`${r.slug}: starts with an isolation exercise`);
      if (volume.minCompoundShare !== undefined) {
        const share = known.filter((e) => e.mecanica === 'compuesto').length / known.length;
        if (!(share > volume.minCompoundShare)) problems.push(`${r.slug}: only ${Math.round(share * 100)}% compound`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('part 1: at least 2 templates for every goal 1-3 x difficulty 1-4', () => {
    for (const { goal, difficulty } of pairs([1, 2, 3]))
      expect(count(goal, difficulty), `goal ${goal}, difficulty ${difficulty}`).toBeGreaterThanOrEqual(2);
  });

  // Final requirement for the whole catalogue (parts 1 and 2 together).
  it('has at least 40 templates covering every goal x difficulty 1-4', () => {
    const goals = Object.keys(GOAL_VOLUME).map(Number);
    expect(goals).toEqual(GOALS.map((g) => g.id));
    for (const { goal, difficulty } of pairs(goals))
      expect(count(goal, difficulty), `goal ${goal}, difficulty ${difficulty}`).toBeGreaterThanOrEqual(1);
    expect(routines.length).toBeGreaterThanOrEqual(40);
  });
});
