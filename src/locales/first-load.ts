import common from './es/common.json';
import landing from './es/landing.json';

/**
 * The texts bundled with the first page load: the shell (common) and the landing page. Every
 * other namespace (`later.ts`) arrives with the first screen that is not the landing.
 */
export const firstLoad = { common, landing } as const;

export const defaultNS = 'common';
