/**
 * Every Spanish text of a generated routine (server output, so it lives here and not in
 * src/locales). Written for the person who will train with the plan: short, concrete, "tú".
 */
import type { Equipment, Experience, SoreArea } from '../../../src/lib/contract-plans';
import { DIFFICULTIES, MUSCLE_GROUPS } from '../../db/seed/reference';
import type { WorkKind } from './coach';
import { cueFor } from './cues';
import {
  CARDIO_INTERVALS,
  doseKind,
  EXPLOSIVE,
  INTERVAL,
  PLYOMETRIC,
  POWER,
  type DoseKind,
  type Measure,
} from './dose';
import { nextLevelEvidence } from './level';

/** Longest comment a user can write on an exercise (contract `userRoutineExercisePatch`). */
export const MAX_COMMENT = 500;

/** Kinds of work done fresh: the comment says why the rest is long. */
const FULL_RECOVERY: ReadonlySet<DoseKind | WorkKind> = new Set(['explosivo', 'intervalo', 'potencia', 'pliometria']);

/**
 * Said of every power and plyometric set (NSCA: explosive work far from failure): the rule book
 * looks for it.
 */
export const FAR_FROM_FAILURE = 'Lejos del fallo: para si pierdes velocidad o altura.';
/** Said of every plyometric set: its repetitions are contacts with the ground. */
export const CONTACTS_NOTE = 'Cada contacto con el suelo es una repetición.';
import type { Prescription, Range } from './prescription';
import type { GeneratorExercise, Role } from './types';

export function levelLabel(level: number): string {
  return DIFFICULTIES.find((d) => d.id === level)?.nivel ?? 'Principiante';
}

function groupName(id: number): string {
  return (MUSCLE_GROUPS.find((g) => g.id === id)?.nombre ?? 'el músculo trabajado').toLowerCase();
}

/** Routine names per goal id (one is drawn per plan). */
const NAMES: Record<number, readonly string[]> = {
  1: ['Base de cuerpo completo', 'Primeros pasos de fuerza', 'Adaptación de cuerpo completo'],
  2: ['Tonificación de cuerpo completo', 'Resistencia y definición', 'Tono y aguante'],
  3: ['Hipertrofia de cuerpo completo', 'Volumen de cuerpo completo', 'Ganancia muscular'],
  4: ['Circuito quemagrasa', 'Circuito metabólico de cuerpo completo', 'Circuito de fuerza y pulso'],
  5: ['Fuerza funcional', 'Rendimiento funcional de cuerpo completo', 'Patrones básicos con potencia'],
};

/** A name that matches the plan: "potencia" only when it has explosive work. */
export function routineName(goalId: number, level: number, pick: (n: number) => number, hasPower: boolean): string {
  const names = (NAMES[goalId] ?? NAMES[1]!).filter((n) => hasPower || !/potencia/i.test(n));
  return `${names[pick(names.length)]!} (${levelLabel(level)})`;
}

/** Why the exercise is in the plan; `first` when it really opens the session. */
function why(role: Role, e: GeneratorExercise, first: boolean, kind?: WorkKind): string {
  switch (role) {
    case 'potencia':
      if (kind === 'pliometria')
        return first
          ? 'Saltos al principio de la sesión, con las piernas frescas: pocos, altos y con buena recepción.'
          : 'Saltos antes de cansarte con el resto de la sesión: pocos, altos y con buena recepción.';
      return first
        ? 'Trabajo de potencia al principio de la sesión, con el sistema nervioso fresco: calidad antes que cantidad.'
        : 'Trabajo de potencia antes de cansarte con el resto de la sesión: calidad antes que cantidad.';
    case 'pierna-rodilla':
      return first
        ? 'Ejercicio principal de pierna: va primero porque es el que más músculo mueve y pide las piernas frescas.'
        : 'Ejercicio principal de pierna: el que más músculo mueve, con las piernas todavía frescas.';
    case 'empuje':
      return 'Empuje principal del tren superior: pecho, hombros y tríceps trabajando juntos.';
    case 'tiron':
      return 'Tirón principal: equilibra el empuje y ayuda a mantener los hombros sanos y la espalda erguida.';
    case 'pierna-cadera':
      return 'Cadena posterior (glúteos e isquiotibiales): compensa el trabajo de cuádriceps y protege la zona lumbar.';
    case 'empuje-2':
      return 'Segundo empuje, con otro ángulo, para completar el trabajo del tren superior.';
    case 'tiron-2':
      return 'Segundo tirón: mantiene el equilibrio entre empuje y tirón en la espalda y los hombros.';
    case 'pierna-extra':
      return 'Trabajo extra de pierna para repartir el volumen entre tren superior e inferior.';
    case 'aislamiento-brazo-tiron':
    case 'aislamiento-brazo-empuje':
    case 'aislamiento-hombro':
    case 'aislamiento-pierna':
      return `Aislamiento para terminar de trabajar ${groupName(e.grupoId)} después de los ejercicios compuestos.`;
    case 'equilibrio':
      return 'Trabajo a una pierna para el equilibrio y la estabilidad de cadera y rodilla, que ayuda a prevenir caídas.';
    case 'core':
      return 'Core: un tronco estable protege la espalda y transmite la fuerza entre piernas y brazos.';
    case 'cardio':
      if (kind === 'cardio-intervalos')
        return 'Intervalos de cardio: bloques cortos e intensos con descanso para mantener el pulso alto.';
      return e.medida === 'distancia'
        ? 'Series cortas a máxima velocidad con recuperación completa: mejoran la velocidad y la potencia.'
        : 'Bloque cardiovascular para mantener el pulso alto y aumentar el gasto de energía de la sesión.';
    case 'relleno':
      return `Completa el trabajo de ${groupName(e.grupoId)} para que la sesión quede equilibrada.`;
  }
}

