export * from './skip-link';
