import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { WorkoutExercise } from '../../../lib/contract-training';
import { useStableFunctions } from '../../../lib/use-stable-functions';
import { fromKg, toKg, type WeightUnit } from '../../../lib/units';
import { parseKg, plateUnit, type WarmupSet } from '../plates';
import type { SetRow } from '../session-model';
import { usePlateSettings } from '../use-plate-settings';
import { WarmupRamp } from './warmup-ramp';

/**
 * Which exercise gets the warm-up ramp: the first heavy barbell lift of the session, i.e. the first
 * barbell exercise (`carga` 'barra'), in the session's order and not skipped, measured in
 * repetitions whose work weight (its first set with a weight, prefilled or typed) is above the bar.
 * The plate calculator, too, is only for barbell exercises: the scope tells its set rows. Each exercise card on screen tells
 * the others its work weight through a small store (the session screen shows one session at a
 * time), so the session's own component needs no change; the set rows tell their card what is
 * typed.
 */

interface Candidate {
  orden: number;
  kg: number;
}

const candidates = new Map<number, Candidate>();
const listeners = new Set<() => void>();
let version = 0;

function reportCandidate(exerciseId: number, candidate: Candidate | null) {
  const old = candidates.get(exerciseId);
  if (!candidate ? !old : old?.orden === candidate.orden && old.kg === candidate.kg) return;
  if (candidate) candidates.set(exerciseId, candidate);
  else candidates.delete(exerciseId);
  version += 1;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The exercise on screen that gets the ramp, or null. */
function firstHeavy(bar: number): number | null {
  let first: [number, Candidate] | null = null;
  for (const entry of candidates) {
    if (entry[1].kg > bar && (!first || entry[1].orden < first[1].orden)) first = entry;
  }
  return first ? first[0] : null;
}

function useFirstHeavy(bar: number): number | null {
  useSyncExternalStore(subscribe, () => version);
  return firstHeavy(bar);
}

const TypedContext = createContext<((n: number, kg: number | null | undefined) => void) | null>(null);

/** Whether the set rows inside offer the plate calculator (outside any scope: yes). */
const PlatesContext = createContext(true);

/** The set rows' kg input: whether it gets the plate calculator's button. */
export const useOffersPlates = (): boolean => useContext(PlatesContext);

/**
 * The weight of the first work set with one (warm-ups lead to it, they are not it), in the user's
 * unit: what is typed in a row to do, else what it holds. Rows to do are told apart by their work
 * set's number.
 */
function workWeight(rows: readonly SetRow[], typed: Readonly<Record<number, number | null>>, unit: WeightUnit): number {
  for (const row of rows) {
    if (row.tipo === 'calentamiento') continue;
    const stored = row.values.kg == null ? null : fromKg(row.values.kg, unit);
    const kg = row.status === 'todo' && row.n in typed ? typed[row.n] : stored;
    if (kg && kg > 0) return kg;
  }
  return 0;
}

export interface WarmupScopeProps {
  exercise: WorkoutExercise;
  rows: readonly SetRow[];
  /** The ramp's "Usar": logs its sets as warm-ups; without it the ramp only shows them. */
  onWarmup?(sets: WarmupSet[]): void;
  children: ReactNode;
}

/** Around an exercise's set rows: the warm-up ramp above them when this is the session's first heavy lift. */
export function WarmupScope({ exercise, rows, onWarmup, children }: WarmupScopeProps) {
  const [settings] = usePlateSettings();
  const [typed, setTyped] = useState<Record<number, number | null>>({});
  const onTyped = useCallback((n: number, kg: number | null | undefined) => {
    setTyped(({ [n]: _, ...rest }) => (kg === undefined ? rest : { ...rest, [n]: kg }));
  }, []);
  const barbell = exercise.carga === 'barra';
  const eligible = barbell && exercise.medida === 'repeticiones' && !exercise.omitido;
  const unit = plateUnit(settings);
  const kg = eligible ? workWeight(rows, typed, unit) : 0;
  useEffect(() => {
    reportCandidate(exercise.id, kg > 0 ? { orden: exercise.orden, kg } : null);
  }, [exercise.id, exercise.orden, kg]);
  useEffect(() => () => reportCandidate(exercise.id, null), [exercise.id]);
  const first = useFirstHeavy(settings.bar) === exercise.id;
  // The ramp's weights are in the user's unit; the sets are logged in kilos.
  const use = useStableFunctions({
    use: (sets: WarmupSet[]) =>
      onWarmup?.(sets.map((set) => ({ ...set, load: { ...set.load, total: toKg(set.load.total, unit) } }))),
  });
  const onUse = onWarmup ? use.use : undefined;
  return (
    <PlatesContext.Provider value={barbell}>
      <TypedContext.Provider value={onTyped}>
        {first ? (
          <WarmupRamp
            work={kg}
            settings={settings}
            onUse={onUse}
            logged={rows.filter((row) => row.tipo === 'calentamiento').length}
          />
        ) : null}
        {children}
      </TypedContext.Provider>
    </PlatesContext.Provider>
  );
}

/** Work set `n`'s kg input tells its exercise what is typed (`undefined` once the row is gone). */
export function useReportTypedKg(n: number, text: string | undefined) {
  const onTyped = useContext(TypedContext);
  const kg = text === undefined ? undefined : parseKg(text);
  useEffect(() => {
    onTyped?.(n, kg);
  }, [onTyped, n, kg]);
  useEffect(() => () => onTyped?.(n, undefined), [onTyped, n]);
}
