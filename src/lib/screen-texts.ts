/**
 * Named optimisation "Texts per screen" (docs/PERFORMANCE.md register).
 *
 * The plain path is src/locales/resources.ts: every namespace, imported at once. The app's entry
 * carries only the namespaces that the shell and several dashboard screens share
 * (`BUNDLED_TEXTS`); a namespace that only its own screens use (`SCREEN_TEXTS`) is a chunk of its
 * own, loaded with those screens' code (app/routes.tsx `withTexts`). Should a component ask for
 * one that is not loaded yet, react-i18next suspends it until i18next's backend below has it.
 * Held to the plain path by screen-texts.test.ts: both together are exactly `resources`.
 */
import type { BackendModule } from 'i18next';
import calendar from '../locales/es/calendar.json';
import common from '../locales/es/common.json';
import exercises from '../locales/es/exercises.json';
import feedback from '../locales/es/feedback.json';
import offline from '../locales/es/offline.json';
import overview from '../locales/es/overview.json';
import photos from '../locales/es/photos.json';
import pwa from '../locales/es/pwa.json';
import routines from '../locales/es/routines.json';
import validation from '../locales/es/validation.json';
import workouts from '../locales/es/workouts.json';
import type { resources } from '../locales/resources';

type Namespace = keyof (typeof resources)['es'];

/** In the entry: the shell's texts and those of the pieces several dashboard screens show. */
export const BUNDLED_TEXTS = {
  common,
  validation,
  overview,
  calendar,
  routines,
  exercises,
  pwa,
  offline,
  workouts,
  feedback,
  photos,
} satisfies Partial<(typeof resources)['es']>;

type BundledNamespace = keyof typeof BUNDLED_TEXTS;
export type ScreenNamespace = Exclude<Namespace, BundledNamespace>;

/** One chunk each, loaded with the screens that use them (app/routes.tsx). */
export const SCREEN_TEXTS: Record<ScreenNamespace, () => Promise<{ default: object }>> = {
  landing: () => import('../locales/es/landing.json'),
  auth: () => import('../locales/es/auth.json'),
  legal: () => import('../locales/es/legal.json'),
  profile: () => import('../locales/es/profile.json'),
  history: () => import('../locales/es/history.json'),
  progress: () => import('../locales/es/progress.json'),
  measurements: () => import('../locales/es/measurements.json'),
  gym: () => import('../locales/es/gym.json'),
  plans: () => import('../locales/es/plans.json'),
  import: () => import('../locales/es/import.json'),
};

const isScreenNamespace = (ns: string): ns is ScreenNamespace => Object.hasOwn(SCREEN_TEXTS, ns);

/** i18next's backend for the namespaces of `SCREEN_TEXTS` (Spanish only). */
export const screenTextsBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(_language, ns, callback) {
    if (!isScreenNamespace(ns)) return callback(new Error(`No texts for namespace ${ns}`), false);
    SCREEN_TEXTS[ns]().then(
      (texts) => callback(null, texts.default as Record<string, unknown>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
