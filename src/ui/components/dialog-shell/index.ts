export * from './dialog-shell';
