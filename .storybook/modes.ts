/**
 * The widths stories are seen at, written once: Storybook's viewport menu (preview.tsx
 * `parameters.viewport.options`; a story picks one with `globals: { viewport: { value: 'mobile' } }`,
 * src/testing/stories.ts `onMobile`; the visual suite shoots each story at the width it picks)
 * and Chromatic's modes (one snapshot per mode, each with its own baseline and approval). Phone
 * 390 px (a current iPhone), tablet 820 px (an iPad Air: above Chakra's `md`, 768 px, where
 * layouts change), desktop 1280 px.
 */
export const WIDTHS = { phone: 390, tablet: 820, desktop: 1280 } as const;

const viewport = (name: string, width: number, height: number, type: 'mobile' | 'tablet' | 'desktop') => ({
  name: `${name} (${width} px)`,
  styles: { width: `${width}px`, height: `${height}px` },
  type,
});

/** Storybook's viewport options (the toolbar's menu and the `viewport` global). */
export const VIEWPORTS = {
  mobile: viewport('Móvil', WIDTHS.phone, 844, 'mobile'),
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
