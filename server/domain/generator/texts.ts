/**
 * Every Spanish text of a generated routine (server output, so it lives here and not in
 * src/locales). Written for the person who will train with the plan: short, concrete, "tú".
 */
import { DIFFICULTIES, MUSCLE_GROUPS } from '../../db/seed/reference';
import { isHold, isPower, regionOf } from './classify';
import { LEVEL_THRESHOLDS_WEEKS } from './level';
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

export function routineName(goalId: number, level: number, pick: (n: number) => number): string {
  const names = NAMES[goalId] ?? NAMES[1]!;
  return `${names[pick(names.length)]!} (${levelLabel(level)})`;
}

/** Why the exercise is in the plan. */
function why(role: Role, e: GeneratorExercise): string {
  switch (role) {
    case 'potencia':
      return 'Trabajo de potencia al principio de la sesión, con el sistema nervioso fresco: calidad antes que cantidad.';
    case 'pierna-rodilla':
      return 'Ejercicio principal de pierna: va primero porque es el que más músculo mueve y pide las piernas frescas.';
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
    case 'core':
      return 'Core: un tronco estable protege la espalda y transmite la fuerza entre piernas y brazos.';
    case 'cardio':
      return 'Bloque cardiovascular para mantener el pulso alto y aumentar el gasto de energía de la sesión.';
    case 'relleno':
      return `Completa el trabajo de ${groupName(e.grupoId)} para que la sesión quede equilibrada.`;
  }
}

/** How to do it well. */
function how(e: GeneratorExercise): string {
  if (isHold(e)) return 'Cuerpo alineado y respiración tranquila; para en cuanto pierdas la postura.';
  if (isPower(e))
    return 'Sube de forma explosiva y aterriza suave con las rodillas flexionadas; si la técnica se degrada, para.';
  const region = regionOf(e);
  if (region === 'cardio')
    return e.altoImpacto
      ? 'Ritmo que te deje hablar con frases cortas; aterriza suave sobre la parte delantera del pie.'
      : 'Ritmo que te deje hablar con frases cortas, sin perder la postura.';
  if (region === 'lower' && e.fuerza === 'tiron')
    return 'Lleva la cadera atrás con la espalda neutra y la carga cerca del cuerpo; sube apretando los glúteos.';
  if (region === 'lower')
    return 'Baja en 2-3 segundos con la espalda neutra y las rodillas en la línea de los pies; sube empujando el suelo.';
  if (region === 'core')
    return 'Mete el ombligo y no arquees la zona lumbar; el movimiento sale del tronco, sin tirones.';
  if (e.mecanica !== 'compuesto')
    return 'Recorrido completo y controlado, sin balanceos: la técnica manda sobre el peso.';
  if (e.fuerza === 'tiron')
    return 'Empieza el tirón juntando las escápulas y lleva los codos hacia atrás sin balancear el tronco.';
  return 'Escápulas estables y codos a unos 45 grados del tronco; baja controlando y empuja sin bloquear los codos.';
}

function dose(series: number, reps: number, rest: number, hold: boolean, circuit: boolean): string {
  const work = hold
    ? `${series} ${series === 1 ? 'serie' : 'series'} de ${reps} segundos`
    : `${series} ${series === 1 ? 'serie' : 'series'} de ${reps} repeticiones`;
  return circuit
    ? `${work} (una por vuelta), ${rest} s de transición al siguiente ejercicio.`
    : `${work}, ${rest} s de descanso entre series.`;
}

export function exerciseComment(args: {
  role: Role;
  exercise: GeneratorExercise;
  series: number;
  reps: number;
  rest: number;
  circuit: boolean;
  level: number;
}): string {
  const { role, exercise, series, reps, rest, circuit, level } = args;
  const parts = [why(role, exercise), how(exercise), dose(series, reps, rest, isHold(exercise), circuit)];
  if (exercise.dificultadId > level)
    parts.push('Está un paso por encima de tu nivel: empieza con poca carga y prioriza la técnica.');
  return parts.join(' ');
}

