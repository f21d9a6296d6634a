/**
 * The Spanish texts of a programme (server output, like generator/texts.ts): short, concrete, "tú".
 */
import type { PlanWeek, SoreArea, SplitKind } from '../../../src/lib/contract-plans';
import { MUSCLE_GROUPS } from '../../db/seed/reference';
import { cueFor } from '../generator/cues';
import { levelLabel } from '../generator/texts';
import type { GeneratorProfile } from '../generator/types';
import { isBodyweightSkill } from '../exercise-model/skills';
import type { Candidate } from './catalogue';
import { kindOf, type Dose } from './dosing';
import type { Person } from './person';
import type { Band, VolumeGroup } from './tables';
import { VOLUME_GROUPS } from './tables';
import type { SlotKey } from './templates';

const SPLIT_NAMES: Record<SplitKind, string> = {
  cuerpo_completo: 'cuerpo completo',
  torso_pierna: 'torso y pierna',
  empuje_tiron_pierna: 'empuje, tirón y pierna',
};
const DAY_NAMES = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
export const ZONE_NAMES: Record<SoreArea, string> = {
  hombro: 'el hombro',
  rodilla: 'la rodilla',
  zona_lumbar: 'la zona lumbar',
  muneca: 'la muñeca',
};

/** "a, b y c". */
function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}

/** 10.5 -> "10,5". */
export function number(n: number): string {
  return String(Math.round(n * 10) / 10).replace('.', ',');
}

export function dayName(dia: number): string {
  return DAY_NAMES[dia - 1] ?? '';
}

export function planName(a: { goalName: string; division: SplitKind; semanas: number; sesiones: number }): string {
  return `${a.goalName}: ${SPLIT_NAMES[a.division]}, ${a.sesiones} días, ${a.semanas} semanas`;
}

/** A session's routine name: "Torso A · Hipertrofia". */
export function sessionName(etiqueta: string, goalName: string): string {
  return `${etiqueta} · ${goalName}`;
}

function groupName(id: number): string {
  return (MUSCLE_GROUPS.find((g) => g.id === id)?.nombre ?? 'el músculo trabajado').toLowerCase();
}

/** Said in every explosive exercise's comment and in the observations (rule P15). */
export const FAR_FROM_FAILURE = 'lejos del fallo';
/** Said in a comment of a leg exercise for people aged 65+ (rule P20). */
export const FAST_CONCENTRIC = 'Sube rápido';
/** Said when a session is shorter than 80 % of the length asked (rule P6): why, and what to do with the time. */
export const SHORT_SESSION = 'más series no te harían progresar más rápido';
/** Starts the comment of an exercise that stands in for one a sore area rules out (rule P10). */
export const INSTEAD_OF = 'En lugar de';

