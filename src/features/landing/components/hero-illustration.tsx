/**
 * The hero's drawing: a week planner card with a highlighted training day, a dumbbell and a
 * progress ring, all inline SVG shapes in the brand palette (no image request). Decorative.
 */
export function HeroIllustration() {
  const brand = (shade: number) => `var(--chakra-colors-brand-${shade})`;
  const days = [0, 1, 2, 3, 4, 5, 6];
  const active = new Set([0, 2, 4]);
  return (
    <svg viewBox="0 0 420 360" width="100%" height="100%" role="presentation" aria-hidden focusable="false">
      <circle cx="300" cy="90" r="70" fill={brand(100)} />
      <circle cx="90" cy="290" r="46" fill={brand(50)} />
      {/* planner card */}
      <g transform="translate(40 60)">
        <rect width="280" height="220" rx="20" fill="white" stroke={brand(200)} strokeWidth="2" />
        <rect width="280" height="52" rx="20" fill={brand(500)} />
        <rect y="32" width="280" height="20" fill={brand(500)} />
        <rect x="20" y="18" width="96" height="14" rx="7" fill="white" opacity="0.9" />
        <circle cx="248" cy="26" r="9" fill="white" opacity="0.9" />
        {days.map((d) => (
          <g key={d} transform={`translate(${20 + d * 36} 72)`}>
            <rect width="28" height="10" rx="5" fill={brand(100)} />
            <rect
              y="20"
              width="28"
              height={active.has(d) ? 96 : 60}
              rx="8"
              fill={active.has(d) ? brand(400) : brand(50)}
              stroke={active.has(d) ? 'none' : brand(100)}
            />
          </g>
        ))}
        <rect x="20" y="192" width="150" height="10" rx="5" fill={brand(100)} />
      </g>
      {/* dumbbell */}
      <g transform="translate(250 236) rotate(-20)">
        <rect x="0" y="18" width="120" height="12" rx="6" fill="#1C1917" />
        <rect x="6" y="0" width="22" height="48" rx="6" fill="#1C1917" />
        <rect x="92" y="0" width="22" height="48" rx="6" fill="#1C1917" />
        <rect x="-10" y="8" width="14" height="32" rx="5" fill={brand(600)} />
        <rect x="116" y="8" width="14" height="32" rx="5" fill={brand(600)} />
      </g>
      {/* progress ring */}
      <g transform="translate(340 178)">
        <circle r="34" fill="white" stroke={brand(100)} strokeWidth="10" />
        <circle
          r="34"
          fill="none"
          stroke={brand(500)}
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray="160 214"
          transform="rotate(-90)"
        />
        <path d="M-10 0l7 8 14-16" fill="none" stroke={brand(600)} strokeWidth="6" strokeLinecap="round" />
      </g>
    </svg>
  );
}
