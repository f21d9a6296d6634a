/**
 * Named optimisation "Dashboard shell painted from HTML" (docs/PERFORMANCE.md register;
 * src/app/boot/prerendered-pages.ts `DASHBOARD_SHELL_PATHS`): whether the tree is being rendered at build time into the shell of a signed-in screen. Provided
 * only by the build's render (src/app/boot/render-prerendered-pages.tsx); the app itself never sets
 * it. A part that depends on the visitor's day or window, which the build cannot know, draws its
 * placeholder of the same size instead while it is true.
 */
import { createContext, useContext } from 'react';

export const PrerenderedShellContext = createContext(false);

export const usePrerenderedShell = (): boolean => useContext(PrerenderedShellContext);