function rangeText(r: Range): string {
  return r.min === r.max ? `${r.min}` : `${r.min} a ${r.max}`;
}

export function observations(args: {
  goalName: string;
  level: number;
  trainedWeeks: number;
  count: number;
  prescription: Prescription;
  reps: Range;
  series: Range;
  rest: Range;
  avoidsHighImpact: boolean;
  olderAdult: boolean;
  excludedRemoved: boolean;
  variedFromPrevious: boolean;
  hasIsolation: boolean;
  hasHolds: boolean;
}): string {
  const a = args;
  const label = levelLabel(a.level);
  const out: string[] = [];
  out.push(`Rutina de cuerpo completo para tu objetivo de ${a.goalName.toLowerCase()}: ${a.count} ejercicios.`);
  if (a.trainedWeeks === 0) {
    out.push(`Nivel ${label}: todavía no tienes semanas de rutina registradas, así que empezamos por la base.`);
  } else {
    out.push(
      `Nivel ${label}: llevas ${a.trainedWeeks} ${a.trainedWeeks === 1 ? 'semana' : 'semanas'} siguiendo tus rutinas.`,
    );
  }
  const next = LEVEL_THRESHOLDS_WEEKS[a.level];
  if (next !== undefined) out.push(`Al llegar a ${next} semanas de rutina pasarás a nivel ${levelLabel(a.level + 1)}.`);
  if (a.prescription.circuit) {
    out.push(
      `Hazla en circuito: un ejercicio tras otro, con ${rangeText(a.rest)} segundos de transición, ` +
        `${rangeText(a.series)} vueltas y 1 a 2 minutos de descanso entre vueltas. ` +
        `Cada ejercicio, ${rangeText(a.reps)} repeticiones.`,
    );
  } else {
    out.push(
      `Haz ${rangeText(a.series)} series de ${rangeText(a.reps)} repeticiones con ${rangeText(a.rest)} segundos de descanso` +
        (a.hasHolds ? '; los ejercicios estáticos se cuentan en segundos.' : '.'),
    );
  }
  out.push(
    a.prescription.compoundOnly
      ? 'Solo movimientos compuestos y multiarticulares, los que más se parecen a los esfuerzos del día a día y del deporte, más trabajo de core.'
      : a.hasIsolation
        ? 'Primero los ejercicios compuestos, que mueven más músculo y piden más técnica; después los de aislamiento y al final el core.'
        : 'Primero los ejercicios compuestos de pierna y tren superior, que piden más técnica, y al final el core.',
  );
  out.push('El plan equilibra empuje y tirón, y tren superior e inferior.');
  if (a.avoidsHighImpact)
    out.push('Hemos dejado fuera los saltos y los ejercicios de alto impacto para cuidar tus articulaciones.');
  if (a.olderAdult) out.push('Trabajamos con cargas moderadas y al menos 10 repeticiones por serie.');
  if (a.excludedRemoved) out.push('No incluimos los ejercicios que quitaste de tus rutinas.');
  if (a.variedFromPrevious)
    out.push('Cambiamos ejercicios respecto a tus rutinas generadas antes para variar el estímulo.');
  out.push(
    'Calienta de 5 a 10 minutos antes de empezar y estira suavemente al terminar. ' +
      `Elige un peso con el que acabes cada serie con ${a.level === 1 ? '2 o 3' : '1 o 2'} repeticiones en reserva; ` +
      'cuando completes todas las series ' +
      'con el máximo de repeticiones y buena técnica, sube la carga entre un 2 y un 10 %. ' +
      'Deja al menos 48 horas entre dos sesiones de esta rutina.',
  );
  out.push('Si tienes alguna lesión o problema de salud, consulta antes con un profesional sanitario.');
  return out.join(' ');
}
