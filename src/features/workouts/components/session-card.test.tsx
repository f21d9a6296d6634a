import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { makeWorkout } from '../../../testing/handlers/workouts';
import { exerciseRows, type SetRow } from '../session-model';
import type { SessionActions } from '../use-session-actions';
import type { MenuOptions } from '../use-exercise-edits';
import { SessionCard, sameCard, type SessionCardProps } from './session-card';

/** Every drawing of an exercise card, and of its head's target line. */
const drawn = vi.hoisted(() => ({ count: 0, head: 0 }));
vi.mock('./exercise-target', async (original) => {
  const real = await original<typeof import('./exercise-target')>();
  return {
    ...real,
    ExerciseTarget: (p: Parameters<typeof real.ExerciseTarget>[0]) => {
      drawn.head += 1;
      return real.ExerciseTarget(p);
    },
  };
});
vi.mock('./exercise-card', async (original) => {
  const real = await original<typeof import('./exercise-card')>();
  return {
    ...real,
    ExerciseCard: (p: Parameters<typeof real.ExerciseCard>[0]) => {
      drawn.count += 1;
      return real.ExerciseCard(p);
    },
  };
});

const actions: SessionActions = {
  done: vi.fn(),
  retry: vi.fn(),
  editSet: vi.fn(),
  deleteSet: vi.fn(() => () => undefined),
  skip: vi.fn(),
  note: vi.fn(),
  warmup: vi.fn(),
  menu: vi.fn(),
  finish: vi.fn(),
  writes: {} as SessionActions['writes'],
};
const can: MenuOptions = { up: false, down: true, join: true, separate: false, addSet: true, removeSet: true };
const exercise = makeWorkout().ejercicios[0]!;
const props = (over: Partial<SessionCardProps> = {}): SessionCardProps => ({
  exercise,
  rows: exerciseRows(exercise, []),
  can: { ...can },
  rutinaId: 1,
  actions,
  ...over,
});
const saved = (rows: SetRow[]): SetRow[] =>
  rows.map((r, i) => (i === 0 ? { ...r, status: 'saved', setId: 'a', values: { ...r.values, kg: 60 } } : r));

describe('"One card per tap": a session card is drawn again exactly when what it shows changed', () => {
  it('takes new objects with the same rows and options as the same card', () => {
    expect(sameCard(props(), props())).toBe(true);
  });

  it('draws again for any change of a row, the options, the exercise or the routine', () => {
    const base = props();
    const row = base.rows[0]!;
    const changedRow = (over: Partial<SetRow>) => props({ rows: [{ ...row, ...over }, ...base.rows.slice(1)] });
    const changes: SessionCardProps[] = [
      changedRow({ status: 'pending', setId: 'x' }),
      changedRow({ status: 'rejected', reason: 'No' }),
      changedRow({ tipo: 'calentamiento' }),
      changedRow({ n: 9 }),
      changedRow({ orden: 9 }),
      changedRow({ completadaEn: '2026-11-28T10:00:00.000Z' }),
      ...(['repeticiones', 'kg', 'segundos', 'metros', 'rir'] as const).map((k) =>
        changedRow({ values: { ...row.values, [k]: 77 } }),
      ),
      props({ rows: base.rows.slice(1) }),
      ...(Object.keys(can) as (keyof MenuOptions)[]).map((k) => props({ can: { ...can, [k]: !can[k] } })),
      props({ exercise: { ...exercise } }),
      props({ rutinaId: 2 }),
      props({ actions: { ...actions } }),
    ];
    for (const next of changes) expect(sameCard(base, next)).toBe(false);
  });

  it('renders the card again only when its rows change', () => {
    const view = (p: SessionCardProps) => <SessionCard {...p} />;
    const { rerender, getAllByRole } = renderWithProviders(view(props()));
    const first = drawn.count;
    expect(first).toBeGreaterThan(0);
    rerender(view(props()));
    expect(drawn.count).toBe(first);
    const head = drawn.head;
    rerender(view(props({ rows: saved(exerciseRows(exercise, [])) })));
    expect(drawn.count).toBeGreaterThan(first);
    expect(getAllByRole('group', { name: /Serie 1 hecha/ })).toHaveLength(1);
    // The card's head (photo, name, target, menu) is not drawn again for a logged set.
    expect(drawn.head).toBe(head);
    rerender(view(props({ rows: saved(exerciseRows(exercise, [])), can: { ...can, up: true } })));
    expect(drawn.head).toBeGreaterThan(head);
  });
});
