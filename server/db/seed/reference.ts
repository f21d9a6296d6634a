/** Reference data with docs/PRODUCT.md §3's ids and labels. */

export const DIFFICULTIES = [
  { id: 1, nivel: 'Principiante' },
  { id: 2, nivel: 'Intermedio' },
  { id: 3, nivel: 'Avanzado' },
  { id: 4, nivel: 'Experto' },
  { id: 5, nivel: 'Elite' },
] as const;

export const MUSCLE_GROUPS = [
  'Pecho',
  'Espalda',
  'Bíceps',
  'Tríceps',
  'Hombros',
  'Piernas',
  'Glúteos',
  'Abdominales',
  'Cardio',
  'Antebrazos',
  'Trapecios',
  'Cuádriceps',
  'Isquiotibiales',
  'Gemelos',
  'Lumbares',
  'Pectoral inferior',
  'Dorsal ancho',
  'Deltoides posterior',
  'Core',
  'Flexores de cadera',
].map((nombre, i) => ({ id: i + 1, nombre }));

export const METHODS = [
  {
    id: 1,
    nombre: 'Adaptación anatómica',
    dificultadId: 1,
    tiempoAerobicos: 20,
    tiempoAnaerobicos: 25,
    descanso: 60,
    observaciones:
      'Método de iniciación: cargas ligeras, de 1 a 3 series de 10 a 15 repeticiones y técnica cuidada. ' +
      'Prepara músculos, tendones y articulaciones para cargas mayores y crea el hábito de entrenar.',
  },
  {
    id: 2,
    nombre: 'Resistencia muscular',
    dificultadId: 2,
    tiempoAerobicos: 15,
    tiempoAnaerobicos: 35,
    descanso: 45,
    observaciones:
      'De 2 a 3 series de 12 a 20 repeticiones con cargas moderadas y descansos cortos. ' +
      'Mejora la capacidad del músculo para trabajar más tiempo sin fatigarse y define la figura.',
  },
  {
    id: 3,
    nombre: 'Hipertrofia',
    dificultadId: 3,
    tiempoAerobicos: 10,
    tiempoAnaerobicos: 50,
    descanso: 90,
    observaciones:
      'De 3 a 4 series de 8 a 12 repeticiones cerca del fallo técnico, con 60 a 90 segundos de descanso. ' +
      'Ejercicios compuestos primero y aislamiento después para ganar masa muscular.',
  },
  {
    id: 4,
    nombre: 'Circuito metabólico',
    dificultadId: 2,
    tiempoAerobicos: 25,
    tiempoAnaerobicos: 25,
    descanso: 30,
    observaciones:
      'Ejercicios encadenados en circuito con descansos cortos (20 a 40 segundos) para mantener el pulso alto. ' +
      'Combina fuerza y trabajo cardiovascular para aumentar el gasto energético y perder grasa.',
  },
] as const;

/** docs/PRODUCT.md §3: 1 Adaptación general (method 1) .. 5 Rendimiento funcional (method 3). */
export const GOALS = [
  { id: 1, nombre: 'Adaptación general', metodoId: 1 },
  { id: 2, nombre: 'Tonificación', metodoId: 2 },
  { id: 3, nombre: 'Hipertrofia', metodoId: 3 },
  { id: 4, nombre: 'Pérdida de grasa', metodoId: 4 },
  { id: 5, nombre: 'Rendimiento funcional', metodoId: 3 },
] as const;
