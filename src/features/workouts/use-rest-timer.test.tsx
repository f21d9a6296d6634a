import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDocumentTitle } from '../../ui/components/page-header';
import { startRest } from './rest-timer';
import { useRestTimer } from './use-rest-timer';

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
