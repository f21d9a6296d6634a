import { format } from 'date-fns';

/**
 * Body-mass index as API.md defines `imc`: weight (kg) / height (m) squared, rounded to 2
 * decimals. Heights are stored in centimetres; a non-positive height gives 0 instead of Infinity.
 */
export function bmi(peso: number, altura: number): number {
  if (!(altura > 0) || !(peso > 0)) return 0;
  const metres = altura / 100;
  return Math.round((peso / (metres * metres)) * 100) / 100;
}

/** `fecha_alta` on the wire: `DD-MM-YYYY HH:mm:ss` (server local time). */
export function formatFechaAlta(date: Date): string {
  return format(date, 'dd-MM-yyyy HH:mm:ss');
}
