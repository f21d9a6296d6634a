/**
 * Resolves in a new task (after the current one and its microtasks): work that follows runs in
 * a task of its own, so the browser can paint and handle input in between and neither part
 * becomes a long task.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
