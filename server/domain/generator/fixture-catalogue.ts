/**
 * A realistic catalogue for the rule-book tests and the benchmark (the real one is being written
 * in parallel): every muscle group, every `tipo`, difficulties 1-5, compound and isolation,
 * push/pull/static, and high-impact jumps.
 */
import type { GeneratorExercise } from './types';

type Row = [
  nombre: string,
  tipo: string,
  dificultad: number,
  grupo: number,
  equipo: string,
  mecanica: 'compuesto' | 'aislamiento',
  fuerza: 'empuje' | 'tiron' | 'estatico' | 'otro',
  altoImpacto?: boolean,
];

const ROWS: Row[] = [
  // Pecho, pectoral inferior
  ['Flexiones', 'Fuerza', 1, 1, 'peso corporal', 'compuesto', 'empuje'],
  ['Flexiones inclinadas en banco', 'Fuerza', 1, 1, 'banco', 'compuesto', 'empuje'],
  ['Press de banca con mancuernas', 'Fuerza', 2, 1, 'mancuerna', 'compuesto', 'empuje'],
  ['Press de banca con barra', 'Fuerza', 2, 1, 'barra', 'compuesto', 'empuje'],
  ['Press inclinado con barra', 'Fuerza', 3, 1, 'barra', 'compuesto', 'empuje'],
  ['Aperturas con mancuernas', 'Fuerza', 2, 1, 'mancuerna', 'aislamiento', 'empuje'],
  ['Cruce de poleas', 'Fuerza', 3, 1, 'polea', 'aislamiento', 'empuje'],
  ['Fondos en paralelas', 'Fuerza', 3, 16, 'paralelas', 'compuesto', 'empuje'],
  ['Press declinado con barra', 'Fuerza', 4, 16, 'barra', 'compuesto', 'empuje'],
  ['Flexiones con palmada', 'Pliometría', 4, 1, 'peso corporal', 'compuesto', 'empuje', true],
  // Espalda, dorsal, trapecio, deltoides posterior
  ['Remo con mancuerna a una mano', 'Fuerza', 1, 2, 'mancuerna', 'compuesto', 'tiron'],
  ['Remo con banda elástica', 'Fuerza', 1, 2, 'banda elástica', 'compuesto', 'tiron'],
  ['Remo con barra', 'Fuerza', 2, 2, 'barra', 'compuesto', 'tiron'],
  ['Remo invertido en barra', 'Fuerza', 2, 2, 'barra', 'compuesto', 'tiron'],
  ['Jalón al pecho', 'Fuerza', 1, 17, 'polea', 'compuesto', 'tiron'],
  ['Dominadas asistidas', 'Fuerza', 2, 17, 'máquina', 'compuesto', 'tiron'],
  ['Dominadas', 'Fuerza', 3, 17, 'barra de dominadas', 'compuesto', 'tiron'],
  ['Dominadas lastradas', 'Fuerza', 5, 17, 'barra de dominadas', 'compuesto', 'tiron'],
  ['Remo Pendlay', 'Fuerza', 4, 2, 'barra', 'compuesto', 'tiron'],
  ['Encogimientos con mancuernas', 'Fuerza', 1, 11, 'mancuerna', 'aislamiento', 'tiron'],
  ['Pájaros con mancuernas', 'Fuerza', 2, 18, 'mancuerna', 'aislamiento', 'tiron'],
  ['Face pull en polea', 'Fuerza', 2, 18, 'polea', 'aislamiento', 'tiron'],
  ['Pullover con mancuerna', 'Fuerza', 2, 17, 'mancuerna', 'aislamiento', 'tiron'],
  // Hombros
  ['Press militar con mancuernas', 'Fuerza', 2, 5, 'mancuerna', 'compuesto', 'empuje'],
  ['Press militar con barra', 'Fuerza', 3, 5, 'barra', 'compuesto', 'empuje'],
  ['Press Arnold', 'Fuerza', 3, 5, 'mancuerna', 'compuesto', 'empuje'],
  ['Elevaciones laterales', 'Fuerza', 1, 5, 'mancuerna', 'aislamiento', 'empuje'],
  ['Elevaciones frontales', 'Fuerza', 1, 5, 'mancuerna', 'aislamiento', 'empuje'],
  ['Flexiones en pica', 'Fuerza', 2, 5, 'peso corporal', 'compuesto', 'empuje'],
  ['Pino contra la pared', 'Fuerza', 5, 5, 'peso corporal', 'compuesto', 'estatico'],
  // Brazos
  ['Curl de bíceps con mancuernas', 'Fuerza', 1, 3, 'mancuerna', 'aislamiento', 'tiron'],
  ['Curl martillo', 'Fuerza', 1, 3, 'mancuerna', 'aislamiento', 'tiron'],
  ['Curl con barra', 'Fuerza', 2, 3, 'barra', 'aislamiento', 'tiron'],
  ['Curl concentrado', 'Fuerza', 2, 3, 'mancuerna', 'aislamiento', 'tiron'],
  ['Curl de muñeca', 'Fuerza', 1, 10, 'mancuerna', 'aislamiento', 'tiron'],
  ['Fondos de tríceps en banco', 'Fuerza', 1, 4, 'banco', 'compuesto', 'empuje'],
  ['Extensión de tríceps en polea', 'Fuerza', 1, 4, 'polea', 'aislamiento', 'empuje'],
  ['Press francés', 'Fuerza', 2, 4, 'barra', 'aislamiento', 'empuje'],
  ['Patada de tríceps', 'Fuerza', 1, 4, 'mancuerna', 'aislamiento', 'empuje'],
  ['Press de banca agarre cerrado', 'Fuerza', 3, 4, 'barra', 'compuesto', 'empuje'],
  // Piernas, cuádriceps, glúteos, isquios, gemelos, flexores
  ['Sentadilla con peso corporal', 'Fuerza', 1, 12, 'peso corporal', 'compuesto', 'empuje'],
  ['Sentadilla goblet', 'Fuerza', 1, 12, 'mancuerna', 'compuesto', 'empuje'],
  ['Sentadilla con barra', 'Fuerza', 2, 12, 'barra', 'compuesto', 'empuje'],
  ['Sentadilla frontal', 'Fuerza', 3, 12, 'barra', 'compuesto', 'empuje'],
  ['Sentadilla búlgara', 'Fuerza', 3, 6, 'mancuerna', 'compuesto', 'empuje'],
  ['Zancadas alternas', 'Fuerza', 1, 6, 'peso corporal', 'compuesto', 'empuje'],
  ['Prensa de piernas', 'Fuerza', 1, 6, 'máquina', 'compuesto', 'empuje'],
  ['Subida al cajón', 'Fuerza', 2, 6, 'cajón', 'compuesto', 'empuje'],
  ['Sentadilla a una pierna (pistol)', 'Fuerza', 5, 12, 'peso corporal', 'compuesto', 'empuje'],
  ['Extensión de cuádriceps', 'Fuerza', 1, 12, 'máquina', 'aislamiento', 'empuje'],
  ['Peso muerto rumano con mancuernas', 'Fuerza', 2, 13, 'mancuerna', 'compuesto', 'tiron'],
  ['Peso muerto con barra', 'Fuerza', 3, 13, 'barra', 'compuesto', 'tiron'],
  ['Buenos días con barra', 'Fuerza', 3, 13, 'barra', 'compuesto', 'tiron'],
  ['Peso muerto a una pierna', 'Fuerza', 4, 13, 'mancuerna', 'compuesto', 'tiron'],
  ['Puente de glúteo', 'Fuerza', 1, 7, 'peso corporal', 'aislamiento', 'empuje'],
  ['Hip thrust con barra', 'Fuerza', 2, 7, 'barra', 'compuesto', 'empuje'],
  ['Peso muerto con kettlebell', 'Fuerza', 1, 7, 'kettlebell', 'compuesto', 'tiron'],
  ['Curl femoral tumbado', 'Fuerza', 1, 13, 'máquina', 'aislamiento', 'tiron'],
  ['Curl nórdico', 'Fuerza', 5, 13, 'peso corporal', 'aislamiento', 'tiron'],
  ['Patada de glúteo en polea', 'Fuerza', 2, 7, 'polea', 'aislamiento', 'empuje'],
  ['Elevación de talones de pie', 'Fuerza', 1, 14, 'peso corporal', 'aislamiento', 'empuje'],
  ['Elevación de talones sentado', 'Fuerza', 2, 14, 'máquina', 'aislamiento', 'empuje'],
  ['Elevación de rodillas colgado', 'Fuerza', 3, 20, 'barra de dominadas', 'aislamiento', 'tiron'],
  // Core, abdominales, lumbares
  ['Plancha frontal', 'Fuerza', 1, 19, 'peso corporal', 'aislamiento', 'estatico'],
  ['Plancha lateral', 'Fuerza', 1, 19, 'peso corporal', 'aislamiento', 'estatico'],
  ['Bicho muerto', 'Fuerza', 1, 19, 'peso corporal', 'aislamiento', 'otro'],
  ['Pallof press', 'Fuerza', 2, 19, 'polea', 'aislamiento', 'estatico'],
  ['Rueda abdominal', 'Fuerza', 3, 8, 'rueda', 'compuesto', 'otro'],
  ['Crunch abdominal', 'Fuerza', 1, 8, 'peso corporal', 'aislamiento', 'otro'],
  ['Palo de bandera (dragon flag)', 'Fuerza', 5, 8, 'banco', 'compuesto', 'otro'],
  ['Hiperextensiones lumbares', 'Fuerza', 1, 15, 'banco', 'aislamiento', 'tiron'],
  ['Superman', 'Fuerza', 1, 15, 'peso corporal', 'aislamiento', 'estatico'],
  ['Transporte del granjero', 'Fuerza', 2, 19, 'mancuerna', 'compuesto', 'estatico'],
  // Cardio
  ['Saltos de tijera', 'Cardio', 1, 9, 'peso corporal', 'compuesto', 'otro', true],
  ['Marcha con rodillas altas', 'Cardio', 1, 9, 'peso corporal', 'compuesto', 'otro'],
  ['Escaladores', 'Cardio', 2, 9, 'peso corporal', 'compuesto', 'otro'],
  ['Burpees', 'Cardio', 3, 9, 'peso corporal', 'compuesto', 'otro', true],
  ['Comba', 'Cardio', 2, 9, 'comba', 'compuesto', 'otro', true],
  ['Remo en máquina', 'Cardio', 1, 9, 'máquina', 'compuesto', 'otro'],
  ['Bicicleta estática a intervalos', 'Cardio', 1, 9, 'bicicleta', 'compuesto', 'otro'],
  ['Sprints en cuesta', 'Cardio', 3, 9, 'peso corporal', 'compuesto', 'otro', true],
  ['Empuje de trineo', 'Cardio', 2, 9, 'trineo', 'compuesto', 'empuje'],
  ['Saltos rodillas al pecho', 'Pliometría', 3, 9, 'peso corporal', 'compuesto', 'otro', true],
  // Potencia, pliometría
  ['Salto al cajón', 'Pliometría', 2, 12, 'cajón', 'compuesto', 'empuje', true],
  ['Sentadilla con salto', 'Pliometría', 2, 12, 'peso corporal', 'compuesto', 'empuje', true],
  ['Swing con kettlebell', 'Potencia', 2, 7, 'kettlebell', 'compuesto', 'tiron'],
  ['Lanzamiento de balón medicinal al pecho', 'Potencia', 2, 1, 'balón medicinal', 'compuesto', 'empuje'],
  ['Cargada de potencia', 'Potencia', 4, 6, 'barra', 'compuesto', 'tiron'],
  ['Arrancada', 'Potencia', 5, 6, 'barra', 'compuesto', 'tiron'],
  ['Dos tiempos', 'Potencia', 4, 5, 'barra', 'compuesto', 'empuje'],
  ['Levantamiento de piedra Atlas', 'Potencia', 4, 15, 'piedra Atlas', 'compuesto', 'tiron'],
  ['Sentadilla con barra sobre la cabeza', 'Fuerza', 4, 12, 'barra', 'compuesto', 'empuje'],
  ['Peso muerto rumano desde déficit', 'Fuerza', 3, 13, 'barra', 'compuesto', 'tiron'],
  ['Abducción de cadera en máquina', 'Fuerza', 1, 7, 'máquina', 'aislamiento', 'empuje'],
  ['Saltos de profundidad', 'Pliometría', 4, 12, 'cajón', 'compuesto', 'empuje', true],
  // Movilidad y estiramientos (never part of the main plan)
  ['Estiramiento de isquiotibiales', 'Estiramiento', 1, 13, 'ninguno', 'aislamiento', 'estatico'],
  ['Estiramiento de pectoral en pared', 'Estiramiento', 1, 1, 'ninguno', 'aislamiento', 'estatico'],
  ['Movilidad de cadera 90/90', 'Movilidad', 1, 20, 'ninguno', 'compuesto', 'otro'],
  ['Círculos de hombro', 'Movilidad', 1, 5, 'ninguno', 'compuesto', 'otro'],
];

