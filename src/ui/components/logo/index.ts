export * from './logo';
