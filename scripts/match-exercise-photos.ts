import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { loadCatalogue, type CatalogueExercise } from '../server/db/seed/catalogue';
import { REVIEWED } from './exercise-photo-review';

/**
 * Matches each exercise of our Spanish catalogue to its entry of free-exercise-db (public domain,
 * ../shared/data/free-exercise-db), whose photos show it: `npx tsx scripts/match-exercise-photos.ts
 * [data dir]`, then review the report and commit server/db/seed/data/photos.json.
 *
 * The matcher scores every candidate on three facts and keeps the best only when all agree:
 * - the name: each word of our slug that names a movement, a tool, a grip or a position is
 *   translated (WORDS) and must be found in the English name; a word of the English name that
 *   names something ours does not (another tool, "incline", "one-arm"...) costs points;
 * - the equipment: ours (`equipo`) against theirs (EQUIPMENT), when both say;
 * - the muscles: our main group against their primary (or secondary) muscles (MUSCLES).
 * Then the review (scripts/exercise-photo-review.ts) has the last word: a reviewed pair wins over
 * the matcher, a `null` leaves the exercise without photos (better none than a wrong one).
 */

interface Entry {
  id: string;
  name: string;
  equipment: string | null;
  primaryMuscles: string[];
  secondaryMuscles: string[];
}

const dataDir = path.resolve(process.argv[2] ?? '../shared/data/free-exercise-db');
const entries: Entry[] = JSON.parse(fs.readFileSync(path.join(dataDir, 'exercises.json'), 'utf8'));

/** Words of our slugs -> words (any of) that say the same in free-exercise-db names. */
const WORDS: Record<string, string[]> = {
  press: ['press'],
  banca: ['bench'],
  barra: ['barbell', 'bar'],
  mancuerna: ['dumbbell'],
  mancuernas: ['dumbbell'],
  flexiones: ['push', 'pushup', 'pushups'],
  flexion: ['push'],
  remo: ['row', 'rows'],
  dominadas: ['pullup', 'pullups', 'pull', 'chin'],
  dominada: ['pullup', 'pullups', 'pull', 'chin', 'chins'],
  sentadilla: ['squat', 'squats'],
  peso: [],
  muerto: ['deadlift'],
  rumano: ['romanian'],
  puente: ['bridge', 'hip', 'raise'],
  gluteo: ['glute', 'butt'],
  militar: ['military', 'shoulder'],
  curl: ['curl', 'curls'],
  biceps: ['bicep', 'biceps'],
  fondos: ['dip', 'dips'],
  triceps: ['triceps', 'tricep'],
  plancha: ['plank'],
  inclinado: ['incline'],
  inclinadas: ['incline'],
  declinado: ['decline'],
  declinadas: ['decline'],
  aperturas: ['fly', 'flyes', 'flye'],
  poleas: ['cable'],
  polea: ['cable', 'pulley'],
  maquina: ['machine', 'leverage'],
  multipower: ['smith'],
  kettlebell: ['kettlebell'],
  kettlebells: ['kettlebell'],
  pullover: ['pullover'],
  svend: ['svend'],
  cerrado: ['close'],
  abierto: ['wide'],
  martillo: ['hammer'],
  concentrado: ['concentration'],
  scott: ['preacher'],
  zottman: ['zottman'],
  arana: ['spider'],
  frances: ['skullcrusher', 'lying', 'triceps'],
  extension: ['extension', 'extensions'],
  patada: ['kickback'],
  elevaciones: ['raise'],
  elevacion: ['raise', 'raises'],
  laterales: ['lateral'],
  lateral: ['lateral', 'side'],
  frontales: ['front'],
  frontal: ['front'],
  arnold: ['arnold'],
  cubano: ['cuban'],
  tate: ['tate'],
  jm: ['jm'],
  hack: ['hack'],
  prensa: ['press'],
  piernas: ['leg'],
  zancadas: ['lunge', 'lunges'],
  zancada: ['lunge'],
  caminando: ['walking'],
  cajon: ['box', 'step'],
  subida: ['step'],
  sumo: ['sumo'],
  encogimiento: ['shrug', 'shrugs'],
  hombros: ['shoulder'],
  menton: ['upright'],
  talones: ['calf'],
  talon: ['calf'],
  sentado: ['seated'],
  pie: ['standing'],
  crunch: ['crunch', 'crunches'],
  inverso: ['reverse'],
  oblicuo: ['oblique'],
  femoral: ['leg', 'hamstring'],
  tumbado: ['lying'],
  buenos: ['good'],
  dias: ['morning', 'mornings'],
  zercher: ['zercher'],
  copa: ['goblet'],
  plie: ['plie'],
  muneca: ['wrist'],
  rigidas: ['stiff'],
  hiperextension: ['hyperextension', 'hyperextensions'],
  pajaro: ['rear', 'reverse'],
  jalon: ['pulldown', 'pulldowns'],
  saltos: ['jump'],
  salto: ['jump'],
  turco: ['turkish'],
  molino: ['windmill'],
  renegado: ['renegade'],
  pallof: ['pallof'],
  cuerda: ['rope'],
  banda: ['band', 'bands'],
  elastica: ['band', 'bands'],
  suspension: ['suspended', 'hang'],
  granjero: ['farmers'],
  cinta: ['treadmill'],
  eliptica: ['elliptical'],
  trineo: ['sled'],
  arrancada: ['snatch'],
  cargada: ['clean'],
  potencia: ['power'],
};

/** Words that only locate or qualify the movement: they need no counterpart. */
const QUALIFIERS = new Set(['con', 'de', 'a', 'al', 'la', 'el', 'en', 'un', 'dos', 'una', 'y', 'del', 'entre']);

