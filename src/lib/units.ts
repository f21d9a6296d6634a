/**
 * Weight units. The server stores and answers kilograms only; a user who chose pounds (profile,
 * `unidad`) sees and types pounds everywhere, converted here at the edge of each screen.
 * Pounds show to one decimal at most (135, 132,5), kilograms to two (62,5, 61,25).
 */
export type WeightUnit = 'kg' | 'lb';

/** The international avoirdupois pound: 0.45359237 kg exactly. */
export const KG_PER_LB = 0.45359237;

const round = (n: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(n * f) / f;
};

/** A stored kilogram value as the user's unit shows it (lb: one decimal; kg: two). */
export function fromKg(kg: number, unit: WeightUnit): number {
  return unit === 'kg' ? round(kg, 2) : round(kg / KG_PER_LB, 1);
}

/** A value typed in the user's unit as kilograms to store (two decimals, as the server keeps). */
export function toKg(value: number, unit: WeightUnit): number {
  return unit === 'kg' ? round(value, 2) : round(value * KG_PER_LB, 2);
}

const numberFormat = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });

/** "62,5 kg", "135 lb": a stored kilogram value in the user's unit, Spanish decimals. */
export function formatWeight(kg: number, unit: WeightUnit): string {
  return `${numberFormat.format(fromKg(kg, unit))} ${unit}`;
}

/** Lengths follow the weight unit: centimetres with kilograms, inches with pounds. */
export type LengthUnit = 'cm' | 'in';

/** One inch: 2.54 cm exactly. */
export const CM_PER_IN = 2.54;

export const lengthUnitOf = (unit: WeightUnit): LengthUnit => (unit === 'kg' ? 'cm' : 'in');

/** A stored centimetre value as the user's unit shows it (in: one decimal; cm: two). */
export function fromCm(cm: number, unit: WeightUnit): number {
  return unit === 'kg' ? round(cm, 2) : round(cm / CM_PER_IN, 1);
}

/** A length typed in the user's unit as centimetres to store (two decimals). */
export function toCm(value: number, unit: WeightUnit): number {
  return unit === 'kg' ? round(value, 2) : round(value * CM_PER_IN, 2);
}

/** "82,5 cm", "32,5 in": a stored centimetre value in the user's unit, Spanish decimals. */
export function formatLength(cm: number, unit: WeightUnit): string {
  return `${numberFormat.format(fromCm(cm, unit))} ${lengthUnitOf(unit)}`;
}