function minutesOrSeconds(seconds: number): string {
  if (seconds >= 120 && seconds % 60 === 0) return `${seconds / 60} minutos`;
  return `${seconds} segundos`;
}

function dose(series: number, work: number, medida: Measure, rest: number, circuit: boolean, full: boolean): string {
  const unit =
    medida === 'tiempo' ? minutesOrSeconds(work) : medida === 'distancia' ? `${work} metros` : `${work} repeticiones`;
  const sets = `${series} ${series === 1 ? 'serie' : 'series'} de ${unit}`;
  if (circuit) return `${sets} (una por vuelta), ${rest} s de transición al siguiente ejercicio.`;
  if (full) return `${sets}, ${minutesOrSeconds(rest)} de descanso entre series para recuperar del todo.`;
  return rest >= 120
    ? `${sets}, ${minutesOrSeconds(rest)} de descanso entre series.`
    : `${sets}, ${rest} s de descanso entre series.`;
}

export function exerciseComment(args: {
  role: Role;
  exercise: GeneratorExercise;
  first: boolean;
  series: number;
  work: number;
  medida: Measure;
  rest: number;
  circuit: boolean;
  level: number;
  /** How the exercise model says it is worked (coach.ts); absent: the catalogue's dose kind. */
  kind?: WorkKind;
}): string {
  const { role, exercise, first, series, work, medida, rest, circuit, level, kind } = args;
  const parts = [
    why(role, exercise, first, kind),
    cueFor(exercise),
    dose(series, work, medida, rest, circuit, FULL_RECOVERY.has(kind ?? doseKind(exercise))),
  ];
  if (kind === 'pliometria') parts.push(CONTACTS_NOTE);
  if (kind === 'potencia' || kind === 'pliometria') parts.push(FAR_FROM_FAILURE);
  if (kind === 'cardio-intervalos' && !circuit)
    parts.push('Intervalos cortos a ritmo alto: mejor muchos buenos que uno largo y descuidado.');
  if (exercise.dificultadId > level)
    parts.push('Está un paso por encima de tu nivel: empieza con poca carga y prioriza la técnica.');
  const text = parts.join(' ');
  // A comment fits the 500 characters a user may write on an exercise: the why goes first.
  return text.length <= MAX_COMMENT ? text : parts.slice(1).join(' ');
}

function rangeText(r: Range): string {
  return r.min === r.max ? `${r.min}` : `${r.min} a ${r.max}`;
}

/** What the method is, from the goal's own prescription (so the numbers always agree). */
const METHOD_INTRO: Record<number, string> = {
  1: 'Adaptación: cargas ligeras y técnica cuidada para preparar músculos, tendones y articulaciones.',
  2: 'Resistencia muscular: cargas ligeras, muchas repeticiones y descansos cortos.',
  3: 'Hipertrofia: cargas moderadas cerca del fallo técnico, primero los compuestos y después el aislamiento.',
  4: 'Circuito metabólico: estaciones de fuerza y una de cardio seguidas, con transiciones cortas.',
  5: 'Fuerza funcional: solo movimientos compuestos y multiarticulares, más trabajo de core.',
};

