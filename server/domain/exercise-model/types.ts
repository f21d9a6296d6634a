/**
 * The exercise model a coach reasons with: for every catalogue exercise, what
 * movement it trains, what it needs, how hard it is to learn, what it loads, what to do instead
 * when an area is sore, how it is dosed and how it progresses. Pure data, no database:
 * `catalogue-1.ts`, `catalogue-2.ts` and `catalogue-3.ts` hold one entry per catalogue id; `index.ts` reads them;
 * `model.test.ts` checks them against the catalogue. Sources: docs/coaching/exercise-model.md.
 */
import type { SoreArea } from '../../../src/lib/contract-plans';

/**
 * Movement patterns. The first block are the fundamental patterns a week must cover; the rest
 * are single-joint accessories, power, conditioning and mobility.
 */
export type MovementPattern =
  // Lower body, compound.
  | 'sentadilla' // bilateral knee-dominant: squats, leg press, wall sit
  | 'bisagra' // hip-dominant: deadlifts, RDLs, good mornings, swings' strength cousins, back extensions on a bench
  | 'zancada' // single-leg knee-dominant: lunges, split squats, step-ups, pistols
  | 'puente' // hip extension lying or seated: glute bridges, hip thrusts, kickbacks
  // Upper body, compound.
  | 'empuje-horizontal' // bench press, push-ups, dips, chest press
  | 'empuje-vertical' // overhead press, pike push-ups, handstand push-ups, landmine press
  | 'tiron-horizontal' // rows of every kind, inverted rows
  | 'tiron-vertical' // pull-ups, chin-ups, lat pulldowns
  | 'acarreo' // loaded carries (farmer's walk, suitcase carry), sled drags
  // Core.
  | 'core-antiextension' // planks, dead bugs, ab wheel, hollow holds
  | 'core-antirrotacion' // Pallof press, side planks, renegade rows, bird dogs
  | 'core-flexion' // crunches, sit-ups, leg raises, hip-flexor work with trunk flexion
  | 'core-lateral' // side bends, windmills (loaded lateral flexion)
  | 'core-extension' // back extensions, supermans (spinal extension as the goal)
  // Single-joint accessories.
  | 'flexion-codo' // curls
  | 'extension-codo' // triceps extensions, pushdowns, kickbacks
  | 'hombro-elevacion' // lateral and front raises, upright rows
  | 'hombro-posterior' // rear-delt flyes, face pulls, band pull-aparts, external rotations
  | 'pecho-aislado' // flyes, cable crossovers, pec deck
  | 'dorsal-aislado' // pullovers, straight-arm pulldowns
  | 'extension-rodilla' // leg extensions
  | 'flexion-rodilla' // leg curls, Nordic curls, sliding curls
  | 'gemelo' // calf raises
  | 'cadera-abduccion' // abductions, clamshells, lateral band walks
  | 'cadera-aduccion' // adductions, Copenhagen planks
  | 'cadera-flexion' // hip flexor strengthening without trunk flexion (band hip flexion, knee drives)
  | 'encogimiento' // shrugs
  | 'antebrazo' // wrist curls, grip holds, dead hangs, wrist roller
  // Power, plyometrics, conditioning, mobility.
  | 'potencia' // loaded explosive: Olympic lifts and pulls, kettlebell swings, med-ball throws, slams
  | 'pliometria' // jumps, bounds, hops, plyometric push-ups (counted in foot or hand contacts)
  | 'cardio' // steady or interval conditioning: cycling, rowing machine, rope, jacks, burpees, sprints
  | 'movilidad'; // stretches and mobility drills (warm-up and cool-down only)

/** The fundamental patterns (what a week must cover; docs/coaching/exercise-model.md "`patron`"). */
export const FUNDAMENTAL_PATTERNS = [
  'sentadilla',
  'bisagra',
  'zancada',
  'empuje-horizontal',
  'empuje-vertical',
  'tiron-horizontal',
  'tiron-vertical',
] as const satisfies readonly MovementPattern[];

/**
 * One piece of equipment. An exercise needs a SET of them (all of its `equipo`); the wizard's
 * answers put items at hand (index.ts `ITEMS_AT_HAND`); `hogar` items (a towel, a chair or step,
 * a wall, a sturdy table) are in every home and always at hand.
 */