function why(slot: SlotKey, c: Candidate, principal: boolean): string {
  switch (slot) {
    case 'explosivo':
      return c.m.patron === 'pliometria'
        ? 'Saltos al principio de la sesión, con las piernas frescas: se cuentan los contactos con el suelo.'
        : 'Potencia al principio de la sesión, con el sistema nervioso fresco: cada repetición, lo más rápida posible.';
    case 'sentadilla':
    case 'zancada':
    case 'rodilla':
      return principal
        ? 'Ejercicio principal de pierna: el que más músculo mueve, con las piernas frescas.'
        : 'Pierna con dominante de rodilla: cuádriceps y glúteos.';
    case 'bisagra':
    case 'puente':
      return c.m.patron === 'puente'
        ? 'Extensión de cadera: glúteos e isquiotibiales sin carga sobre la columna.'
        : 'Bisagra de cadera: glúteos e isquiotibiales, con la espalda neutra.';
    case 'empuje-h':
      return c.m.patron === 'empuje-horizontal'
        ? 'Empuje horizontal: pecho, hombros y tríceps trabajando juntos.'
        : 'Empuje por encima de la cabeza: hombros y tríceps.';
    case 'empuje-v':
      return c.m.patron === 'empuje-vertical'
        ? 'Empuje vertical: hombros y tríceps por encima de la cabeza.'
        : 'Empuje horizontal: pecho, hombros y tríceps trabajando juntos.';
    case 'empuje-3':
      return 'Más empuje, con otro ángulo, para completar pecho, hombros y tríceps.';
    case 'tiron-h':
      return c.m.patron === 'tiron-horizontal'
        ? 'Remo: equilibra el empuje y ayuda a mantener los hombros sanos y la espalda erguida.'
        : 'Tirón vertical: dorsales y bíceps.';
    case 'tiron-v':
      return c.m.patron === 'tiron-vertical'
        ? 'Tirón vertical: dorsales y bíceps, de arriba hacia abajo.'
        : 'Remo extra: sin tirón vertical posible, la espalda trabaja con más tirón horizontal.';
    case 'tiron-3':
      return 'Más tirón: la espalda trabaja al menos tanto como el pecho.';
    case 'core':
      return 'Core: un tronco estable protege la espalda y transmite la fuerza entre piernas y brazos.';
    case 'acarreo':
      return 'Acarreo: agarre, hombros y un tronco firme mientras caminas con la carga.';
    case 'equilibrio':
      return 'A una pierna, para el equilibrio y la estabilidad de cadera y rodilla: ayuda a prevenir caídas.';
    case 'cardio':
      return 'Bloque cardiovascular al final, cuando la fuerza ya está hecha.';
    default:
      return `Aislamiento para terminar de trabajar ${groupName(c.e.grupoId)} después de los ejercicios compuestos.`;
  }
}

export interface CommentArgs {
  c: Candidate;
  slot: SlotKey;
  first: boolean;
  principal: boolean;
  dose: Dose;
  person: Person;
  regression: { area: SoreArea; from: Candidate } | null;
  fastConcentric: boolean;
}

/** Why the exercise is there and how to do it (rules P10, P15, P19, P20 say what must be in it). */
export function exerciseComment(a: CommentArgs): string {
  const { c, dose, person } = a;
  const kind = kindOf(c);
  const parts: string[] = [];
  if (a.regression)
    parts.push(
      `${INSTEAD_OF} «${a.regression.from.e.nombre}», que carga ${ZONE_NAMES[a.regression.area]}: el mismo trabajo sin molestias.`,
    );
  parts.push(why(a.slot, c, a.principal));
  if (kind === 'contactos')
    parts.push(
      `${dose.repeticiones_max} contactos por serie, aterrizando suave; para cada serie ${FAR_FROM_FAILURE}, en cuanto pierdas altura o control.`,
    );
  else if (kind === 'potencia')
    parts.push(
      `Pocas repeticiones y rápidas, siempre ${FAR_FROM_FAILURE} (deja 3 o más en reserva aunque la semana pida menos).`,
    );
  else if (kind === 'fuerza' && isBodyweightSkill(c.m, c.e.dificultadId))
    parts.push(
      'Una habilidad con el peso del cuerpo: pocas repeticiones limpias y descansos largos; termina la serie antes de perder la forma.',
    );
  else if (a.principal && dose.repeticiones_max <= 6 && kind === 'fuerza')
    parts.push(
      'Ejercicio de fuerza: carga alta y pocas repeticiones; descansa lo necesario para rendir en cada serie.',
    );
  if (a.fastConcentric)
    parts.push(
      `${FAST_CONCENTRIC} (con control) y baja en 2-3 segundos: así se entrena la potencia con cargas ligeras.`,
    );
  if (person.youth && a.principal)
    parts.push('Técnica primero: una carga moderada que puedas mover perfecta, nunca máximos.');
  if (kind === 'fuerza' && dose.repeticiones_max > dose.repeticiones_min)
    parts.push(
      `Progresión doble: de ${dose.repeticiones_min} a ${dose.repeticiones_max} repeticiones; cuando hagas todas las series en ${dose.repeticiones_max}, ${nextStep(c, dose.repeticiones_min)}.`,
    );
  parts.splice(a.regression ? 2 : 1, 0, cueFor(c.e));
  let text = '';
  for (const part of parts) {
    const next = text ? `${text} ${part}` : part;
    if (next.length <= 500) text = next;
  }
  return text;
}

