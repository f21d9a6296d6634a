/**
 * The Spanish texts of a programme (server output, like generator/texts.ts): short, concrete, "tú".
 */
import type { PlanWeek, SoreArea, SplitKind } from '../../../src/lib/contract-plans';
import { levelLabel } from '../generator/texts';
import type { Band, VolumeGroup } from './tables';
import { VOLUME_GROUPS } from './tables';

const SPLIT_NAMES: Record<SplitKind, string> = {
  cuerpo_completo: 'cuerpo completo',
  torso_pierna: 'torso y pierna',
  empuje_tiron_pierna: 'empuje, tirón y pierna',
};
const DAY_NAMES = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
const ZONE_NAMES: Record<SoreArea, string> = {
  hombro: 'el hombro',
  rodilla: 'la rodilla',
  zona_lumbar: 'la zona lumbar',
  muneca: 'la muñeca',
};

/** "a, b y c". */
function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
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

export function planObservations(a: {
  goalName: string;
  division: SplitKind;
  semanas: number;
  sesiones: number;
  wanted: number;
  scheduled: number;
  empty: readonly string[];
  level: number;
  finishedSessions: number;
  days: readonly number[];
  band: Band;
  seriesPorGrupo: readonly { nombre: string; series: number }[];
  porDebajo: readonly VolumeGroup[];
  progresion: readonly PlanWeek[];
  duracion: number;
  restricted: boolean;
  balance: boolean;
  zonas: readonly SoreArea[];
  circuit: boolean;
}): string {
  const parts = [
    `Programa de ${a.semanas} semanas para ${a.goalName.toLowerCase()}, nivel ${levelLabel(a.level)} ` +
      `(${a.finishedSessions} sesiones registradas; las fechas por sí solas no suben el nivel).`,
    `División de ${SPLIT_NAMES[a.division]} en ${a.sesiones} sesiones a la semana (${list(a.days.map(dayName))}), ` +
      'con al menos 48 horas entre las sesiones que trabajan los mismos músculos.',
  ];
  if (a.scheduled < a.wanted)
    parts.push(
      `Pediste ${a.wanted} sesiones, pero con los días elegidos solo caben ${a.scheduled} con ese descanso: ` +
        'añade días separados si quieres entrenar más.',
    );
  if (a.empty.length > 0)
    parts.push(
      `Con el material y las zonas que quieres evitar no queda ningún ejercicio para ${list(a.empty.map((e) => `«${e}»`))}: ` +
        `${a.empty.length === 1 ? 'esa sesión queda' : 'esas sesiones quedan'} fuera.`,
    );
  parts.push(
    `Series semanales por grupo en la semana 1: ${list(a.seriesPorGrupo.map((g) => `${g.nombre.toLowerCase()} ${g.series}`))}; ` +
      `el rango para tu objetivo y nivel es de ${a.band.min} a ${a.band.max}.`,
  );
  if (a.porDebajo.length > 0) {
    const names = VOLUME_GROUPS.filter((g) => a.porDebajo.includes(g.key)).map((g) => g.nombre.toLowerCase());
    parts.push(
      `${capitalise(list(names))} ${names.length === 1 ? 'queda' : 'quedan'} por debajo: en sesiones de ${a.duracion} minutos ` +
        'con el material elegido no cabe más trabajo.',
    );
  }
  const deloads = a.progresion.filter((w) => w.descarga).map((w) => w.semana);
  parts.push(
    'Progresión doble: en cada ejercicio, cuando completes todas las series en el tope del rango de repeticiones, ' +
      `sube la carga (2,5 kg en tren superior, 5 kg en pierna). Las semanas se endurecen dejando menos repeticiones en reserva y sumando una serie; ` +
      `${deloads.length === 1 ? 'la semana' : 'las semanas'} ${list(deloads.map(String))} ${deloads.length === 1 ? 'es' : 'son'} de descarga.`,
  );
  parts.push('Los ejercicios principales se mantienen todo el bloque para que puedas medir tu progreso.');
  if (a.circuit) parts.push('Cada sesión es un circuito: una serie de cada ejercicio y vuelta a empezar.');
  if (a.restricted)
    parts.push(
      'Por tu edad o tu IMC no hay saltos, cargas pesadas sobre la columna, ejercicios muy técnicos ni variantes avanzadas.',
    );
  if (a.balance) parts.push('Las sesiones de pierna incluyen trabajo a una pierna para el equilibrio.');
  if (a.zonas.length > 0) parts.push(`Sin ejercicios que carguen ${list(a.zonas.map((z) => ZONE_NAMES[z]))}.`);
  return parts.join(' ');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
