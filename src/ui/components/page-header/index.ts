export * from './page-header';
