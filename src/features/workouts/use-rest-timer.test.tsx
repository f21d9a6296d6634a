import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDocumentTitle } from '../../ui/components/page-header';
import { startRest } from './rest-timer';
import { restTimer } from './rest-timer-store';
import { REST_TIMER_KEY, useRestState, useRestTimer } from './use-rest-timer';

function Session() {
  const timer = useRestTimer();
  return (
    <>
      <button onClick={() => timer.start(90)}>start</button>
      <button onClick={timer.skip}>skip</button>
    </>
  );
}

/** As the session screen: the page names the tab, the session inside it runs the rest timer. */
function Page({ name }: { name?: string }) {
  useDocumentTitle(name);
  return <Session />;
}

describe('the rest countdown and the page title', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.title = '';
  });

  it("goes in front of the routine's name, which stays when the rest ends, and both go when the screen goes", () => {
    document.title = 'Forja';
    const page = render(<Page name="Fuerza básica" />);
    expect(document.title).toBe('Fuerza básica · Forja');
    vi.useFakeTimers({ now: 1_000_000 });
    fireEvent.click(screen.getByText('start'));
    expect(document.title).toBe('1:30 · Fuerza básica · Forja');
    fireEvent.click(screen.getByText('skip'));
    expect(document.title).toBe('Fuerza básica · Forja');
    page.unmount();
    expect(document.title).toBe('Forja');
  });

  it('a rest resumed on arrival (a reload) still counts down before the name', () => {
    document.title = 'Forja';
    vi.useFakeTimers({ now: 1_000_000 });
    localStorage.setItem('forja.restTimer', JSON.stringify(startRest(1_000_000, 60)));
    render(<Page name="Fuerza básica" />);
    act(() => vi.advanceTimersByTime(1_000));
    expect(document.title).toBe('0:59 · Fuerza básica · Forja');
  });
});

function Elsewhere() {
  const rest = useRestState();
  return <p>{rest.timer ? `${rest.left} s · ${rest.path}` : rest.ended ? 'ended' : 'none'}</p>;
}

describe('the rest outside the session screen', () => {
  afterEach(() => {
    act(() => restTimer.skip());
    vi.useRealTimers();
  });

  it('keeps counting on another screen once the session screen is gone, and ends once there', () => {
    vi.useFakeTimers({ now: 2_000_000 });
    window.history.replaceState(null, '', '/dashboard/workouts/7');
    const layout = render(<Elsewhere />);
    const session = render(<Session />);
    fireEvent.click(screen.getByText('start'));
    session.unmount();
    act(() => vi.advanceTimersByTime(30_000));
    expect(layout.container).toHaveTextContent('60 s · /dashboard/workouts/7');
    expect(JSON.parse(localStorage.getItem(REST_TIMER_KEY)!)).toMatchObject({ path: '/dashboard/workouts/7' });
    act(() => vi.advanceTimersByTime(60_000));
    expect(layout.container).toHaveTextContent('ended');
    expect(localStorage.getItem(REST_TIMER_KEY)).toBeNull();
  });

  it('resumes the stored rest after a reload, on whatever screen opens first', () => {
    vi.useFakeTimers({ now: 3_000_000 });
    localStorage.setItem(
      REST_TIMER_KEY,
      JSON.stringify({ endsAt: 3_045_000, total: 90, path: '/dashboard/workouts/9' }),
    );
    render(<Elsewhere />);
    expect(screen.getByText('45 s · /dashboard/workouts/9')).toBeTruthy();
  });
});
