export * from './step-progress';
