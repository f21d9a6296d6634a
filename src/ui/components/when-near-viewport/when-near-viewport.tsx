import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (or above) the visible area a piece starts loading: a flick's worth of scroll. */
export const NEAR_VIEWPORT_MARGIN = '200px 0px';

/**
 * Named optimisation "Near the viewport" (docs/PERFORMANCE.md register): renders `placeholder`
 * until the spot it holds comes within `NEAR_VIEWPORT_MARGIN` of the visible area (once `settled`),
 * then `children` for good. A heavy piece below the fold (its code a lazy chunk) is then not
 * downloaded on a visit that never scrolls to it. The plain path, `children` at once, is what a
 * browser without IntersectionObserver gets; when-near-viewport.test.tsx holds both to it.
 */
export function WhenNearViewport({
  placeholder,
  children,
  settled = true,
}: {
  /** What holds the spot until it comes near: a skeleton of the piece's size. */
  placeholder: ReactNode;
  /** The piece, rendered once near and from then on. */
  children: ReactNode;
  /** False while what comes before is still loading (its height, and so this spot, not final yet). */
  settled?: boolean;
}) {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !settled || !spot.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: NEAR_VIEWPORT_MARGIN,
    });
    observer.observe(spot.current);
    return () => observer.disconnect();
  }, [near, settled]);
  if (near) return children;
  return <Box ref={spot}>{placeholder}</Box>;
}
