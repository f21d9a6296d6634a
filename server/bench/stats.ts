/** The middle value (mean of the two middle ones for an even count); NaN for none. */
export function median(values: number[]): number {
  return percentile(values, 50);
}

/** Nearest-rank percentile (p in 0..100) of `values`; NaN for none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  if (p === 50 && sorted.length % 2 === 0) {
    const mid = sorted.length / 2;
    return (sorted[mid - 1]! + sorted[mid]!) / 2;
  }
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}
