export * from './password-input';
