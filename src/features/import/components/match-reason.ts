import { useTranslation } from 'react-i18next';
import type { ImportExercise } from '../../../lib/contract-import';

/** The implements the server may name (server/domain/import/equipment.ts `Implement`). */
const IMPLEMENTS = [
  'barra',
  'mancuernas',
  'polea',
  'maquina',
  'multipower',
  'barra-z',
  'barra-hexagonal',
  'kettlebell',
  'banda',
  'cintas-suspension',
  'balon-medicinal',
  'pelota-suiza',
  'disco',
  'corporal',
] as const;
type Implement = (typeof IMPLEMENTS)[number];
const isImplement = (v: string | null): v is Implement => IMPLEMENTS.includes(v as Implement);

/**
 * Why the server proposed an exercise, as a line under its select: "Lo elegiste tú en una
 * importación anterior", or "Coincide en: Mancuernas · Elevaciones de hombro"; null when it gave
 * no reason (or no proposal).
 */
export function useMatchReason(exercise: ImportExercise): string | null {
  const { t } = useTranslation(['import', 'exercises']);
  const motivo = exercise.motivo;
  if (!motivo || exercise.propuesta === null) return null;
  if (motivo.origen === 'recordada') return t('match.remembered');
  const parts = [
    isImplement(motivo.equipo) ? t(`match.equipment.${motivo.equipo}`) : null,
    motivo.patron ? t(`picker.pattern.${motivo.patron}`, { ns: 'exercises' }) : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? t('match.alike', { why: parts.join(' · ') }) : null;
}
