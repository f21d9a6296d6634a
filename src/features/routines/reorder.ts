/**
 * The routine editor's list reordering (docs/PRODUCT.md §4): a row dropped on another one takes
 * its place, the rows between shift by one (dnd-kit's sortable list, pointer or keyboard).
 */

/** Where a drag moves a row: its index and the index it takes, or null when nothing moves. */
export function dropMove(
  ids: readonly string[],
  activeId: string,
  overId: string | null | undefined,
): { from: number; to: number } | null {
  if (overId === null || overId === undefined || overId === activeId) return null;
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  return from < 0 || to < 0 ? null : { from, to };
}

/** The 1-based place of a row in the list (0 when it is not in it), for the announcements. */
export const placeOf = (ids: readonly string[], id: string | null | undefined): number =>
  id === null || id === undefined ? 0 : ids.indexOf(id) + 1;
