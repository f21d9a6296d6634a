import fs from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of src (README.md, "Layers"): app composes features; features never import each other
 * (one zone per feature folder) nor app; entities (resources several features read) build on lib
 * and ui only; ui builds on lib; lib, the bottom layer, imports no layer above it. The store and its
 * typed hooks live in lib (store.ts, store-hooks.ts) so that every layer may use them.
 */
const features = fs
  .readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'A feature may not import another feature: compose them in src/app or talk through RTK Query tags.',
}));
const layerZones = [
  {
    target: './src/features',
    from: './src/app',
    message: 'app composes features, never the reverse: what a feature needs from app belongs in lib.',
  },
  {
    target: './src/entities',
    from: ['./src/features', './src/app', './src/testing'],
    message: 'An entity builds on lib and ui only: features and app import entities, never the reverse.',
  },
  {
    target: './src/ui',
    from: ['./src/features', './src/entities', './src/app'],
    message: 'The design system knows no screen: pass what it needs in through props.',
  },
  {
    target: './src/lib',
    from: ['./src/ui', './src/entities', './src/features', './src/app'],
    message: 'lib is the bottom layer: move what it needs from ui, entities, features or app into lib.',
  },
];

/** Visible Spanish belongs in src/locales: text nodes and string attributes with Spanish letters. */
const SPANISH = '/[ÁÉÍÓÚáéíóúÑñ¿¡]/';
const noSpanishLiterals = {
  'no-restricted-syntax': [
    'error',
    {
      selector: `JSXText[value=${SPANISH}]`,
      message: 'Spanish text belongs in src/locales (use t()).',
    },
    {
      selector: `JSXAttribute > Literal[value=${SPANISH}]`,
      message: 'Spanish text belongs in src/locales (use t()).',
    },
    {
      selector: `JSXExpressionContainer > Literal[value=${SPANISH}]`,
      message: 'Spanish text belongs in src/locales (use t()).',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      '.storybook/public',
      'test-results',
      'playwright-report',
      'server/db/migrations',
      'storybook-static',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import/no-restricted-paths': ['error', { zones: [...featureZones, ...layerZones] }],
    },
  },
  {
    // src/lib/zod.ts configures zod for the browser before any schema parses.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: 'Import `z` from src/lib/zod.ts, which configures it for the CSP.' }] },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.stories.tsx', 'src/**/*.test.tsx', 'src/testing/**'],
    rules: noSpanishLiterals,
  },
  {
    // No function over about 80 lines in the app and the server (tests, stories, test support and
    // benchmarks are exempt): a longer one is split into named pieces.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'src/testing/**', 'server/test/**', 'server/bench/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The server's layers (README.md, "Where to change what"): server/domain is pure rules (no
    // database, no HTTP); SQL and the query builder live only in the repositories of
    // server/modules/<area> and in server/db.
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/test/**', 'server/bench/**'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.js', '.json'] } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server/domain',
              from: ['./server/modules', './server/plugins', './server/db'],
              except: ['./seed'],
              message: 'server/domain holds pure rules: the database and HTTP stay in server/modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/modules/**/*.ts', 'server/plugins/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*repository.ts', '**/repository/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: "SQL lives in the area's repository.ts." }],
          patterns: [{ group: ['**/db/schema'], message: "Tables are read and written in the area's repository.ts." }],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
