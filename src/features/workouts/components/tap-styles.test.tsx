import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { OutboxStatus } from '../../../entities/workouts/outbox-status';
import { pendingSet } from '../../../entities/workouts/outbox-fixtures';
import { memoryStorage, resetSetQueue } from '../../../entities/workouts/set-queue';
import type { SetMeasure } from '../../../lib/contract-training';
import { renderWithProviders } from '../../../testing/render';
import type { SetRow as Row } from '../session-model';
import { FinishBar } from './finish-bar';
import { RestTimerBar } from './rest-timer-bar';
import { SetRow } from './set-row';
import { TapStyles, TapStylesOnce } from './tap-styles';

/**
 * The style rules Emotion has inserted in the page so far: in a test (not "speedy") each rule is
 * the text of a <style data-emotion> of its own, and none is ever removed.
 */
const rules = () => new Set([...document.querySelectorAll('style[data-emotion]')].map((s) => s.textContent));

const noop = () => undefined;
const MEDIDAS: SetMeasure[] = ['repeticiones', 'tiempo', 'distancia'];
const VALUES: Record<SetMeasure, Row['values']> = {
  repeticiones: { medida: 'repeticiones', repeticiones: 8, kg: 82.5, segundos: null, metros: null, rir: 1 },
  tiempo: { medida: 'tiempo', repeticiones: null, kg: null, segundos: 45, metros: null, rir: null },
  distancia: { medida: 'distancia', repeticiones: null, kg: null, segundos: null, metros: 1000, rir: null },
};
const done = (medida: SetMeasure, status: Row['status'], n: number): Row => ({
  n,
  orden: n,
  tipo: 'trabajo',
  status,
  setId: `set-${n}`,
  values: VALUES[medida],
});

/**
 * What a first tap on ✓ draws: the set on its way, then stored (with and without last time's
 * set, editable or not), the rest running, the outbox's notice and the finish bar's.
 */
function AfterTap() {
  return (
    <>
      {MEDIDAS.map((medida) => (
        <div key={medida}>
          <SetRow
            row={done(medida, 'pending', 2)}
            medida={medida}
            previous={{ ...VALUES[medida], orden: 2, tipo: 'trabajo' }}
            onDone={noop}
            onRetry={noop}
          />
          <SetRow
            row={done(medida, 'saved', 3)}
            medida={medida}
            onDone={noop}
            onRetry={noop}
            onEdit={noop}
            onDelete={() => noop}
          />
          <SetRow
            row={done(medida, 'saved', 4)}
            medida={medida}
            previous={{ ...VALUES[medida], orden: 4, tipo: 'trabajo' }}
            onDone={noop}
            onRetry={noop}
          />
        </div>
      ))}
      <RestTimerBar
        timer={{
          timer: { endsAt: 0, total: 120 },
          left: 60,
          ended: false,
          muted: true,
          start: noop,
          skip: noop,
          extend: noop,
          setMuted: noop,
        }}
      />
      <OutboxStatus />
      <FinishBar notes="" notesRef={{ current: null }} onNotesBlur={noop} unsent={1} onFinish={noop} />
    </>
  );
}

describe('"The tap\'s styles before the tap": a first tap inserts no style rule', () => {
  afterEach(() => {
    cleanup();
    resetSetQueue();
  });

  it('draws nothing in the document', () => {
    // A stored set's row is green: its rule is one of those the tap would insert.
    const green = () => [...rules()].filter((r) => r?.includes('--chakra-colors-green-subtle')).length;
    expect(green()).toBe(0);
    const view = renderWithProviders(<TapStylesOnce medidas={['repeticiones']} />);
    expect(view.container.innerHTML).toBe('');
    expect(document.body.querySelector('[role="group"], [role="timer"]')).toBeNull();
    expect(green()).toBeGreaterThan(0);
  });

  it('inserts every rule of what a tap draws, so drawing it afterwards inserts none', async () => {
    resetSetQueue(memoryStorage([pendingSet('00000000-0000-4000-8000-000000000001', { workoutId: 41 })]));
    // The screen before the tap: the finish bar with nothing unsent, and the tap's styles.
    renderWithProviders(
      <>
        <FinishBar notes="" notesRef={{ current: null }} onNotesBlur={noop} unsent={0} onFinish={noop} />
        <TapStyles medidas={MEDIDAS} />
      </>,
    );
    const before = rules();
    cleanup();
    const view = renderWithProviders(<AfterTap />);
    expect(await view.findByRole('region', { name: 'Conexión y envíos pendientes' })).toBeTruthy();
    expect(view.getByRole('timer')).toBeTruthy();
    const added = [...rules()].filter((r) => !before.has(r));
    expect(added).toEqual([]);
  });
});
