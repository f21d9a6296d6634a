import { describe, expect, it } from 'vitest';
import { e1rmLayout, nearestPoint } from './e1rm-line-layout';

const rows = [80, 90, 100].map((e1rm, i) => ({ workoutId: i + 1, fecha: `2026-11-0${i + 2}T10:00:00.000Z`, e1rm }));

// What recharts drew for the plain path (src/testing/e1rm-drawing.tsx) at 926 × 288, read from its DOM on the
// progress screen: plot from x 48 to 910, y 8 to 258; labels 8 px off their axis.
describe('e1rmLayout (the e1RM line without recharts)', () => {
  const layout = e1rmLayout(rows, 926, 288, '12px');

  it('lays the plot out as recharts does (margin, y axis 40 px, x axis 30 px, no bottom margin)', () => {
    expect(layout.plot).toEqual({ x: 48, y: 8, width: 862, height: 250 });
    expect(layout.labelOffset).toBe(8);
  });

  it('puts the sessions on a point scale, edge to edge, over the round-fives domain', () => {
    // Domain [75, 105]: e1rmDomain's fives around 80..100.
    const at = layout.points.map((p) => [p.x, Math.round(p.y * 100) / 100]);
    expect(at).toEqual([
      [48, Math.round((8 + (25 / 30) * 250) * 100) / 100],
      [479, Math.round((8 + (15 / 30) * 250) * 100) / 100],
      [910, Math.round((8 + (5 / 30) * 250) * 100) / 100],
    ]);
    expect(e1rmLayout(rows.slice(0, 1), 926, 288).points[0]!.x).toBe(479);
  });

  it("takes recharts' y ticks for a fixed domain: its step from the start, then the domain's end", () => {
    expect(layout.yTicks.map((t) => t.value)).toEqual([75, 83, 91, 99, 105]);
    expect(layout.yTicks[0]!.at).toBe(258);
  });

  it('picks the nearest session under the pointer', () => {
    expect(nearestPoint(layout, 0)).toBe(0);
    expect(nearestPoint(layout, 300)).toBe(1);
    expect(nearestPoint(layout, 700)).toBe(2);
  });
});
