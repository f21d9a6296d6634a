import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import photoIds from '../../../src/lib/exercise-photo-ids.json';
import { PHOTO_WIDTHS, photoUrl } from '../../../src/lib/exercise-photos';
import { loadCatalogue } from './catalogue';
import dataSetIds from './data/free-exercise-db-ids.json';
import photos from './data/photos.json';

/**
 * The match of our catalogue to free-exercise-db (data/photos.json, made by
 * scripts/match-exercise-photos.ts and its review) and the photos made from it
 * (scripts/make-exercise-photos.ts). The data set lives beside the repository
 * (../shared/data/free-exercise-db); the match script commits its ids (data/free-exercise-db-ids.json)
 * so this test needs only the repository.
 */
const mapping: Record<string, string> = photos;
const { exercises } = loadCatalogue();
const bySlug = new Map(exercises.map((e) => [e.slug, e]));
const publicDir = path.resolve('src/app/public');

const mappedOf = (slug: string) => {
  const e = bySlug.get(slug);
  if (!e) throw new Error(`no catalogue exercise ${slug}`);
  return mapping[String(e.id)] ?? null;
};

describe('exercise photos: our catalogue -> free-exercise-db', () => {
  it('maps only catalogue exercises, each to an entry of the data set', () => {
    const ours = new Set(exercises.map((e) => String(e.id)));
    const theirs = new Set<string>(dataSetIds);
    for (const [id, entry] of Object.entries(mapping)) {
      expect(ours.has(id), id).toBe(true);
      expect(theirs.has(entry), `${id} -> ${entry}`).toBe(true);
    }
  });

  it('gives no two of our exercises the same photos', () => {
    const entries = Object.values(mapping);
    const seen = new Set<string>();
    const twice = entries.filter((x) => (seen.has(x) ? true : (seen.add(x), false)));
    expect(twice).toEqual([]);
  });

  it('matches most of the catalogue and leaves the rest without photos', () => {
    const matched = Object.keys(mapping).length;
    expect(matched).toBeGreaterThanOrEqual(280);
    expect(matched).toBeLessThan(exercises.length);
  });

  it.each([
    ['press-banca-barra', 'Barbell_Bench_Press_-_Medium_Grip'],
    ['flexiones', 'Pushups'],
    ['dominadas', 'Pullups'],
    ['dominada-supina', 'Chin-Up'],
    ['sentadilla-trasera-barra', 'Barbell_Squat'],
    ['sentadilla-frontal-barra', 'Front_Barbell_Squat'],
    ['peso-muerto-convencional-barra', 'Barbell_Deadlift'],
    ['press-militar-barra', 'Standing_Military_Press'],
    ['curl-martillo-mancuernas', 'Hammer_Curls'],
    ['elevaciones-laterales-mancuernas', 'Side_Lateral_Raise'],
    ['extension-triceps-polea-cuerda', 'Triceps_Pushdown_-_Rope_Attachment'],
    ['buenos-dias-barra', 'Good_Morning'],
    ['jalon-pecho-agarre-ancho', 'Wide-Grip_Lat_Pulldown'],
    ['remo-sentado-polea-baja', 'Seated_Cable_Rows'],
    ['plancha-frontal', 'Plank'],
    ['tiron-cara-cuerda', 'Face_Pull'],
    ['crunch-bicicleta', 'Air_Bike'],
  ])('%s shows %s', (slug, entry) => {
    expect(mappedOf(slug)).toBe(entry);
  });

  it.each([
    // No entry of the data set shows them: a look-alike would mislead.
    'flexiones-rodillas',
    'burpees',
    'saltos-tijera',
    'peso-muerto-rumano-mancuernas',
    'pajaro-mancuernas',
    'elevacion-rodillas-colgado',
  ])('%s has no photos', (slug) => {
    expect(mappedOf(slug)).toBeNull();
  });

  it('has its photos in the repository, start and end at each width, and nothing else', () => {
    expect(photoIds).toEqual(
      Object.keys(mapping)
        .map(Number)
        .sort((a, b) => a - b),
    );
    const expected = photoIds.flatMap((id) =>
      ([0, 1] as const).flatMap((position) => PHOTO_WIDTHS.map((width) => photoUrl(id, position, width))),
    );
    const dir = path.join(publicDir, 'exercise-photos');
    const present = fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.webp'))
      .map((f) => `/exercise-photos/${f.split(path.sep).join('/')}`);
    expect(present.sort()).toEqual(expected.sort());
  });
});
