export type { PickerExercise } from '../../../lib/contract-picker';
export { useGetExercisePickerQuery, usePrefetchExercisePicker } from './api';
export { ExercisePicker, type ExercisePickerProps } from './exercise-picker';
export { ExercisePickerDialog, type ExercisePickerDialogProps } from './exercise-picker-dialog';
export type { PickerFilterValues } from './picker-filters';
export { searchExercises } from './search';
