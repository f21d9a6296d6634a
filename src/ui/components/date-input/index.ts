export * from './date-input';
export { isDateValue } from './date-text';
export * from './form-date-input';
