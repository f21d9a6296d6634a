export type { DialogShellProps } from './dialog-shell';
export { DialogShell, onDemand, useOpenedOnce } from './on-demand';
