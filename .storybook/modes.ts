/**
 * The widths stories are seen at, written once: Storybook's viewport menu (preview.tsx
 * `parameters.viewport.options`; a story picks one with `globals: { viewport: { value: 'phone' } }`)
 * and Chromatic's modes (one snapshot per mode, each with its own baseline and approval). Phone
 * 390 px (a current iPhone), tablet 820 px (an iPad Air: above Chakra's `md`, 768 px, where
 * layouts change), desktop 1280 px.
 */
export const WIDTHS = { phone: 390, tablet: 820, desktop: 1280 } as const;

/**
 * The phone width `onMobile` (src/testing/stories.ts) still renders at in Storybook and the story
 * tests, as the local visual suite shoots "Mobile" stories: both move to WIDTHS.phone when the
 * baselines are shot again at the stories' own widths (issue #43, item 3).
 */
const LEGACY_MOBILE = 375;

const viewport = (name: string, width: number, height: number, type: 'mobile' | 'tablet' | 'desktop') => ({
  name: `${name} (${width} px)`,
  styles: { width: `${width}px`, height: `${height}px` },
  type,
});

/** Storybook's viewport options (the toolbar's menu and the `viewport` global). */
export const VIEWPORTS = {
  phone: viewport('Móvil', WIDTHS.phone, 844, 'mobile'),
  mobile: viewport('Móvil pequeño', LEGACY_MOBILE, 812, 'mobile'),
  tablet: viewport('Tableta', WIDTHS.tablet, 1180, 'tablet'),
  desktop: viewport('Escritorio', WIDTHS.desktop, 800, 'desktop'),
};

/**
 * Chromatic's modes (`parameters.chromatic.modes`): the capture browser's width for each. A
 * story's own `viewport` global only sizes Storybook's canvas; in Chromatic every mode below is
 * shot, phone, tablet and desktop.
 */
export const MODES = {
  phone: { viewport: WIDTHS.phone },
  tablet: { viewport: WIDTHS.tablet },
  desktop: { viewport: WIDTHS.desktop },
} as const;
