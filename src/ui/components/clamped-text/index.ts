export * from './clamped-text';