/** As server/db/seed/dose.ts would class them (the fixture has no slugs): jumps counted in contacts. */
const DISTANCE = new Set(['Sprints en cuesta', 'Empuje de trineo', 'Transporte del granjero']);
const TECHNICAL = new Set([
  'Curl nórdico',
  'Saltos de profundidad',
  'Levantamiento de piedra Atlas',
  'Sentadilla con barra sobre la cabeza',
]);

function medidaOf(nombre: string, tipo: string, grupo: number, fuerza: string): GeneratorExercise['medida'] {
  if (DISTANCE.has(nombre)) return 'distancia';
  if (tipo === 'Cardio' || fuerza === 'estatico') return 'tiempo';
  return 'repeticiones';
}

export const FIXTURE_CATALOGUE: readonly GeneratorExercise[] = ROWS.map(
  ([nombre, tipo, dificultadId, grupoId, equipo, mecanica, fuerza, altoImpacto = false], i) => ({
    id: i + 1,
    nombre,
    tipo,
    dificultadId,
    grupoId,
    equipo,
    mecanica,
    fuerza,
    musculosSecundarios: [],
    altoImpacto,
    medida: medidaOf(nombre, tipo, grupoId, fuerza),
    tecnico: (tipo === 'Potencia' && equipo === 'barra') || dificultadId === 5 || TECHNICAL.has(nombre),
  }),
);
