import type { PlanWeek } from '../../../src/lib/contract-plans';

/**
 * Week by week (docs/PRODUCT.md §17, rule P23): the sets stay as week 1 has them (so every
 * session keeps to the length asked) and the weeks get harder by load and effort: double
 * progression inside each exercise's range, and RIR (repetitions in reserve) from 3 down to 1;
 * down to 2 only for beginners (who judge effort poorly), youth (Faigenbaum 2009: no maximal
 * efforts) and people aged 60 or more. A lighter deload week (one set less, RIR 4) ends the
 * block, and an 8-week block also has one at week 4, so no loading run is longer than 6 weeks.
 * Explosive work (jumps, throws, swings) always stops far from failure whatever the week says.
 * Sources: Helms et al. 2016 (RIR-based RPE scale, Strength Cond J 38(4)); Bell et al. 2023
 * (deloading practices, Sports Med Open 9:71: about every 4-6 weeks, less volume and effort);
 * ACSM 2009 (progression by load, 2-10 %, once the range's top is passed); NSCA Essentials
 * (power work is never taken to failure).
 */
export function deloadWeeks(weeks: number): number[] {
  return weeks === 8 ? [4, 8] : [weeks];
}

export const DELOAD_RIR = 4;
export const START_RIR = 3;

/** The lowest RIR of the block for this person (rule P23). */
export function rirFloor(person: { level: number; youth: boolean; age: number }): number {
  return person.level <= 1 || person.youth || person.age >= 60 ? 2 : 1;
}

export function progression(
  weeks: number,
  person: { level: number; youth: boolean; age: number },
  explosive = false,
): PlanWeek[] {
  const deloads = new Set(deloadWeeks(weeks));
  const end = rirFloor(person);
  const out: PlanWeek[] = [];
  let run: number[] = [];
  const flush = () => {
    run.forEach((semana, i) => {
      const rir = run.length === 1 ? START_RIR : Math.round(START_RIR - ((START_RIR - end) * i) / (run.length - 1));
      const fast = explosive && rir < START_RIR ? ' Saltos y lanzamientos, siempre lejos del fallo.' : '';
      const nota =
        semana === 1
          ? `Semana 1: aprende los ejercicios y elige cargas con las que te sobren ${rir} repeticiones (RIR ${rir}).`
          : i === 0
            ? `Semana ${semana}: vuelves a cargar tras la descarga, un poco por encima de la semana 1 (RIR ${rir}).`
            : `Semana ${semana}: cuando hagas todas las series en el tope del rango, sube la carga y vuelve al principio del rango; RIR ${rir}.${fast}`;
      out.push({ semana, descarga: false, series_extra: 0, rir, nota });
    });
    run = [];
  };
  for (let semana = 1; semana <= weeks; semana++) {
    if (!deloads.has(semana)) {
      run.push(semana);
      continue;
    }
    flush();
    out.push({
      semana,
      descarga: true,
      series_extra: -1,
      rir: DELOAD_RIR,
      nota: `Semana ${semana}: descarga. Una serie menos y cargas un 10 % más ligeras (RIR ${DELOAD_RIR}) para recuperarte${semana === weeks ? ' antes del siguiente bloque' : ''}.`,
    });
  }
  flush();
  return out;
}

/** The week of the block `today` falls in (1-based, all YYYY-MM-DD), null outside it. */
export function currentWeek(start: string, end: string, today: string): number | null {
  if (today < start || today > end) return null;
  const days = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;
  return Math.floor(days / 7) + 1;
}
