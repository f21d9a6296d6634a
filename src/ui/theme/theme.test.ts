import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { getSystem, recipes, slotRecipes } from '.';

/** Every source file of the app (stories included: they render components too). */
const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

const CHAKRA_IMPORT = /import\s*(?:type\s+)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g;

/** Components whose recipes are not (only) the one named like them. */
const KEYS_OF: Record<string, string[]> = {
  IconButton: ['button'],
  CloseButton: ['button'],
  InputGroup: ['input', 'inputAddon'], // its startAddon/endAddon props render InputAddon
  Checkbox: ['checkbox', 'checkmark'],
  CheckboxCard: ['checkboxCard', 'checkmark'],
  RadioGroup: ['radioGroup', 'radiomark'],
  RadioCard: ['radioCard', 'radiomark'],
  Toaster: ['toast'],
};

const allKeys = [
  ...Object.keys(defaultConfig.theme?.recipes ?? {}),
  ...Object.keys(defaultConfig.theme?.slotRecipes ?? {}),
];

/** Recipe keys a Chakra export needs: its own name, or the longest recipe name it starts with (SkeletonText). */
function keysFor(name: string): string[] {
  if (KEYS_OF[name]) return KEYS_OF[name];
  const camel = name.charAt(0).toLowerCase() + name.slice(1);
  const own = allKeys.includes(camel)
    ? [camel]
    : allKeys
        .filter((k) => camel.startsWith(k))
        .sort((a, b) => b.length - a.length)
        .slice(0, 1);
  return own;
}

describe('the Chakra system', () => {
  const imported = new Set(
    Object.values(sources).flatMap((code) =>
      [...code.matchAll(CHAKRA_IMPORT)].flatMap((m) =>
        m[1]!
          .split(',')
          .map(
            (part) =>
              part
                .trim()
                .replace(/^type\s+/, '')
                .split(/\s+as\s+/)[0]!,
          )
          .filter(Boolean),
      ),
    ),
  );
  const needed = [...new Set([...imported].flatMap(keysFor))].sort();

  it('registers the recipe of every Chakra component imported in src/', () => {
    expect(needed).toContain('button'); // the scan found the app's components
    expect(needed.filter((key) => !getSystem().hasRecipe(key))).toEqual([]);
  });

  it('registers no recipe that nothing uses (each one ships with the app)', () => {
    const registered = [...Object.keys(recipes), ...Object.keys(slotRecipes)];
    expect(registered.filter((key) => !needed.includes(key))).toEqual([]);
  });
});
