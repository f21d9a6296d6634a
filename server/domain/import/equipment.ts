/**
 * What an exercise name says beyond its words: the implement it is done with ("Lateral Raise
 * (Dumbbell)", "Peso muerto rumano con barra") and the movement pattern its words name ("Overhead
 * Press" pushes up, "Bench Press" forward). The matcher (match.ts) ranks the catalogue exercises
 * whose model (server/domain/exercise-model) agrees on both. Pure, no database.
 */
import type { EquipmentItem, ExerciseModel, MovementPattern } from '../exercise-model/types';

/** The implement a name may state: the model's items that tell exercises apart, or none at all. */
export type Implement =
  | 'multipower'
  | 'barra-z'
  | 'barra-hexagonal'
  | 'barra'
  | 'mancuernas'
  | 'kettlebell'
  | 'polea'
  | 'maquina'
  | 'banda'
  | 'cintas-suspension'
  | 'balon-medicinal'
  | 'pelota-suiza'
  | 'disco'
  | 'anillas'
  | 'paralelas'
  | 'cardio-maquina'
  | 'corporal';

/**
 * The phrases that state an implement, in English (Strong's and Hevy's "(Dumbbell)",
 * "Barbell ...") and Spanish ("con mancuernas", "en polea"), over a name without accents in
 * lower case. The more specific first: a Smith machine is not a machine, an EZ bar not a barbell.
 * The Spanish "barra" alone is also the pull-up bar ("Dominadas en barra"): only "con barra" and
 * "(barra)" state a barbell.
 */
const IMPLEMENT_PHRASES: readonly [Implement, RegExp][] = [
  ['multipower', /\b(smith( machine)?|(en |con )?(la )?(maquina )?multipower|(en |con )?(la )?maquina smith)\b/],
  ['barra-z', /\b(ez[ -]?(curl )?bar|ez|(con |en )?barra z)\b/],
  ['barra-hexagonal', /\b(trap[ -]?bar|hex[ -]?bar|(con )?barra hexagonal)\b/],
  ['barra', /\b(barbells?|bb|olympic bar|(con|y) (la )?barra( olimpica)?)\b|\(barra\)/],
  ['mancuernas', /\b(dumbbells?|db|(con |a )?(una |dos )?mancuernas?)\b/],
  ['kettlebell', /\b(kettlebells?|kb|(con )?(una |dos )?(kettlebells?|pesas? rusas?))\b/],
  ['polea', /\b(cables?|(en |con )?(la )?poleas?( alta| baja)?)\b/],
  ['maquina', /\b(machine|lever|leverage|(en |con )?(la )?maquina)\b/],
  ['banda', /\b(resistance bands?|bands?|(con )?(una )?bandas?( elasticas?)?|gomas? elasticas?)\b/],
  ['cintas-suspension', /\b(trx|suspension|(en )?cintas de suspension)\b/],
  ['balon-medicinal', /\b(medicine ball|med ball|(con )?balon medicinal)\b/],
  ['pelota-suiza', /\b(swiss ball|stability ball|exercise ball|(con |sobre )?(la )?pelota suiza|fitball)\b/],
  ['disco', /\b(plate|(con )?(un )?disco)\b/],
  ['anillas', /\b(rings?|(en |con )?(las )?anillas)\b/],
  ['paralelas', /\b(parallel bars?|dip bars?|dip station|(en )?(las )?paralelas)\b/],
  ['corporal', /\b(bodyweight|body weight|bw|(con )?(el )?peso corporal)\b/],
];

/** A name without accents, in lower case, with punctuation as spaces (parentheses kept). */
export function plain(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9()]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const bare = (text: string) => text.replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim();

/** The implement a name states, if any, and the name without the phrase that stated it. */
export function implementOf(name: string): { implement: Implement | null; rest: string } {
  const text = plain(name);
  for (const [implement, phrase] of IMPLEMENT_PHRASES) {
    if (phrase.test(text)) return { implement, rest: bare(text.replace(phrase, ' ')) };
  }
  return { implement: null, rest: bare(text) };
}

/** Items read as the exercise's implement, the one that names it first. */
const IMPLEMENT_ORDER: readonly (Implement & EquipmentItem)[] = [
  'multipower',
  'barra-hexagonal',
  'barra-z',
  'kettlebell',
  'mancuernas',
  'barra',
  'polea',
  'maquina',
  'banda',
  'cintas-suspension',
  'balon-medicinal',
  'pelota-suiza',
  'disco',
  'anillas',
  'paralelas',
  'cardio-maquina',
];

/** The implement a catalogue exercise is done with (its model's `equipo`): none of them, bodyweight. */
export function implementOfModel(model: Pick<ExerciseModel, 'equipo'>): Implement {
  return IMPLEMENT_ORDER.find((item) => model.equipo.includes(item)) ?? 'corporal';
}

/** Implements close enough that one stated for the other is a small slip, not another exercise. */
const NEAR: readonly [Implement, Implement][] = [
  ['barra', 'barra-z'],
  ['maquina', 'multipower'],
  ['barra', 'barra-hexagonal'],
  ['disco', 'corporal'],
  ['maquina', 'cardio-maquina'],
];

/**
 * Implements a file always names when they are used ("Lat Pulldown (Band)", "Ring Dip"): a name
 * that states none is not one of them, so they sink a little below the rest.
 */
const ALWAYS_NAMED: readonly Implement[] = ['banda', 'anillas', 'cintas-suspension', 'pelota-suiza'];

/**
 * How the implement a name states agrees with an exercise's: 'same', 'near', 'other'; with none
 * stated, 'unnamed' for an implement files always name, else 'unknown'.
 */
