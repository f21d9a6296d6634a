/** The shape of one exported training session (the data export and the history CSV read it). */

export interface ExportedSet {
  orden: number;
  medida: string;
  repeticiones: number | null;
  kg: number | null;
  segundos: number | null;
  metros: number | null;
  rir: number | null;
  completada_en: Date;
}
export interface ExportedSessionExercise {
  ejercicio_id: number;
  ejercicio: string;
  orden: number;
  nota: string;
  series: ExportedSet[];
  [column: string]: unknown;
}
export interface ExportedSession {
  id: number;
  nombre: string;
  iniciado_en: Date;
  ejercicios: ExportedSessionExercise[];
  [column: string]: unknown;
}
