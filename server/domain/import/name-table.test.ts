/**
 * The names Strong and Hevy export for the common exercises, each with the catalogue exercise
 * the import must propose for it (issue 40 item 7), matched against the real catalogue: its
 * Spanish names (seed), English names (server/modules/exercises/english-names.ts), free-exercise-db
 * names (photos.json) and exercise model.
 */
import { describe, expect, it } from 'vitest';
import photos from '../../db/seed/data/photos.json';
import seed1 from '../../db/seed/data/exercises.json';
import seed2 from '../../db/seed/data/exercises-2.json';
import seed3 from '../../db/seed/data/exercises-3.json';
import { ENGLISH_NAMES } from '../../modules/exercises/english-names';
import { modelOf } from '../exercise-model';
import { implementOf, patternOf } from './equipment';
import { catalogueMatcher, type CatalogueName } from './match';

const english = photos as Record<string, string | null>;
const catalogue: CatalogueName[] = [...seed1, ...seed2, ...seed3].map(
  ({ id, nombre }: { id: number; nombre: string }) => ({
    id,
    names: [nombre, ENGLISH_NAMES[id], english[String(id)]?.replace(/_/g, ' ')].filter((n): n is string => !!n),
    model: modelOf(id),
  }),
);
const matcher = catalogueMatcher(catalogue);

/** [name as the app exports it, the catalogue id expected]. */
const TABLE: [string, number][] = [
  // The three of the issue.
  ['Lateral Raise (Dumbbell)', 92],
  ['Peso muerto rumano con barra', 243],
  ['Overhead Press (Barbell)', 89],
  // Strong.
  ['Bench Press (Barbell)', 1],
  ['Bench Press (Dumbbell)', 13],
  ['Bench Press (Smith Machine)', 22],
  ['Incline Bench Press (Barbell)', 14],
  ['Incline Bench Press (Dumbbell)', 15],
  ['Decline Bench Press (Barbell)', 282],
  ['Chest Fly (Dumbbell)', 16],
  ['Chest Press (Machine)', 21],
  ['Cable Crossover', 283],
  ['Push Up', 2],
  ['Squat (Barbell)', 108],
  ['Front Squat (Barbell)', 227],
  ['Squat (Smith Machine)', 219],
  ['Goblet Squat (Kettlebell)', 215],
  ['Hack Squat (Machine)', 117],
  ['Leg Press', 111],
  ['Deadlift (Barbell)', 268],
  ['Sumo Deadlift (Barbell)', 122],
  ['Romanian Deadlift (Dumbbell)', 6],
  ['Romanian Deadlift (Barbell)', 243],
  ['Trap Bar Deadlift', 113],
  ['Good Morning (Barbell)', 241],
  ['Hip Thrust (Barbell)', 128],
  ['Glute Bridge', 7],
  ['Lunge (Dumbbell)', 112],
  ['Walking Lunge (Barbell)', 114],
  ['Bulgarian Split Squat', 115],
  ['Leg Extension (Machine)', 216],
  ['Lying Leg Curl (Machine)', 231],
  ['Seated Leg Curl (Machine)', 232],
  ['Standing Calf Raise (Machine)', 247],
  ['Seated Calf Raise (Machine)', 248],
  ['Hip Abductor (Machine)', 138],
  ['Overhead Press (Dumbbell)', 8],
  ['Shoulder Press (Machine)', 97],
  ['Arnold Press (Dumbbell)', 91],
  ['Front Raise (Dumbbell)', 94],
  ['Lateral Raise (Cable)', 93],
  ['Reverse Fly (Dumbbell)', 306],
  ['Face Pull (Cable)', 315],
  ['Upright Row (Barbell)', 207],
  ['Shrug (Barbell)', 201],
  ['Shrug (Dumbbell)', 200],
  ['Bent Over Row (Barbell)', 36],
  ['Bent Over Row (Dumbbell)', 38],
  ['Bent Over One Arm Row (Dumbbell)', 3],
  ['T Bar Row', 42],
  ['Seated Row (Cable)', 40],
  ['Lat Pulldown (Cable)', 290],
  ['Pull Up', 4],
  ['Chin Up', 297],
  ['Straight Arm Pulldown (Cable)', 294],
  ['Pullover (Dumbbell)', 28],
  ['Bicep Curl (Barbell)', 53],
  ['Bicep Curl (Dumbbell)', 9],
  ['Bicep Curl (Cable)', 62],
  ['Hammer Curl (Dumbbell)', 55],
  ['Preacher Curl (EZ Bar)', 60],
  ['Concentration Curl (Dumbbell)', 57],
  ['Triceps Pushdown (Cable - Straight Bar)', 73],
  ['Skullcrusher (Barbell)', 71],
  ['Triceps Dip', 79],
  ['Plank', 11],
  ['Crunch', 145],
  ['Hanging Leg Raise', 354],
  ['Kettlebell Swing', 140],
  ['Box Jump', 169],
  ['Jump Rope', 167],
  // Hevy.
  ['Seated Overhead Press (Dumbbell)', 90],
  ['Triceps Rope Pushdown', 72],
  ['Rear Delt Reverse Fly (Dumbbell)', 306],
  ['Butterfly (Pec Deck)', 20],
  ['Chest Dip', 285],
  ['Seated Cable Row - V Grip (Cable)', 40],
  ['Cable Crunch', 149],
  ['Russian Twist (Weighted)', 156],
  ['Farmers Walk', 194],
  ['Ab Wheel', 154],
  ['Calf Press on Leg Press', 249],
  // Spanish (Strong in Spanish, names typed by hand).
  ['Press de banca con barra', 1],
  ['Press banca (mancuernas)', 13],
  ['Sentadilla con barra', 108],
  ['Press militar con barra', 89],
  ['Elevaciones laterales con mancuernas', 92],
  ['Curl de bíceps con mancuernas', 9],
  ['Jalón al pecho en polea', 290],
  ['Prensa de piernas', 111],
  ['Dominadas', 4],
  ['Extensión de cuádriceps en máquina', 216],
  ['Hip thrust con barra', 128],
  ['Peso muerto rumano con mancuernas', 6],
  ['Jalón al pecho', 290],
  ['Fondos', 79],
  ['Ring Dip', 289],
  ['Rowing Machine', 175],
  ['Cycling', 173],
];

