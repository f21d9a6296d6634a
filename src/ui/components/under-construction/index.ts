export * from './under-construction';
