import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TRAINING_IN_PROGRESS_KEY,
  isTrainingInProgress,
  setTrainingInProgress,
  subscribeTrainingInProgress,
} from './training-in-progress';

afterEach(() => localStorage.clear());

describe('training in progress flag', () => {
  it('is off by default, on once set, off again once cleared', () => {
    expect(isTrainingInProgress()).toBe(false);
    setTrainingInProgress(true);
    expect(localStorage.getItem(TRAINING_IN_PROGRESS_KEY)).toBe('1');
    expect(isTrainingInProgress()).toBe(true);
    setTrainingInProgress(false);
    expect(localStorage.getItem(TRAINING_IN_PROGRESS_KEY)).toBeNull();
    expect(isTrainingInProgress()).toBe(false);
  });

  it('counts only "1" as training', () => {
    localStorage.setItem(TRAINING_IN_PROGRESS_KEY, 'true');
    expect(isTrainingInProgress()).toBe(false);
  });

  it('tells subscribers about changes in this tab and in others, until they unsubscribe', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeTrainingInProgress(onChange);
    setTrainingInProgress(true);
    expect(onChange).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: TRAINING_IN_PROGRESS_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
    setTrainingInProgress(false);
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
