import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OUTLINE, REGIONS, type Ellipse, type View } from './body-regions';
import type { MuscleZone, Zone } from './week-zones';

/** Each zone's fill: the theme's colours, as CSS variables (SVG attributes take no tokens). */
export const ZONE_FILL: Readonly<Record<Zone, string>> = {
  none: 'var(--chakra-colors-bg-emphasized)',
  below: 'var(--chakra-colors-orange-solid)',
  in: 'var(--chakra-colors-green-solid)',
  above: 'var(--chakra-colors-red-solid)',
};

/** A lifter group as the drawing shades it: its key, its fill and the state it stands for. */
export interface ShadedRegion {
  clave: string;
  fill: string;
  state: string;
}

const Shapes = ({ shapes, fill, state }: { shapes: Ellipse[]; fill: string; state?: string }) =>
  shapes.map((e, i) => <ellipse key={i} {...e} fill={fill} data-state={state} />);

function Figure({ view, regions, x }: { view: View; regions: ShadedRegion[]; x: number }) {
  const { t } = useTranslation('common');
  return (
    <g transform={`translate(${x} 0)`}>
      <Shapes shapes={OUTLINE} fill="var(--chakra-colors-bg-muted)" />
      {regions.map((r) => (
        <g key={r.clave} data-muscle={r.clave}>
          <Shapes shapes={REGIONS[r.clave]?.[view] ?? []} fill={r.fill} state={r.state} />
        </g>
      ))}
      <text x="60" y="252" textAnchor="middle" fontSize="12" fill="var(--chakra-colors-fg-muted)">
        {t(view === 'front' ? 'muscleMap.front' : 'muscleMap.back')}
      </text>
    </g>
  );
}

/**
 * The body from the front and from the back, each lifter group shaded by its zone in the week (or
 * by `regions`, with their own `label`: the recovery map): an image with a name.
 */
export function MuscleMapDrawing({
  zones,
  regions = zones?.map((z) => ({ clave: z.clave, fill: ZONE_FILL[z.zona], state: z.zona })) ?? [],
  label,
}: {
  zones?: MuscleZone[];
  regions?: ShadedRegion[];
  label?: string;
}) {
  const { t } = useTranslation('common');
  const titleId = useId();
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox="0 0 260 260"
      width="100%"
      style={{ maxWidth: '22rem', display: 'block', margin: '0 auto' }}
    >
      <title id={titleId}>{label ?? t('muscleMap.label')}</title>
      <Figure view="front" regions={regions} x={0} />
      <Figure view="back" regions={regions} x={140} />
    </svg>
  );
}
