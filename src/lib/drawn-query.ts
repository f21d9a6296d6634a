/**
 * Named optimisation "No re-render when a query starts" (docs/PERFORMANCE.md register): a
 * `selectFromResult` for RTK Query's hooks that keeps only what a screen draws from a query (its
 * data, whether it is loading, whether it failed), reported as the hook reports them without one: a
 * query not started yet counts as loading (RTK Query's `useQuery` does the same when no
 * `selectFromResult` is given). The hooks start their queries after the first render, and the
 * `pending` that follows changes none of these three, so the components are not rendered again,
 * synchronously, for it (on the overview's first visit, one task of 96 ms at 4× CPU). They render
 * when the answer comes, as before. The test holds it to the plain hook's result.
 */
export interface DrawnQuery<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
}

export const drawnQuery = <T>({
  data,
  isLoading,
  isUninitialized,
  isError,
}: DrawnQuery<T> & { isUninitialized: boolean }): DrawnQuery<T> => ({
  data,
  isLoading: isUninitialized ? data === undefined : isLoading,
  isError,
});
