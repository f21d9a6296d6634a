import { randomUUID } from 'node:crypto';

/** What the valid values point at: a catalogue exercise and a public template routine. */
export interface Fixtures {
  catalogueId: number;
  templateId: number;
}

/**
 * A valid value for each body field the API knows (a field not listed gets 'x'), for tests that
 * spoil one field of an otherwise valid request (the fuzzer, the NUL-byte table).
 */
export function validValues({ catalogueId, templateId }: Fixtures): (field: string) => unknown {
  const values: Record<string, () => unknown> = {
    ejercicio_id: () => catalogueId,
    id_rutina: () => templateId,
    nombre: () => 'Fuzz Prueba',
    apellidos: () => 'Aleatorio Pérez',
    email: () => `fuzz.${Math.random().toString(36).slice(2)}@forja.es`,
    password: () => 'Fuzz#2026abc',
    newPassword: () => 'Fuzz#2026abc',
    oldPassword: () => 'Fuzz#2026abc',
    token: () => 'a'.repeat(43),
    fecha_inicio_rutina: () => '01-01-2026',
    fecha_fin_rutina: () => '31-12-2026',
    fecha_nacimiento: () => '17-05-1990',
    sexo: () => 2,
    peso: () => 70.5,
    altura: () => 171,
    objetivo_id: () => 1,
    id_objetivo: () => 1,
    rutina_compartida: () => true,
    dia: () => 3,
    series: () => 3,
    repeticiones: () => 10,
    orden: () => 1,
    comentario: () => 'Fuzz',
    // Reminders (docs/PRODUCT.md §19).
    activo: () => true,
    hora: () => 8,
    zona_horaria: () => 'Europe/Madrid',
    // Preferences: the weight unit.
    unidad: () => 'lb',
    // The training log (docs/PRODUCT.md §16).
    rutina_id: () => templateId,
    cliente_id: () => randomUUID(),
    notas: () => 'Fuzz',
    nota: () => 'Fuzz',
    omitido: () => true,
    ejercicio_sesion_id: () => 1,
    medida: () => 'repeticiones',
    kg: () => 42.5,
    segundos: () => 30,
    metros: () => 400,
    rir: () => 2,
    completada_en: () => new Date().toISOString(),
    terminado_en: () => new Date().toISOString(),
    orden_ejercicios: () => [1],
    id_ejercicio: () => catalogueId,
    descanso: () => 60,
    // Feedback and readiness (docs/coaching/feedback.md).
    musculos: () => [
      { grupo_muscular_id: 1, bombeo: 2, agujetas: 1, dolor: 'algo', articulacion: 'hombro', carga: 'justa' },
    ],
    sueno: () => 'mal',
    estres: () => 'alto',
    cuerpo: () => 'cansado',
    estado: () => 'rechazada',
    grupo: () => 1,
    series_objetivo: () => 3,
    repeticiones_objetivo: () => 10,
    repeticiones_min: () => 8,
    // A user's own exercise (docs/PRODUCT.md §12).
    grupos_musculares_id: () => 1,
    carga: () => 'mancuernas',
    // Body measurements (docs/PRODUCT.md §20).
    fecha: () => '2026-01-15',
    tipo: () => 'cintura',
    valor: () => 82.5,
    // Programmes (docs/PRODUCT.md §17).
    dias: () => [1, 3, 5],
    sesiones_semana: () => 3,
    semanas: () => 6,
    duracion_min: () => 45,
    equipamiento: () => ['gimnasio'],
    evitar_zonas: () => ['rodilla'],
    evitar_ejercicios: () => [catalogueId],
    experiencia: () => 'de_6_a_24_meses',
    fecha_inicio: () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
    // The import: a one-set Strong export and its one match.
    archivo: () =>
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n' +
      '2024-03-04 18:00:00,Fuzz,45m,Bench Press (Barbell),1,60,8,0,0,,,8\n',
    correspondencias: () => [{ nombre: 'Bench Press (Barbell)', ejercicio_id: catalogueId }],
  };
  return (field) => (values[field] ?? (() => 'x'))();
}
