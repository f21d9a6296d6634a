/**
 * The muscle map's drawing (muscle-map-drawing.tsx): a simple figure, 120 × 240, seen from the
 * front and from the back, and the ellipses that stand for each lifter group
 * (server/domain/plans/lifter-groups.ts keys) in each view. Left and right are mirrored about x 60.
 */
export interface Ellipse {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}
export type View = 'front' | 'back';

/** One ellipse and its mirror image. */
const pair = (cx: number, cy: number, rx: number, ry: number): Ellipse[] => [
  { cx, cy, rx, ry },
  { cx: 120 - cx, cy, rx, ry },
];

/** The body: head, torso, arms and legs (drawn under the regions). */
export const OUTLINE: Ellipse[] = [
  { cx: 60, cy: 20, rx: 13, ry: 15 },
  { cx: 60, cy: 80, rx: 25, ry: 44 },
  ...pair(29, 82, 8, 42),
  ...pair(50, 172, 11, 62),
];

export const REGIONS: Readonly<Record<string, Partial<Record<View, Ellipse[]>>>> = {
  hombro: { front: pair(34, 50, 9, 8), back: pair(34, 50, 9, 8) },
  pecho: { front: pair(50, 60, 10, 9) },
  biceps: { front: pair(29, 76, 6, 13) },
  core: { front: [{ cx: 60, cy: 94, rx: 12, ry: 20 }] },
  rodilla: { front: pair(50, 146, 9, 26) },
  espalda: { back: pair(50, 72, 11, 22) },
  triceps: { back: pair(29, 76, 6, 13) },
  cadera: { back: [...pair(51, 120, 10, 10), ...pair(50, 152, 8, 18)] },
  gemelo: { back: pair(50, 198, 7, 16) },
};
