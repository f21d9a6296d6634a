/**
 * The app's two layouts for screen stories (`screenParameters(route, { shell })`): a screen is
 * drawn inside its real layout, as src/app/routes.tsx mounts it, with the menu, the side margins
 * and the sticky bars where a person sees them. Kept apart from stories.ts so only the screens'
 * stories depend on the layouts (Chromatic's TurboSnap traces every import).
 */
export { DashboardLayout as dashboardShell } from '../app/layouts/dashboard-layout';
export { PublicLayout as publicShell } from '../app/layouts/public-layout';