/** What double progression asks at the top of the range, by how the exercise is made harder. */
function nextStep(c: Candidate, from: number): string {
  if (c.m.progresion === 'banda') return 'pasa a una banda más fuerte';
  if (c.m.progresion !== 'corporal') return `sube la carga y vuelve a ${from}`;
  // The end of a body-weight chain: the same repetition made slower (NSCA Essentials ch. 17).
  if (c.m.mas_dificil === null) return 'baja en 3 o 4 segundos o haz una pausa abajo: la misma repetición, más difícil';
  return 'pasa a una variante más difícil';
}

export interface SessionCount {
  /** Sessions a week scheduled. */
  n: number;
  /** Distinct days chosen. */
  days: number;
  /** sesiones_semana when given. */
  asked: number | null;
  /** Why fewer sessions than asked or days: a week's day off, the level, or youth. */
  reason: 'semana' | 'nivel' | 'edad' | null;
}

export interface ObservationArgs {
  goalName: string;
  division: SplitKind;
  semanas: number;
  sesiones: number;
  count: SessionCount;
  empty: readonly string[];
  person: Person;
  profile: GeneratorProfile;
  days: readonly number[];
  band: Band;
  seriesPorGrupo: readonly { nombre: string; series: number }[];
  porDebajo: readonly VolumeGroup[];
  ausentes: readonly { nombre: string; motivo: string }[];
  push: number;
  pull: number;
  progresion: readonly PlanWeek[];
  duracion: number;
  minutos: readonly number[];
  short: boolean;
  hasExplosive: boolean;
  hasStrengthLifts: boolean;
  regressions: readonly { area: SoreArea; from: string; to: string }[];
  /** Harder variants used in place of body-weight work outgrown (rule P27). */
  harder: readonly { from: string; to: string }[];
}

/** The sentence that says why there are fewer sessions than days chosen or sessions asked (rule P2). */
export function fewerSessionsText(count: SessionCount, level: number): string | null {
  const reason = {
    semana: `${count.n} sesiones como máximo: al menos un día de descanso a la semana.`,
    nivel: `con tu nivel (${levelLabel(level)}), ${count.n} sesiones a la semana dan el estímulo que necesitas y dejan días para recuperar; cuando subas de nivel podrás entrenar más días.`,
    edad: `a tu edad, ${count.n} sesiones a la semana, con descanso entre ellas, son lo recomendado para progresar con seguridad.`,
  };
  if (count.reason === null) return null;
  if (count.asked !== null && count.n < count.asked) return `Pediste ${count.asked} sesiones; ${reason[count.reason]}`;
  if (count.asked === null && count.n < count.days) return `Elegiste ${count.days} días; ${reason[count.reason]}`;
  return null;
}

