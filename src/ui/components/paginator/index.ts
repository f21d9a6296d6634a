export * from './paginator';
