import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * Forja's design system: Chakra UI v3's defaults plus the brand palette around #F05A19.
 * brand.500 is the brand colour itself (accents, calendar events, focus ring); text on a solid
 * brand surface uses brand.600, the first shade with AA contrast (4.8:1) against white.
 */
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

export const system = createSystem(defaultConfig, config);
export default system;