/** English words that make a different exercise or variant when ours does not say them. */
const STRICT = [
  'incline',
  'decline',
  'one',
  'single',
  'close',
  'wide',
  'reverse',
  'seated',
  'lying',
  'standing',
  'alternate',
  'alternating',
  'bands',
  'band',
  'chains',
  'smith',
  'cable',
  'machine',
  'leverage',
  'kettlebell',
  'dumbbell',
  'barbell',
  'ball',
  'stretch',
  'jump',
  'box',
  'behind',
  'twist',
  'hammer',
  'preacher',
];

const EQUIPMENT: Record<string, (string | null)[]> = {
  barra: ['barbell', 'e-z curl bar', 'other'],
  'barra Z': ['e-z curl bar', 'barbell'],
  'barra hexagonal': ['other', 'barbell'],
  mancuerna: ['dumbbell'],
  'peso corporal': ['body only', null, 'other'],
  polea: ['cable'],
  máquina: ['machine', 'other'],
  multipower: ['machine'],
  kettlebell: ['kettlebells'],
  'banda elástica': ['bands'],
  'balón medicinal': ['medicine ball'],
  'pelota suiza': ['exercise ball'],
  banco: ['body only', 'other', null, 'barbell', 'dumbbell'],
};

/** Our muscle groups (server/db/seed/reference.ts) -> free-exercise-db muscles. */
const MUSCLES: Record<number, string[]> = {
  1: ['chest'],
  2: ['middle back', 'lats'],
  3: ['biceps'],
  4: ['triceps'],
  5: ['shoulders'],
  6: ['quadriceps', 'glutes', 'hamstrings'],
  7: ['glutes', 'hamstrings', 'abductors'],
  8: ['abdominals'],
  9: ['quadriceps', 'hamstrings', 'calves', 'glutes', 'shoulders', 'abdominals', 'chest'],
  10: ['forearms'],
  11: ['traps'],
  12: ['quadriceps'],
  13: ['hamstrings'],
  14: ['calves'],
  15: ['lower back'],
  16: ['chest'],
  17: ['lats'],
  18: ['shoulders', 'middle back'],
  19: ['abdominals'],
  20: ['abdominals', 'quadriceps'],
};

function words(s: string): string[] {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

interface Scored {
  entry: Entry;
  score: number;
  missing: string[];
}

function score(e: CatalogueExercise, entry: Entry): Scored {
  const theirs = new Set(words(entry.name.replace(/-/g, '')).concat(words(entry.name)));
  let score = 0;
  const missing: string[] = [];
  const asked = new Set<string>();
  for (const w of words(e.slug)) {
    if (QUALIFIERS.has(w)) continue;
    const english = WORDS[w];
    if (!english) {
      missing.push(w);
      continue;
    }
    english.forEach((x) => asked.add(x));
    if (english.length === 0) continue;
    if (english.some((x) => theirs.has(x))) score += 2;
    else missing.push(w);
  }
  for (const w of STRICT) if (theirs.has(w) && !asked.has(w)) score -= 1.5;
  const equipment = EQUIPMENT[e.equipo];
  if (equipment) score += equipment.includes(entry.equipment) ? 1 : -3;
  const muscles = MUSCLES[e.grupos_musculares_id] ?? [];
  if (muscles.some((m) => entry.primaryMuscles.includes(m))) score += 1;
  else if (!muscles.some((m) => entry.secondaryMuscles.includes(m))) score -= 2;
  return { entry, score: score - missing.length * 2, missing };
}

/** The best candidate of one exercise, when its name, equipment and muscles agree well enough. */
function bestMatch(e: CatalogueExercise): Scored | null {
  const ranked = entries.map((entry) => score(e, entry)).sort((a, b) => b.score - a.score);
  const best = ranked[0];
  const second = ranked[1];
  if (!best || best.missing.length > 0 || best.score < 4) return null;
  // A tie between two entries: the name does not decide, so neither is trusted.
  if (second && second.score === best.score && second.missing.length === 0) return null;
  return best;
}

const ids = new Set(entries.map((x) => x.id));
const { exercises } = loadCatalogue();
const mapping: Record<string, string> = {};
const report: string[] = [];
for (const e of exercises) {
  const proposed = bestMatch(e);
  const reviewed = REVIEWED[e.slug];
  const chosen = reviewed === undefined ? (proposed?.entry.id ?? null) : reviewed;
  if (chosen !== null && !ids.has(chosen)) throw new Error(`${e.slug}: ${chosen} is not in free-exercise-db`);
  if (chosen) mapping[String(e.id)] = chosen;
  const how = reviewed === undefined ? 'matcher' : proposed?.entry.id === reviewed ? 'both' : 'review';
  report.push(
    `${e.id}\t${e.slug}\t${chosen ?? '-'}\t${how}\t${proposed ? `${proposed.entry.id} (${proposed.score})` : ''}`,
  );
}
const out = path.resolve('server/db/seed/data/photos.json');
fs.writeFileSync(
  out,
  await prettier.format(JSON.stringify(mapping), { ...(await prettier.resolveConfig(out)), filepath: out }),
);
// The data set's ids, committed, so the mapping test runs without the data set beside the repository.
const idsFile = path.resolve('server/db/seed/data/free-exercise-db-ids.json');
fs.writeFileSync(
  idsFile,
  await prettier.format(JSON.stringify(entries.map((x) => x.id).sort()), {
    ...(await prettier.resolveConfig(idsFile)),
    filepath: idsFile,
  }),
);
console.log(report.join('\n'));
console.log(`${Object.keys(mapping).length} of ${exercises.length} exercises matched -> ${path.relative('.', out)}`);