export function implementAgreement(
  stated: Implement | null,
  actual: Implement,
): 'same' | 'near' | 'other' | 'unnamed' | 'unknown' {
  if (stated === null) return ALWAYS_NAMED.includes(actual) ? 'unnamed' : 'unknown';
  if (stated === actual) return 'same';
  return NEAR.some(([a, b]) => (a === stated && b === actual) || (b === stated && a === actual)) ? 'near' : 'other';
}

/**
 * The movement pattern a name's words state, first rule that applies (the more specific first:
 * a leg curl is not a curl, a rear-delt fly not a chest fly, an overhead press not a bench press).
 * Over `plain` text. Null when the words say nothing clear: then only words and implement count.
 */
const PATTERN_RULES: readonly [MovementPattern, RegExp][] = [
  ['cardio', /\b(jumping jacks?|saltos de tijera|jump rope|comba|burpees?|mountain climbers?|escaladores)\b/],
  ['core-antirrotacion', /\b(side plank|plancha lateral|pallof)\b/],
  ['pliometria', /\b(jump|jumping|salto|saltos|plyo|pliometric|plyometric|pliometricas?|clap|palmada|hop)\b/],
  [
    'potencia',
    /\b(clean|snatch|jerk|swing|swings|slam|push press|high pull|cargada|arrancada|dos tiempos|balanceo|impulso)\b/,
  ],
  [
    'hombro-posterior',
    /\b(rear delt|reverse fly|reverse flye|reverse pec deck|face pull|pajaro|aperturas? inversas?|pull apart|external rotation|rotacion externa|tiron a la cara)\b/,
  ],
  [
    'hombro-elevacion',
    /\b(lateral raise|side raise|front raise|elevaci(on|ones) (lateral|laterales|frontal|frontales)|upright row|remo al menton|y raise)\b/,
  ],
  ['encogimiento', /\b(shrugs?|encogimientos?)\b/],
  ['flexion-rodilla', /\b(leg curl|hamstring curl|curl femoral|nordic|nordico|glute ham)\b/],
  ['extension-rodilla', /\b(leg extension|extensi(on|ones) de (cuadriceps|pierna|piernas)|cuadriceps en maquina)\b/],
  ['gemelo', /\b(calf|calves|gemelos?|talon|talones)\b/],
  ['antebrazo', /\b(wrist|muneca|forearm|antebrazo|dead hang|suspension en barra|plate pinch)\b/],
  ['acarreo', /\b(farmer|farmers|carry|granjero|sled push|trineo)\b/],
  [
    'puente',
    /\b(hip thrust|glute bridge|bridge|puente|empuje de cadera|glute kickback|patada de gluteo|kickback \(?glute)\b/,
  ],
  ['empuje-horizontal', /\b(dips?|fondos?)\b/],
  [
    'extension-codo',
    /\b(triceps?|skull ?crushers?|lying triceps|press frances|pushdown|kickback|patada de triceps|jm press|tate press)\b/,
  ],
  ['flexion-codo', /\b(curl|curls)\b/],
  ['cadera-abduccion', /\b(abduction|abductor|abduccion|clamshell|almeja|band walk)\b/],
  ['cadera-aduccion', /\b(adduction|adductor|aduccion)\b/],
  [
    'bisagra',
    /\b(romanian|rdl|rumano|deadlift|deadlifts|peso muerto|good morning|buenos dias|rack pull|pull through|back extension|hyperextension|hiperextension)\b/,
  ],
  ['zancada', /\b(lunge|lunges|zancadas?|split squat|bulgarian|bulgara|dividida|step up|stepup|subida|pistol)\b/],
  ['sentadilla', /\b(squat|squats|sentadilla|sentadillas|leg press|prensa|wall sit)\b/],
  ['pecho-aislado', /\b(fly|flye|flyes|flies|aperturas?|crossover|cruce|pec deck|contractor|svend)\b/],
  ['dorsal-aislado', /\b(pullover|straight arm|brazos rectos)\b/],
  ['tiron-vertical', /\b(pulldown|pull down|pullup|pull up|chinup|chin up|jalon|dominadas?|muscle up)\b/],
  ['tiron-horizontal', /\b(row|rows|remo)\b/],
  [
    'empuje-vertical',
    /\b(overhead press|shoulder press|military press|militar|ohp|arnold|press de hombros?|press hombros?|landmine press|pike|handstand|strict press)\b/,
  ],
  [
    'empuje-horizontal',
    /\b(bench press|chest press|floor press|press de banca|banca|press de pecho|press inclinado|press declinado|push ?up|pushup|flexion|flexiones)\b/,
  ],
  ['core-antiextension', /\b(plank|plancha|rollout|ab wheel|rueda|dead bug|bicho muerto)\b/],
  [
    'core-flexion',
    /\b(crunch|crunches|sit ?up|situp|leg raise|knee raise|toes to bar|elevaci(on|ones) de (piernas|rodillas)|abdominal|russian twist|giro ruso|v up)\b/,
  ],
  ['core-antirrotacion', /\b(pallof|wood ?chop|lenador|bird dog|renegade|get ?up|side plank)\b/],
  [
    'cardio',
    /\b(running|run|treadmill|cycling|bike|bicicleta|rowing machine|rower|elliptical|eliptica|jump rope|comba|burpees?|jumping jacks?|mountain climbers?|escaladores|walking|caminar|cinta)\b/,
  ],
];

/** The movement pattern a name's words state, or null. */
export function patternOf(name: string): MovementPattern | null {
  const text = plain(name).replace(/[()]/g, ' ');
  return PATTERN_RULES.find(([, rule]) => rule.test(text))?.[0] ?? null;
}
