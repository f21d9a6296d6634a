import type { PlanWeek } from '../../../src/lib/contract-plans';

/**
 * Week by week (docs/PRODUCT.md §17): loading weeks get harder by effort (RIR, repetitions in
 * reserve, from 3 down to 1; beginners only to 2, since they judge effort poorly) and, in the
 * second half of each loading run, one more set per exercise; a lighter deload week (one set
 * less, RIR 4) ends the block, and an 8-week block also has one at week 4, so no run is longer
 * than 6 loading weeks. Sources: Helms et al. 2016 (RIR-based RPE scale, Strength Cond J 38(4));
 * Bell et al. 2023 (deloading practices, Sports Med Open 9:71: about every 4-6 weeks, with less
 * volume and effort); ACSM 2009 (progression by load 2-10 % once the range's top is exceeded).
 */
export function deloadWeeks(weeks: number): number[] {
  return weeks === 8 ? [4, 8] : [weeks];
}

export const DELOAD_RIR = 4;

export function progression(weeks: number, level: number, extraSets: number): PlanWeek[] {
  const deloads = new Set(deloadWeeks(weeks));
  const out: PlanWeek[] = [];
  let run: number[] = [];
  const flush = () => {
    const start = 3;
    const end = level <= 1 ? 2 : 1;
    run.forEach((semana, i) => {
      const rir = run.length === 1 ? start : Math.round(start - ((start - end) * i) / (run.length - 1));
      const series_extra = i >= Math.ceil(run.length / 2) ? extraSets : 0;
      const firstExtra = series_extra > 0 && i === Math.ceil(run.length / 2);
      const nota =
        semana === 1
          ? `Semana 1: aprende los ejercicios y elige cargas con las que te sobren ${rir} repeticiones (RIR ${rir}).`
          : firstExtra
            ? `Semana ${semana}: una serie más en cada ejercicio; termina cada serie con ${rir} repeticiones en reserva (RIR ${rir}).`
            : i === 0
              ? `Semana ${semana}: vuelves a cargar tras la descarga, un poco por encima de la semana 1 (RIR ${rir}).`
              : `Semana ${semana}: cuando completes todas las series en el tope del rango, sube la carga; RIR ${rir}.`;
      out.push({ semana, descarga: false, series_extra, rir, nota });
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
