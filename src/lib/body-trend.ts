/**
 * The bodyweight trend line (docs/PRODUCT.md §20): a day's weigh-ins count as their mean, and
 * each day with one gets the mean of the days weighed in the 7 calendar days ending on it. A
 * missed day leaves the window shorter, never fills it with a guess.
 */

/** One dated value (YYYY-MM-DD). */
export interface DatedValue {
  fecha: string;
  valor: number;
}

/** A day of the chart: the day's value and the moving average ending on it. */
export interface TrendPoint extends DatedValue {
  media: number;
}

export const TREND_DAYS = 7;

const DAY_MS = 86_400_000;
const dayNumber = (fecha: string) => Math.round(Date.parse(`${fecha}T00:00:00Z`) / DAY_MS);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The mean of each day's values, oldest day first. */
export function dailyMeans(values: readonly DatedValue[]): DatedValue[] {
  const days = new Map<string, { sum: number; count: number }>();
  for (const { fecha, valor } of values) {
    const day = days.get(fecha) ?? { sum: 0, count: 0 };
    day.sum += valor;
    day.count += 1;
    days.set(fecha, day);
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([fecha, { sum, count }]) => ({ fecha, valor: round2(sum / count) }));
}

/** Each weighed day with the trailing `days`-day moving average of the daily means (two decimals). */
export function movingAverage(values: readonly DatedValue[], days = TREND_DAYS): TrendPoint[] {
  const daily = dailyMeans(values);
  const numbers = daily.map((d) => dayNumber(d.fecha));
  let start = 0;
  let sum = 0;
  return daily.map((d, i) => {
    sum += d.valor;
    while (numbers[i]! - numbers[start]! >= days) {
      sum -= daily[start]!.valor;
      start += 1;
    }
    return { ...d, media: round2(sum / (i - start + 1)) };
  });
}
