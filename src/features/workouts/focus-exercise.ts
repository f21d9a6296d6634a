/**
 * Moves the screen to an exercise's card (`data-exercise`, exercise-card.tsx) once React has drawn
 * it: its heading takes the focus (a screen reader says where the lifter is) and the card scrolls
 * into view. `target: 'menu'` gives the focus back to its menu button instead (after a reorder).
 */
export function focusExercise(exerciseId: number, target: 'heading' | 'menu' = 'heading'): void {
  requestAnimationFrame(() => {
    const card = document.querySelector<HTMLElement>(`[data-exercise="${exerciseId}"]`);
    if (!card) return;
    const el = card.querySelector<HTMLElement>(target === 'menu' ? '[aria-haspopup="menu"]' : 'h2');
    el?.focus({ preventScroll: true });
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    card.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: target === 'menu' ? 'nearest' : 'start' });
  });
}