export function planObservations(a: ObservationArgs): string {
  const { person } = a;
  const parts = [
    `Programa de ${a.semanas} semanas para ${a.goalName.toLowerCase()}, nivel ${levelLabel(person.level)} ` +
      `(tu respuesta sobre experiencia y ${a.profile.finishedSessions ?? 0} sesiones registradas).`,
    `División de ${SPLIT_NAMES[a.division]} en ${a.sesiones} sesiones a la semana (${list(a.days.map(dayName))}), ` +
      'con al menos 48 horas entre las sesiones que trabajan los mismos músculos.',
  ];
  const fewer = fewerSessionsText(a.count, person.level);
  if (fewer) parts.push(fewer);
  if (a.empty.length > 0)
    parts.push(
      `Con el material y las zonas que quieres evitar no queda ningún ejercicio para ${list(a.empty.map((e) => `«${e}»`))}: ` +
        `${a.empty.length === 1 ? 'esa sesión queda' : 'esas sesiones quedan'} fuera.`,
    );
  parts.push(
    `Series semanales por grupo (el trabajo indirecto cuenta como media serie): ${list(a.seriesPorGrupo.map((g) => `${g.nombre.toLowerCase()} ${number(g.series)}`))}; ` +
      `el rango para tu objetivo y nivel es de ${a.band.min} a ${a.band.max}.`,
  );
  if (a.porDebajo.length > 0) {
    const names = VOLUME_GROUPS.filter((g) => a.porDebajo.includes(g.key)).map((g) => g.nombre.toLowerCase());
    parts.push(
      `${capitalise(list(names))} ${names.length === 1 ? 'queda' : 'quedan'} por debajo: en sesiones de ${a.duracion} minutos ` +
        'con el material elegido no cabe más trabajo.',
    );
  }
  for (const missing of a.ausentes) parts.push(`Sin ${missing.nombre}: ${missing.motivo}.`);
  if (a.push > 0 || a.pull > 0)
    parts.push(
      `Por cada serie de empuje hay al menos una de tirón (${number(a.push)} de empuje y ${number(a.pull)} de tirón a la semana), para cuidar los hombros.`,
    );
  const deloads = a.progresion.filter((w) => w.descarga).map((w) => w.semana);
  parts.push(
    'Progresión doble: en cada ejercicio, cuando completes todas las series en el tope del rango de repeticiones, ' +
      'sube la carga y vuelve al principio del rango (o pasa a una variante más difícil si no hay carga que subir). ' +
      `Las series se mantienen y cada semana dejas menos repeticiones en reserva; ${deloads.length === 1 ? 'la semana' : 'las semanas'} ${list(deloads.map(String))} ${deloads.length === 1 ? 'es' : 'son'} de descarga.`,
  );
  parts.push('Los ejercicios principales se mantienen todo el bloque para que puedas medir tu progreso.');
  if (a.hasStrengthLifts)
    parts.push('Los ejercicios principales son de fuerza: de 4 a 6 repeticiones con descansos de 2 a 3 minutos.');
  if (a.hasExplosive)
    parts.push(
      `Saltos, lanzamientos y balanceos van al principio, en series cortas y siempre ${FAR_FROM_FAILURE} (3 o más repeticiones en reserva), aunque la semana pida menos; los saltos se cuentan en contactos con el suelo.`,
    );
  if (person.circuit)
    parts.push(
      'Cada sesión es un circuito con mancuernas, kettlebells, máquinas o peso corporal: una serie de cada ejercicio y vuelta a empezar.',
    );
  if (person.restricted)
    parts.push(
      'Por tu edad o tu IMC no hay saltos, cargas pesadas sobre la columna, ejercicios muy técnicos ni variantes avanzadas.',
    );
  if (person.older)
    parts.push(
      'Las sesiones de pierna incluyen trabajo a una pierna para el equilibrio, y en un ejercicio de pierna subes rápido y bajas despacio: potencia con cargas ligeras, lo que antes se pierde con la edad.',
    );
  if (person.youth)
    parts.push('Técnica primero: cargas moderadas que puedas mover perfectas, nunca máximos ni series al fallo.');
  if (person.sore.length > 0) {
    const examples = a.regressions.slice(0, 3).map((r) => `«${r.to}» en lugar de «${r.from}»`);
    parts.push(
      `Con molestias en ${list(person.sore.map((z) => ZONE_NAMES[z]))}, los ejercicios que las cargan se sustituyen por variantes del mismo movimiento que las respetan` +
        `${examples.length ? ` (${list(examples)})` : ''}, así esa zona se sigue entrenando sin dolor.`,
    );
  }
  if (a.harder.length > 0)
    parts.push(
      `Con tu experiencia, el trabajo con el peso del cuerpo va en sus variantes exigentes (${list(a.harder.map((h) => `«${h.to}» en lugar de «${h.from}»`))}): las más fáciles ya no te harían progresar.`,
    );
  const lo = Math.min(...a.minutos);
  const hi = Math.max(...a.minutos);
  parts.push(
    `Cada sesión dura unos ${lo === hi ? lo : `${lo}-${hi}`} minutos de los ${a.duracion} que tienes: 5 de calentamiento, un minuto para preparar cada ejercicio, las series y los descansos.`,
  );
  if (a.short)
    parts.push(
      `Alguna sesión queda más corta: tus músculos ya reciben las series recomendadas para tu objetivo y nivel, y ${SHORT_SESSION} con ese material; si te sobra tiempo, camina a paso ligero o haz movilidad.`,
    );
  return parts.join(' ');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
