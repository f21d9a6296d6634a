import { Alert, Stack } from '@chakra-ui/react';
import { memo, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { PreviousSet, SetMeasure } from '../../../lib/contract-training';
import type { RestTimerState } from '../use-rest-timer';
import type { SetRow as Row } from '../session-model';
import { RestTimerBar } from './rest-timer-bar';
import { SetRow } from './set-row';

const noop = () => undefined;

const VALUES: Record<SetMeasure, Row['values']> = {
  repeticiones: { medida: 'repeticiones', repeticiones: 10, kg: 60, segundos: null, metros: null, rir: 2 },
  tiempo: { medida: 'tiempo', repeticiones: null, kg: null, segundos: 60, metros: null, rir: null },
  distancia: { medida: 'distancia', repeticiones: null, kg: null, segundos: null, metros: 400, rir: null },
};

const row = (medida: SetMeasure, status: Row['status']): Row => ({
  n: 1,
  orden: 1,
  tipo: 'trabajo',
  status,
  setId: 'tap-styles',
  values: VALUES[medida],
});

const previous = (medida: SetMeasure): PreviousSet => ({ ...VALUES[medida], orden: 1, tipo: 'trabajo' });

/** A rest running, as the bar shows it from the first second. */
const RUNNING: RestTimerState = {
  timer: { endsAt: 0, total: 90 },
  left: 90,
  ended: false,
  muted: false,
  start: noop,
  skip: noop,
  extend: noop,
  setMuted: noop,
};

/**
 * What a tap on ✓ draws for the first time, once, out of sight: a done row (on its way and
 * stored, with and without last time's set) per kind of measure, the rest bar, and the "pending"
 * notices (the signed-in area's, entities/workouts/outbox-status.tsx, and the finish bar's). Their
 * components' code runs once and their styles are inserted in the session's first commit, where
 * the page's styles are computed anyway; later, a first tap inserts no rule, which would make the
 * browser compute the style and layout of the whole page again inside the tap (4× CPU: 300 to
 * 800 ms). Named optimisation "The tap's styles before the tap" (docs/PERFORMANCE.md).
 */
export function TapStyles({ medidas }: { medidas: readonly SetMeasure[] }) {
  return (
    <>
      {medidas.map((medida) => (
        <div key={medida}>
          <SetRow
            row={row(medida, 'pending')}
            medida={medida}
            previous={previous(medida)}
            onDone={noop}
            onRetry={noop}
          />
          <SetRow
            row={row(medida, 'saved')}
            medida={medida}
            previous={null}
            onDone={noop}
            onRetry={noop}
            onEdit={noop}
            onDelete={() => noop}
          />
          <SetRow row={row(medida, 'saved')} medida={medida} previous={previous(medida)} onDone={noop} onRetry={noop} />
        </div>
      ))}
      <RestTimerBar timer={RUNNING} />
      {/* The same style props as outbox-status.tsx's notice and finish-bar.tsx's. */}
      <Stack gap="2" mb="5">
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content gap="1">
            <Alert.Title />
            <Alert.Description />
          </Alert.Content>
        </Alert.Root>
      </Stack>
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title />
      </Alert.Root>
    </>
  );
}

/** Once a page: the tap's styles stay inserted for the page's life (Emotion never removes a rule). */
let drawn = false;

/**
 * TapStyles rendered in the session's first commit into an element outside the document (a
 * portal to a detached node): its styles are inserted, nothing of it is laid out, painted, read
 * by a screen reader or found by a test. Once a page. The plain path: without it, the first tap
 * inserts them.
 */
export const TapStylesOnce = memo(
  function TapStylesOnce({ medidas }: { medidas: readonly SetMeasure[] }) {
    const [detached] = useState(() =>
      drawn || typeof document === 'undefined' ? null : document.createElement('div'),
    );
    useEffect(() => {
      drawn = true;
    }, []);
    return detached ? createPortal(<TapStyles medidas={medidas} />, detached) : null;
  },
  (a, b) => a.medidas.join() === b.medidas.join(),
);
