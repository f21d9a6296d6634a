/** Clamp a page to 1..total, total being at least 1 (docs/PRODUCT.md §4). */
export function clampPage(page: number, total: number): number {
  const last = Math.max(1, Math.floor(total));
  return Math.min(Math.max(1, Math.floor(page)), last);
}

export interface Page<T> {
  items: T[];
  /** The page shown, bounded to 1..totalPages. */
  page: number;
  /** At least 1, even for an empty list. */
  totalPages: number;
}

/** Client-side pagination (docs/PRODUCT.md §4): page bounded 1..total, total minimum 1. */
export function paginate<T>(items: readonly T[], page: number, perPage: number): Page<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  const current = clampPage(page, totalPages);
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, totalPages };
}
