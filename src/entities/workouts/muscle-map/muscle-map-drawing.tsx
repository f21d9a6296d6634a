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

const Shapes = ({ shapes, fill, zone }: { shapes: Ellipse[]; fill: string; zone?: Zone }) =>
  shapes.map((e, i) => <ellipse key={i} {...e} fill={fill} data-zone={zone} />);

function Figure({ view, zones, x }: { view: View; zones: MuscleZone[]; x: number }) {
  const { t } = useTranslation('common');
  return (
    <g transform={`translate(${x} 0)`}>
      <Shapes shapes={OUTLINE} fill="var(--chakra-colors-bg-muted)" />
      {zones.map((z) => (
        <g key={z.clave} data-muscle={z.clave}>
          <Shapes shapes={REGIONS[z.clave]?.[view] ?? []} fill={ZONE_FILL[z.zona]} zone={z.zona} />
        </g>
      ))}
      <text x="60" y="252" textAnchor="middle" fontSize="12" fill="var(--chakra-colors-fg-muted)">
        {t(view === 'front' ? 'muscleMap.front' : 'muscleMap.back')}
      </text>
    </g>
  );
}

/** The body from the front and from the back, each lifter group shaded by its zone: an image with a name. */
export function MuscleMapDrawing({ zones }: { zones: MuscleZone[] }) {
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
      <title id={titleId}>{t('muscleMap.label')}</title>
      <Figure view="front" zones={zones} x={0} />
      <Figure view="back" zones={zones} x={140} />
    </svg>
  );
}
