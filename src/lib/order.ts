/**
 * Moves `id` to position `orden` (1-based; past the end means last) and returns the new order
 * of all ids, so that the exercises of a routine stay numbered 1..n.
 */
export function moveTo<T>(ids: readonly T[], id: T, orden: number): T[] {
  const others = ids.filter((x) => x !== id);
  if (others.length === ids.length) return [...ids];
  const at = Math.min(Math.max(orden, 1), ids.length) - 1;
  return [...others.slice(0, at), id, ...others.slice(at)];
}
