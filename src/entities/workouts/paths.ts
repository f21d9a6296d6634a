/**
 * Where a session is trained. Its own module: the session screen needs the path, not the start
 * button's code (named optimisation "A light session screen", docs/PERFORMANCE.md register).
 */
export const workoutPath = (id: number) => `/dashboard/workouts/${id}`;
