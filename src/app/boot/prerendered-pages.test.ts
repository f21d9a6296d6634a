import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dashboardShellFile, isDashboardShellPath, resolveLazyRoutes, shellRenderPath } from './prerendered-pages';

describe('resolveLazyRoutes', () => {
  it("resolves every matching route, starting each one's import in a task of its own", async () => {
    const started: number[] = [];
    let task = 0;
    const tick = setInterval(() => (task += 1), 0);
    const lazy = (name: string) => async () => {
      started.push(task);
      return { handle: name };
    };
    const routes: RouteObject[] = [
      {
        path: '/',
        lazy: lazy('root'),
        children: [
          { path: 'a', lazy: lazy('a'), children: [{ path: 'b', lazy: lazy('b') }] },
          { path: 'c', lazy: lazy('c') },
        ],
      },
    ];
    const resolving = resolveLazyRoutes(routes, '/a/b');
    expect(started).toEqual([]);
    await resolving;
    clearInterval(tick);
    const [root] = routes;
    const a = root!.children![0]!;
    expect([root!.handle, a.handle, a.children![0]!.handle, root!.children![1]!.handle]).toEqual([
      'root',
      'a',
      'b',
      undefined,
    ]);
    expect(root!.lazy).toBeUndefined();
    expect(new Set(started).size).toBe(3);
  });
});

describe('dashboard shells', () => {
  it('draw a listed screen, and every session from one shell, and nothing beside or under them', () => {
    for (const path of [
      '/dashboard/overview',
      '/dashboard/calendar',
      '/dashboard/workouts/12',
      '/dashboard/workouts/-3',
    ])
      expect(isDashboardShellPath(path), path).toBe(true);
    for (const path of [
      '/dashboard',
      '/dashboard/history',
      '/dashboard/workouts',
      '/dashboard/workouts/12/resumen',
      '/home',
    ])
      expect(isDashboardShellPath(path), path).toBe(false);
  });

  it('name the file of a pattern with its parameter in brackets, and render it at a path no session has', () => {
    expect(dashboardShellFile('/dashboard/overview')).toBe('dashboard/overview.html');
    expect(dashboardShellFile('/dashboard/workouts/:id')).toBe('dashboard/workouts/[id].html');
    expect(shellRenderPath('/dashboard/workouts/:id')).toBe('/dashboard/workouts/0');
    expect(shellRenderPath('/dashboard/overview')).toBe('/dashboard/overview');
  });
});
