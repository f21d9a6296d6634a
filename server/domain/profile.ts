/**
 * The `userProfile` wire shape (docs/PRODUCT.md §11) from a stored user: the birth date as stored,
 * YYYY-MM-DD (clients bind it to a date input), fecha_alta as DD-MM-YYYY HH:mm:ss in Spanish
 * time, BMI with 2 decimals.
 */

/** Forja is a Spanish product: registration times and "today" are Madrid's. */
export const APP_TIME_ZONE = 'Europe/Madrid';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function madrid(date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const out: Record<string, string> = {};
  for (const p of parts.formatToParts(date)) out[p.type] = p.value;
  return out as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
}

/** `DD-MM-YYYY HH:mm:ss` in Madrid time. */
export function formatDateTime(date: Date): string {
  const p = madrid(date);
  return `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

/** Today's date in Madrid, `YYYY-MM-DD` (the key of the measurement history). */
export function todayIso(now: Date = new Date()): string {
  const p = madrid(now);
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * Body-mass index as docs/PRODUCT.md §11 defines `imc`: weight (kg) / height (m) squared, 2 decimals.
 * A non-positive weight or height gives 0 instead of Infinity.
 */
export function bmi(pesoKg: number, alturaCm: number): number {
  if (!(alturaCm > 0) || !(pesoKg > 0)) return 0;
  const metres = alturaCm / 100;
  return Math.round((pesoKg / (metres * metres)) * 100) / 100;
}

export interface StoredProfile {
  id: number;
  nombre: string;
  apellidos: string;
  email: string;
  sexo: number;
  /** YYYY-MM-DD (a `date` column read as text). */
  fechaNacimiento: string;
  peso: number;
  altura: number;
  objetivoId: number | null;
  objetivo: string | null;
  createdAt: Date;
  /** 'kg' | 'lb' (users_unidad_ck). */
  unidad: string;
}

export function toUserProfile(u: StoredProfile) {
  return {
    id: u.id,
    nombre: u.nombre,
    apellidos: u.apellidos,
    email: u.email,
    sexo: u.sexo,
    fecha_nacimiento: u.fechaNacimiento,
    peso: Number(u.peso),
    altura: Number(u.altura),
    imc: bmi(Number(u.peso), Number(u.altura)),
    objetivo: u.objetivo,
    objetivo_id: u.objetivoId,
    fecha_alta: formatDateTime(u.createdAt),
    unidad: u.unidad === 'lb' ? ('lb' as const) : ('kg' as const),
  };
}
