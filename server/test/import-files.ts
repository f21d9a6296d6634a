/**
 * Strong exports of any size for the import's tests and the bench: a session a day from
 * 2015-01-01, four exercises of five sets each (20 sets a session), the same every time.
 */
export const STRONG_HEADER =
  'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n';

/** The exercises of a generated file, each with the catalogue id the matcher proposes for it. */
export const GENERATED_EXERCISES = ['Bench Press (Barbell)', 'Squat (Barbell)', 'Deadlift (Barbell)', 'Pull Up'];

const DAY_MS = 86_400_000;

/** A Strong CSV with `sets` sets (20 per session), named `name` ("Sesión A 1", "Sesión A 2"…). */
export function strongFile(sets: number, name = 'A'): string {
  const rows: string[] = [];
  const first = Date.UTC(2015, 0, 1);
  for (let n = 0; n < sets; n++) {
    const session = Math.floor(n / 20);
    const exercise = GENERATED_EXERCISES[Math.floor(n / 5) % 4]!;
    const order = (n % 5) + 1;
    const day = new Date(first + session * DAY_MS).toISOString().slice(0, 10);
    rows.push(
      `${day} 18:02:11,"Sesión ${name} ${session + 1}",1h 5m,"${exercise}",${order},${60 + order}.0,${5 + order}.0,0,0.0,,"",8.0\n`,
    );
  }
  return STRONG_HEADER + rows.join('');
}