export function methodText(p: Prescription): string {
  const intro = METHOD_INTRO[p.goalId] ?? METHOD_INTRO[1]!;
  const sets = `${rangeText(p.series)} ${p.circuit ? 'vueltas' : 'series'} de ${rangeText(p.repeticiones)} repeticiones`;
  const rest = p.circuit
    ? `${rangeText(p.descanso)} segundos de transición entre ejercicios`
    : `${rangeText(p.descanso)} segundos de descanso`;
  const power =
    p.goalId === 5
      ? ` La potencia va al principio: ${rangeText(EXPLOSIVE.series)} series de ${rangeText(EXPLOSIVE.reps)} repeticiones con 2 a 3 minutos de descanso.`
      : '';
  return `${intro} ${sets}, ${rest}.${power}`;
}

/** What the person told the programme wizard about their experience, as "nos dijiste que ...". */
const EXPERIENCE_TEXT: Readonly<Record<Experience, string>> = {
  nunca: 'empiezas desde cero',
  menos_6_meses: 'llevas menos de 6 meses entrenando',
  de_6_a_24_meses: 'llevas entre 6 meses y 2 años entrenando',
  mas_de_2_anos: 'llevas más de 2 años entrenando',
};

function sessionsText(sessions: number, weeks: number): string {
  return `${sessions} ${sessions === 1 ? 'sesión completada' : 'sesiones completadas'} en ${weeks} ${weeks === 1 ? 'semana' : 'semanas'} de entrenamiento`;
}

/** Why this level (the answer and the log, level.ts `levelFor`) and what takes it up a step. */
function levelText(a: {
  level: number;
  experiencia?: Experience | undefined;
  trainedWeeks: number;
  finishedSessions: number;
}): string[] {
  const label = levelLabel(a.level);
  const out: string[] = [];
  if (a.experiencia !== undefined)
    out.push(
      a.finishedSessions === 0
        ? `Nivel ${label}: nos dijiste que ${EXPERIENCE_TEXT[a.experiencia]}.`
        : `Nivel ${label}: nos dijiste que ${EXPERIENCE_TEXT[a.experiencia]} y llevas ${sessionsText(a.finishedSessions, a.trainedWeeks)}.`,
    );
  else
    out.push(
      a.finishedSessions === 0
        ? `Nivel ${label}: el nivel sube con las sesiones que completas, no con las fechas de tus rutinas, así que empezamos por la base.`
        : `Nivel ${label}: llevas ${sessionsText(a.finishedSessions, a.trainedWeeks)}.`,
    );
  const next = nextLevelEvidence(a.level, a.experiencia);
  if (next)
    out.push(
      `Pasarás a nivel ${levelLabel(next.level)} con ${next.sessions} sesiones completadas en al menos ${next.weeks} semanas.`,
    );
  return out;
}

/** How each kind of work is done, beyond the goal's main sets. */
function kindsText(kinds: ReadonlySet<WorkKind>, circuit: boolean, contacts: number): string[] {
  const out: string[] = [];
  if (kinds.has('potencia'))
    out.push(
      `El trabajo de potencia va primero, en ${rangeText(POWER.series)} series de ${rangeText(POWER.reps)} repeticiones rápidas con 2 a 3 minutos de descanso, siempre lejos del fallo.`,
    );
  if (kinds.has('pliometria'))
    out.push(
      `Los saltos van al principio, en ${rangeText(PLYOMETRIC.series)} series de ${rangeText(PLYOMETRIC.contacts)} saltos (cada contacto con el suelo es una repetición; ${contacts} en toda la sesión), con descanso para que cada salto sea de calidad y siempre lejos del fallo.`,
    );
  if (kinds.has('intervalo'))
    out.push(
      `Las series de velocidad son de ${rangeText(INTERVAL.metres)} metros a tope, con recuperación completa (2 a 3 minutos).`,
    );
  if (kinds.has('cardio-intervalos'))
    out.push(
      circuit
        ? 'La estación de cardio se mide en segundos.'
        : `El cardio intenso va en intervalos de ${rangeText(CARDIO_INTERVALS.seconds)} segundos, con al menos el mismo tiempo de descanso.`,
    );
  if (kinds.has('cardio-continuo'))
    out.push(
      circuit ? 'La estación de cardio se mide en segundos.' : 'El cardio se mide en minutos, a ritmo constante.',
    );
  if (kinds.has('sostener')) out.push('Los ejercicios estáticos se cuentan en segundos.');
  if (kinds.has('distancia')) out.push('Los acarreos se miden en metros.');
  return [...new Set(out)];
}

