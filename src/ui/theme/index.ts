import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  collapsibleSlotRecipe,
  iconRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  tagSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  datePickerSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  fileUploadSlotRecipe,
  globalCss,
  headingRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The recipes of the Chakra components Forja uses. Chakra's `defaultConfig` registers all of
 * its ~75 recipes (date picker, colour picker, carousel, QR code...), and every one of them
 * would ship with the app. A component whose recipe is missing renders unstyled: `theme.test.ts`
 * fails when src/ imports a Chakra component whose recipe is not here (and when one here is no
 * longer used), so starting to use one means adding its recipe (exported by
 * `@chakra-ui/react/theme`). Named optimisation "Chakra recipes in use" (docs/PERFORMANCE.md
 * register).
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  datePicker: datePickerSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  fileUpload: fileUploadSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tag: tagSlotRecipe,
};

/**
 * Chakra's colour palettes Forja never uses (no component, recipe or semantic token of the app
 * refers to them). Each one is 11 colours, 7 semantic tokens and a colorPalette set that Chakra
 * turns into CSS variables when it creates the system on every page load.
 */
const UNUSED = ['yellow', 'teal', 'cyan', 'purple', 'pink'] as const;
const UNUSED_PALETTES = new Set<string>(UNUSED);

/**
 * A colour palette the system has (Chakra's, less the unused ones, and the brand's): a
 * `colorPalette` chosen in code (a map of values, not a literal in JSX) is typed with it, so a
 * palette that is not there fails the typecheck instead of drawing grey.
 */
export type Palette = Exclude<keyof typeof tokens.colors, (typeof UNUSED)[number]> | 'brand';
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/**
 * Semantic tokens with their light value only. Forja has no dark mode (nothing puts Chakra's
 * `.dark` class on the page), so every `_dark` value is CSS that never applies, and each
 * conditional token costs Chakra a second variable when it creates the system.
 */
function lightOnly<T>(node: T): T {
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).map(([key, value]) => {
    if (key === 'value' && typeof value === 'object' && value !== null && '_light' in value) {
      return [key, (value as { _light: unknown })._light];
    }
    return [key, lightOnly(value)];
  });
  return Object.fromEntries(entries) as T;
}

/** Chakra's default theme (tokens, text styles, global CSS...) with only Forja's recipes and palettes. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes,
    slotRecipes,
  },
});

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    body: { fontFamily: 'body' },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#FFF3EC' },
          100: { value: '#FFE2D1' },
          200: { value: '#FFC3A1' },
          300: { value: '#FF9F6B' },
          400: { value: '#F97A3C' },
          500: { value: '#F05A19' },
          600: { value: '#C9460F' },
          700: { value: '#A3380C' },
          800: { value: '#7D2B0A' },
          900: { value: '#5A1F07' },
          950: { value: '#3A1404' },
        },
        ink: { value: '#1C1917' },
      },
      fonts: {
        heading: { value: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', sans-serif" },
        body: { value: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's default error red (red.500) is 3.8:1 on white: too light for small text.
        fg: { error: { value: '{colors.red.700}' } },
        border: { error: { value: '{colors.red.600}' } },
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
          /** The brand colour itself (docs/PRODUCT.md §9: #F05A19), for accents and calendar events. */
          accent: { value: '{colors.brand.500}' },
        },
        /**
         * The calendar's occurrence marks (calendar-theme.css): done keeps the solid brand event,
         * planned a light brand tint with a brand border, missed grey with a dashed border.
         */
        calendar: {
          done: { bg: { value: '{colors.brand.500}' } },
          planned: { bg: { value: '{colors.brand.50}' }, border: { value: '{colors.brand.600}' } },
          missed: { bg: { value: '#F3F4F6' }, border: { value: '#4B5563' } },
          text: { value: '{colors.ink}' },
        },
        /** The progress charts (src/features/progress): series in turn, adherence, the recommended band. */
        chart: {
          series: {
            1: { value: '{colors.brand.600}' },
            2: { value: '{colors.blue.600}' },
            3: { value: '{colors.green.600}' },
            4: { value: '{colors.gray.600}' },
            5: { value: '{colors.red.600}' },
            6: { value: '{colors.blue.300}' },
            7: { value: '{colors.green.300}' },
            8: { value: '{colors.orange.300}' },
          },
          planned: { value: '{colors.gray.400}' },
          done: { value: '{colors.brand.600}' },
          band: {
            bg: { value: '{colors.green.100}' },
            border: { value: '{colors.green.600}' },
            fg: { value: '{colors.green.700}' },
          },
        },
      },
    },
  },
});

let created: ReturnType<typeof createSystem> | undefined;

/**
 * Forja's Chakra system, created on first use. Creating it is one long computation (the token
 * dictionary and every token's CSS variable: tens of milliseconds on a phone), so the app calls
 * this in a task of its own before rendering (app/main.tsx) instead of on module load.
 */
export function getSystem() {
  created ??= createSystem(defaultBaseConfig, chakraTheme, config);
  return created;
}