export type EquipmentItem =
  | 'barra' // barbell and plates
  | 'rack' // squat rack or stands (a barbell lift from the shoulders or a bench press)
  | 'banco' // flat or adjustable bench
  | 'mancuernas'
  | 'kettlebell'
  | 'banda' // resistance band (with a door anchor where one is needed)
  | 'barra-dominadas' // pull-up bar
  | 'polea' // cable station
  | 'maquina' // a selectorised or plate-loaded machine
  | 'multipower' // Smith machine
  | 'barra-z' // EZ bar
  | 'barra-hexagonal' // trap bar
  | 'paralelas' // dip bars
  | 'anillas'
  | 'cintas-suspension'
  | 'balon-medicinal'
  | 'pelota-suiza'
  | 'cajon' // plyo box
  | 'comba' // jump rope
  | 'trineo'
  | 'rueda-abdominal'
  | 'disco' // a single plate
  | 'cardio-maquina' // treadmill, bike, elliptical, rowing machine
  | 'cuerdas-batalla'
  | 'mazo'
  | 'piedra'
  | 'cuerda-trepa'
  | 'enrollador'
  | 'hogar-toalla'
  | 'hogar-silla' // a sturdy chair, a step or a stair
  | 'hogar-mesa' // a sturdy table (inverted rows under it)
  | 'hogar-pared';

/** How much an exercise loads a sore area: 0 spares it, 1 loads it lightly (fine unless it hurts), 2 a sore area should not take it. */
export type AreaLoad = 0 | 1 | 2;

/**
 * How a set is dosed: repetitions, seconds, metres, or ground (or hand) contacts for
 * plyometrics (NSCA: plyometric volume is counted in contacts).
 */
export type Dosing = 'repeticiones' | 'tiempo' | 'distancia' | 'contactos';

/**
 * How load is added between sessions: the increment the equipment allows. `barra`: plates (2.5 kg
 * a step on a barbell, 1.25 kg plates a side); `mancuernas` and `kettlebell`: the next implement
 * of the rack (dumbbells 2 kg steps to 10 kg, then 2.5 kg; kettlebells 4 kg); `maquina`/`polea`:
 * the stack's next plate (about 5 kg and 2.5 kg); `banda`: the next band; `lastre`: a plate on a
 * belt or vest; `corporal`: no load to add, progress by repetitions, then `mas_dificil`;
 * `tiempo`/`distancia`: more seconds or metres.
 */
export type LoadProgression =
  | 'barra'
  | 'mancuernas'
  | 'kettlebell'
  | 'maquina'
  | 'polea'
  | 'banda'
  | 'lastre'
  | 'corporal'
  | 'tiempo'
  | 'distancia';

export interface ExerciseModel {
  /** Catalogue id (exercises.json / exercises-2.json). */
  id: number;
  patron: MovementPattern;
  /** Every item the exercise needs (empty: nothing but the floor). */
  equipo: readonly EquipmentItem[];
  mecanica: 'compuesto' | 'aislamiento';
  /** 1 easy to learn, 2 needs coaching cues, 3 highly technical (Olympic lifts, pistols, handstands). */
  tecnica: 1 | 2 | 3;
  /** 0 little or none, 1 moderate (dumbbell squats, kettlebell swings), 2 heavy axial or shear (barbell squats, deadlifts, good mornings, bent-over barbell rows). */
  carga_columna: 0 | 1 | 2;
  /** Load on each area the wizard asks about. */
  zonas: Readonly<Record<SoreArea, AreaLoad>>;
  /**
   * For each area loaded at 2: the catalogue id of the regression a coach would give instead,
   * the same pattern (or the nearest one) loading that area at 0 or 1, with equipment no harder
   * to come by. Absent when the catalogue has none.
   */
  regresion: Readonly<Partial<Record<SoreArea, number>>>;
  dosificacion: Dosing;
  progresion: LoadProgression;
  /**
   * The next harder variation of the same pattern (bodyweight progressions), or null. A ladder is a
   * tree: several exercises may share the same harder step (model.test.ts says which patterns may meet).
   */
  mas_dificil: number | null;
  /** The next easier variation of the same pattern, or null; one of those whose `mas_dificil` is this one, if any. */
  mas_facil: number | null;
  /** High impact on landing (jumps, sprints): left out for age 60+, BMI 30+ and sore knees. */
  impacto: boolean;
}
