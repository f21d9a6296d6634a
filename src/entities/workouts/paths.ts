/**
 * Where a session is trained. Its own module: the session screen needs the path, not the start
 * button's code (docs/PERFORMANCE.md "Issue #25: the screens' first visit").
 */
export const workoutPath = (id: number) => `/dashboard/workouts/${id}`;