describe('the common Strong and Hevy names', () => {
  it('has the table at its size', () => expect(TABLE.length).toBeGreaterThanOrEqual(60));

  it.each(TABLE)('"%s" is proposed as exercise %i', (name, id) => {
    expect(matcher.propose(name).id).toBe(id);
  });
});

describe('implement and pattern', () => {
  it('reads the implement in English and Spanish, and takes it out of the words', () => {
    expect(implementOf('Lateral Raise (Dumbbell)')).toEqual({ implement: 'mancuernas', rest: 'lateral raise' });
    expect(implementOf('Peso muerto rumano con barra').implement).toBe('barra');
    expect(implementOf('Bench Press (Smith Machine)').implement).toBe('multipower');
    expect(implementOf('Preacher Curl (EZ Bar)').implement).toBe('barra-z');
    expect(implementOf('Remo en polea baja').implement).toBe('polea');
    expect(implementOf('Prensa en máquina').implement).toBe('maquina');
    expect(implementOf('Dominadas en barra').implement).toBeNull();
    expect(implementOf('Squat (Bodyweight)').implement).toBe('corporal');
  });

  it('reads the pattern its words name', () => {
    expect(patternOf('Overhead Press (Barbell)')).toBe('empuje-vertical');
    expect(patternOf('Bench Press (Barbell)')).toBe('empuje-horizontal');
    expect(patternOf('Lateral Raise (Dumbbell)')).toBe('hombro-elevacion');
    expect(patternOf('Reverse Fly (Dumbbell)')).toBe('hombro-posterior');
    expect(patternOf('Lying Leg Curl (Machine)')).toBe('flexion-rodilla');
    expect(patternOf('Cycling')).toBe('cardio');
    expect(patternOf('Mystery Move')).toBeNull();
  });

  it('says why: the implement and the pattern shared', () => {
    expect(matcher.propose('Lateral Raise (Dumbbell)').reason).toEqual({
      equipo: 'mancuernas',
      patron: 'hombro-elevacion',
    });
    expect(matcher.propose('Glute Bridge').reason).toEqual({ equipo: null, patron: 'puente' });
  });

  it('never takes an adduction for an abduction (one letter apart)', () => {
    expect(matcher.propose('Hip Adduction (Machine)').id).not.toBe(138);
    expect(matcher.propose('Hip Abduction (Machine)').id).toBe(138);
  });

  it('sinks a wrong implement below the words it shares', () => {
    const bench = catalogueMatcher(catalogue.filter((c) => c.id === 13));
    expect(bench.propose('Bench Press (Barbell)').id).toBeNull();
  });
});
