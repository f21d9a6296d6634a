import { lazy, Suspense, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { ExerciseMenuProps } from './exercise-menu';
import { ExerciseMenuButton } from './exercise-menu-button';

const load = () => import('./exercise-menu').then((m) => ({ default: m.ExerciseMenu }));
const Loaded = lazy(load);

/** How the menu was asked for: by a pointer (nothing highlighted) or a key (its first or last item). */
type Opening = { highlighted?: 'first' | 'last' };

/**
 * Named optimisation "The exercise menu on demand" (docs/PERFORMANCE.md register): the "⋮" of each
 * exercise card is a plain button until it is first used; the menu's machinery (Zag's menu, its
 * positioning and dismissal: about 16 KB on the wire) loads then, and the menu opens at once with
 * the focus in it, as the loaded one does. A pointer or the focus on the button starts the load
 * ahead of the tap. The plain path is `ExerciseMenu` itself; the ExerciseMenu stories (On Demand)
 * and the session journeys hold the two to the same menu.
 */
export function ExerciseMenuOnDemand(props: ExerciseMenuProps) {
  const [wanted, setWanted] = useState<Opening | null>(null);
  const button = (
    <ExerciseMenuButton
      name={props.name}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      // Enter and Space click a button with no pointer (detail 0): the first item, as the menu does.
      onClick={(e: MouseEvent) => setWanted(e.detail === 0 ? { highlighted: 'first' } : {})}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
        e.preventDefault();
        setWanted({ highlighted: e.key === 'ArrowDown' ? 'first' : 'last' });
      }}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <Loaded {...props} defaultOpen defaultHighlighted={wanted.highlighted} />
    </Suspense>
  );
}
