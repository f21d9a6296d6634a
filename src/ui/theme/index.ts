import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  selectSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The recipes of the Chakra components Forja uses. Chakra's `defaultConfig` registers all of
 * its ~75 recipes (date picker, colour picker, carousel, QR code...), and every one of them
 * ships in the first page load. A component whose recipe is missing renders unstyled:
 * `theme.test.ts` fails when src/ imports a Chakra component whose recipe is not listed here,
 * so starting to use one means adding its recipe (exported by `@chakra-ui/react/theme`).
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  select: selectSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  tabs: tabsSlotRecipe,
};

/** Chakra's default theme (tokens, text styles, global CSS...) with only Forja's recipes. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
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
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
        border: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
          /** The brand colour itself (SPEC: #F05A19), for accents and calendar events. */
          accent: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
export default system;
