import { and, eq, gte, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../test/app';
import { exercises as exercisesTable, routineExercises, routines as routinesTable } from '../schema';
import { catalogueExercise, catalogueRoutine, loadCatalogue, type CatalogueExercise } from './catalogue';
import exercises2Data from './data/exercises-2.json';
import exercises3Data from './data/exercises-3.json';
import exercises1Data from './data/exercises.json';
import routines2Data from './data/routines-2.json';

// Guards the second part of the catalogue (muscle groups 11-20, goals 4 and 5).
const exercises = z.array(catalogueExercise).parse(exercises2Data);
const others = z.array(catalogueExercise).parse(exercises1Data);
const routines = z.array(catalogueRoutine).parse(routines2Data);

/** The starter exercises of exercises.json that part 2 routines may also use. */
const STARTERS = [
  'press-banca-barra',
  'flexiones',
  'remo-mancuerna-un-brazo',
  'dominadas',
  'sentadilla-peso-corporal',
  'peso-muerto-rumano-mancuernas',
  'puente-gluteo',
  'press-militar-mancuernas',
  'curl-biceps-mancuernas',
  'fondos-triceps-banco',
  'plancha-frontal',
  'saltos-tijera',
];
const OWN_GROUPS = [11, 12, 13, 14, 15, 16, 17, 18, 19, 20];
const UPPER = new Set([1, 2, 3, 4, 5, 10, 11, 16, 17, 18]);
const LOWER = new Set([6, 7, 12, 13, 14, 20]);
const CORE = new Set([8, 19]);
/** English words that must never reach users (curl, press or cable are Spanish gym usage). */
const ENGLISH =
  /\b(the|with|and|of|squat|deadlift|lunge|raise|fly|flyes?|shrug|swing|pull|pulldown|pullup|chin|row|band|bench|barbell|dumbbell|machine|hold|jump|stretch|plank|crunch|hip|knee|leg|arm|back|chest)\b/i;
const sentence = (text: string) => /^[A-ZÁÉÍÓÚÑ¿¡]/.test(text) && text.trim().endsWith('.');
const norm = (s: string) =>
  s
    .toLocaleLowerCase('es')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');

describe('exercises-2.json', () => {
  it('has at least 150 exercises with ids 200-399, all unique', () => {
    expect(exercises.length).toBeGreaterThanOrEqual(150);
    const ids = exercises.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id, `id ${id}`).toBeGreaterThanOrEqual(200);
    for (const id of ids) expect(id, `id ${id}`).toBeLessThanOrEqual(399);
    const otherIds = new Set(others.map((e) => e.id));
    expect(ids.filter((id) => otherIds.has(id))).toEqual([]);
  });

  it('has unique slugs and names, also against exercises.json', () => {
    const slugs = [...exercises, ...others].map((e) => e.slug);
    expect(slugs.filter((s, i) => slugs.indexOf(s) !== i)).toEqual([]);
    const names = [...exercises, ...others].map((e) => norm(e.nombre));
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    for (const e of exercises) expect(e.slug, e.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
  });

  it('covers muscle groups 11-20 with at least 12 exercises and difficulties 1-3 each', () => {
    for (const group of OWN_GROUPS) {
      const inGroup = exercises.filter((e) => e.grupos_musculares_id === group);
      expect(inGroup.length, `group ${group}`).toBeGreaterThanOrEqual(12);
      const levels = new Set(inGroup.map((e) => e.dificultad_id));
      for (const level of [1, 2, 3]) expect(levels.has(level), `group ${group} level ${level}`).toBe(true);
    }
    expect(exercises.every((e) => OWN_GROUPS.includes(e.grupos_musculares_id))).toBe(true);
  });

  it('uses the expert and elite levels several times', () => {
    expect(exercises.filter((e) => e.dificultad_id === 4).length).toBeGreaterThanOrEqual(5);
    expect(exercises.filter((e) => e.dificultad_id === 5).length).toBeGreaterThanOrEqual(5);
  });

  it.each(exercises.map((e) => [e.slug, e] as const))('%s has clean Spanish texts and coherent facts', (_, e) => {
    for (const text of [e.nombre, e.inicio, e.fin]) expect(text, text).not.toMatch(ENGLISH);
    expect(e.nombre).toMatch(/^[A-ZÁÉÍÓÚÑ]/);
    expect(e.nombre.trim()).toBe(e.nombre);
    for (const text of [e.inicio, e.fin]) {
      expect(text.length, text).toBeGreaterThanOrEqual(40);
      expect(sentence(text), text).toBe(true);
    }
    expect(e.inicio).not.toBe(e.fin);
    expect(e.musculos_secundarios).not.toContain(e.grupos_musculares_id);
    expect(new Set(e.musculos_secundarios).size).toBe(e.musculos_secundarios.length);
    if (e.tipo === 'Pliometría') expect(e.alto_impacto).toBe(true);
    if (e.tipo === 'Estiramiento') expect(e.fuerza).toBe('estatico');
  });
});

describe('routines-2.json', () => {
  const bySlug = new Map<string, CatalogueExercise>(
    [...exercises, ...others.filter((e) => STARTERS.includes(e.slug))].map((e) => [e.slug, e]),
  );
  const RANGES = {
    4: { metodo: 4, series: [2, 4], reps: [10, 20] },
    5: { metodo: 3, series: [3, 5], reps: [5, 12] },
  } as const;

  it('has 3 public templates per goal 4-5 and difficulty 1-4, unique slugs and names', () => {
    expect(routines.length).toBeGreaterThanOrEqual(24);
    for (const goal of [4, 5])
      for (const level of [1, 2, 3, 4])
        expect(
          routines.filter((r) => r.objetivo_id === goal && r.dificultad_id === level).length,
          `goal ${goal} level ${level}`,
        ).toBeGreaterThanOrEqual(3);
    expect(new Set(routines.map((r) => r.slug)).size).toBe(routines.length);
    expect(new Set(routines.map((r) => norm(r.nombre))).size).toBe(routines.length);
  });

  it.each(routines.map((r) => [r.slug, r] as const))('%s follows the goal rules', (_, r) => {
    const rules = RANGES[r.objetivo_id as 4 | 5];
    expect(rules, `goal ${r.objetivo_id}`).toBeDefined();
    expect(r.metodo_id).toBe(rules.metodo);
    expect(r.nombre).not.toMatch(ENGLISH);
    expect(sentence(r.observaciones)).toBe(true);
    expect(r.ejercicios.length).toBeGreaterThanOrEqual(5);
    expect(r.ejercicios.length).toBeLessThanOrEqual(10);
    const slugs = r.ejercicios.map((e) => e.ejercicio);
    expect(new Set(slugs).size).toBe(slugs.length);

    const list = r.ejercicios.map((item) => {
      const exercise = bySlug.get(item.ejercicio);
      expect(exercise, `unknown or foreign exercise ${item.ejercicio}`).toBeDefined();
      expect(item.series).toBeGreaterThanOrEqual(rules.series[0]);
      expect(item.series).toBeLessThanOrEqual(rules.series[1]);
      expect(item.repeticiones).toBeGreaterThanOrEqual(rules.reps[0]);
      expect(item.repeticiones).toBeLessThanOrEqual(rules.reps[1]);
      expect(sentence(item.comentario), item.comentario).toBe(true);
      expect(item.comentario.length).toBeLessThanOrEqual(70);
      expect(exercise!.dificultad_id, item.ejercicio).toBeLessThanOrEqual(r.dificultad_id + 1);
      return exercise!;
    });

    // Core work closes the session; before it, compound movements come before isolation.
    const firstCore = list.findIndex((e) => CORE.has(e.grupos_musculares_id));
    if (firstCore >= 0) expect(list.slice(firstCore).every((e) => CORE.has(e.grupos_musculares_id))).toBe(true);
    const main = firstCore >= 0 ? list.slice(0, firstCore) : list;
    const firstIsolation = main.findIndex((e) => e.mecanica === 'aislamiento');
    if (firstIsolation >= 0) expect(main.slice(firstIsolation).every((e) => e.mecanica === 'aislamiento')).toBe(true);

    expect(list.some((e) => e.fuerza === 'empuje')).toBe(true);
    expect(list.some((e) => e.fuerza === 'tiron')).toBe(true);
    expect(list.some((e) => UPPER.has(e.grupos_musculares_id))).toBe(true);
    expect(list.some((e) => LOWER.has(e.grupos_musculares_id))).toBe(true);
    if (r.objetivo_id === 5)
      expect(list.filter((e) => e.mecanica === 'compuesto').length).toBeGreaterThan(list.length / 2);
  });

  it('is loaded together with part 1 by loadCatalogue()', () => {
    const data = loadCatalogue();
    const slugs = new Set(data.exercises.map((e) => e.slug));
    for (const e of exercises) expect(slugs.has(e.slug)).toBe(true);
    const routineSlugs = new Set(data.routines.map((r) => r.slug));
    for (const r of routines) expect(routineSlugs.has(r.slug)).toBe(true);
  });
});

describe('seeded database', () => {
  it('holds every part 2 exercise and public template with its exercises in order', async () => {
    const t = await createTestApp();
    try {
      const { db } = t.database;
      // Ids 200 and up: part 2, and the home and band exercises of exercises-3.json (356-383).
      const part3 = new Set(exercises3Data.map((e) => e.id));
      const rows = (await db.select().from(exercisesTable).where(gte(exercisesTable.id, 200))).filter(
        (e) => !part3.has(e.id),
      );
      expect(rows.map((e) => e.slug).sort()).toEqual(exercises.map((e) => e.slug).sort());
      const sample = rows.find((e) => e.id === exercises[0]!.id)!;
      expect(sample.nombre).toBe(exercises[0]!.nombre);
      expect(sample.inicio).toBe(exercises[0]!.inicio);

      const saved = await db
        .select()
        .from(routinesTable)
        .where(
          and(
            inArray(
              routinesTable.slug,
              routines.map((r) => r.slug),
            ),
            isNull(routinesTable.ownerUserId),
          ),
        );
      expect(saved).toHaveLength(routines.length);
      const first = saved.find((r) => r.slug === routines[0]!.slug)!;
      expect(first.objetivoId).toBe(routines[0]!.objetivo_id);
      const items = await db
        .select()
        .from(routineExercises)
        .where(eq(routineExercises.routineId, first.id))
        .orderBy(routineExercises.orden);
      const idBySlug = new Map(rows.map((e) => [e.slug, e.id]));
      const starterIds = new Map(others.map((e) => [e.slug, e.id]));
      expect(items.map((i) => i.exerciseId)).toEqual(
        routines[0]!.ejercicios.map((e) => idBySlug.get(e.ejercicio) ?? starterIds.get(e.ejercicio)),
      );
      expect(items.map((i) => [i.series, i.repeticiones])).toEqual(
        routines[0]!.ejercicios.map((e) => [e.series, e.repeticiones]),
      );
    } finally {
      await t.close();
    }
  });
});
