import { useLayoutEffect, useState } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any function's own parameters
type Functions = Record<string, ((...args: any[]) => unknown) | undefined>;

/** Wrappers that call the latest `fns` given: the same functions for the component's lifetime. */
function latestCaller<T extends Functions>(first: T) {
  let current = first;
  const call =
    (name: keyof T) =>
    (...args: unknown[]): unknown =>
      current[name]?.(...args);
  const stable = Object.fromEntries(Object.keys(first).map((name) => [name, call(name)])) as T;
  return { stable, update: (fns: T) => (current = fns) };
}

/**
 * `fns` as functions that never change identity, each calling the one given at the last render:
 * a memoised child (React.memo) takes them without being drawn again, and still calls what the
 * parent would call now. The keys are those of the first render.
 */
export function useStableFunctions<T extends Functions>(fns: T): T {
  const [caller] = useState(() => latestCaller(fns));
  useLayoutEffect(() => {
    caller.update(fns);
  });
  return caller.stable;
}