const EQUIPMENT_TEXT: Readonly<Record<Equipment, string>> = {
  gimnasio: 'un gimnasio',
  mancuernas_banco: 'mancuernas y banco',
  peso_corporal: 'tu peso corporal',
  bandas: 'bandas elásticas',
  kettlebell: 'kettlebell',
  barra_dominadas: 'barra de dominadas',
};

const SORE_TEXT: Readonly<Record<SoreArea, string>> = {
  hombro: 'el hombro',
  rodilla: 'la rodilla',
  zona_lumbar: 'la zona lumbar',
  muneca: 'la muñeca',
};

function listText(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]!}`;
}

export function observations(args: {
  goalName: string;
  level: number;
  experiencia?: Experience | undefined;
  trainedWeeks: number;
  finishedSessions: number;
  count: number;
  prescription: Prescription;
  reps: Range;
  series: Range;
  rest: Range;
  avoidsHighImpact: boolean;
  olderAdult: boolean;
  balance: boolean;
  kinds: ReadonlySet<WorkKind>;
  /** Plyometric contacts of the whole session. */
  contacts: number;
  excludedRemoved: boolean;
  variedFromPrevious: boolean;
  hasIsolation: boolean;
  /** The programme wizard's equipment and sore areas (empty: a full gym, none). */
  equipment: readonly Equipment[];
  sore: readonly SoreArea[];
}): string {
  const a = args;
  const out: string[] = [];
  out.push(`Rutina de cuerpo completo para tu objetivo de ${a.goalName.toLowerCase()}: ${a.count} ejercicios.`);
  out.push(...levelText(a));
  if (a.equipment.length > 0 && !a.equipment.includes('gimnasio'))
    out.push(`Solo con lo que tienes: ${listText(a.equipment.map((e) => EQUIPMENT_TEXT[e]))}.`);
  if (a.sore.length > 0)
    out.push(
      `Como te molesta ${listText(a.sore.map((z) => SORE_TEXT[z]))}, usamos variantes que no la cargan en lugar de quitar el trabajo de esa zona.`,
    );
  if (a.prescription.circuit) {
    out.push(
      `Hazla en circuito: un ejercicio tras otro, con ${rangeText(a.rest)} segundos de transición, ` +
        `${rangeText(a.series)} vueltas y 1 a 2 minutos de descanso entre vueltas. ` +
        `Cada ejercicio de fuerza, ${rangeText(a.reps)} repeticiones.`,
    );
  } else {
    out.push(
      `Haz ${rangeText(a.series)} series de ${rangeText(a.reps)} repeticiones con ${rangeText(a.rest)} segundos de descanso en los ejercicios de fuerza.`,
    );
  }
  out.push(...kindsText(a.kinds, a.prescription.circuit, a.contacts));
  out.push(
    a.prescription.compoundOnly
      ? 'Solo movimientos compuestos y multiarticulares, los que más se parecen a los esfuerzos del día a día y del deporte, más trabajo de core.'
      : a.hasIsolation
        ? 'Primero los ejercicios compuestos, que mueven más músculo y piden más técnica; después los de aislamiento y al final el core.'
        : 'Primero los ejercicios compuestos de pierna y tren superior, que piden más técnica, y al final el core.',
  );
  out.push('El plan equilibra empuje y tirón, y tren superior e inferior.');
  if (a.avoidsHighImpact)
    out.push(
      'Hemos dejado fuera los saltos y los ejercicios de alto impacto, las cargas pesadas sobre la columna y las variantes avanzadas o muy técnicas, para cuidar tus articulaciones y tu espalda.',
    );
  if (a.olderAdult)
    out.push('Trabajamos con cargas moderadas y al menos 10 repeticiones por serie en los ejercicios de fuerza.');
  if (a.balance) out.push('Incluimos un ejercicio a una pierna para trabajar el equilibrio.');
  if (a.excludedRemoved) out.push('No incluimos los ejercicios que quitaste de tus rutinas.');
  if (a.variedFromPrevious)
    out.push('Cambiamos ejercicios respecto a tus rutinas generadas antes para variar el estímulo.');
  out.push(
    'Calienta de 5 a 10 minutos antes de empezar y estira suavemente al terminar. ' +
      `En los ejercicios de fuerza, elige un peso con el que acabes cada serie con ${a.level === 1 ? '2 o 3' : '1 o 2'} repeticiones en reserva; ` +
      'cuando completes todas las series ' +
      'con el máximo de repeticiones y buena técnica, sube la carga entre un 2 y un 10 %. ' +
      'Deja al menos 48 horas entre dos sesiones de esta rutina.',
  );
  out.push('Si tienes alguna lesión o problema de salud, consulta antes con un profesional sanitario.');
  return out.join(' ');
}
