import { PNG } from 'pngjs';

/**
 * A shot that shows nothing to review: a story named for a state must be shot in that state, not
 * on an empty canvas or on the line where the story's router shows where a navigation went
 * (.storybook/decorators.tsx, `NavigatedTo`). The visual suite fails such a shot; a story that
 * tests a path ending in a navigation is tagged interaction-only (src/testing/stories.ts) and not shot.
 */

/** Stories whose component draws nothing in that state, by design: a blank shot is their state. */
export const BLANK_BY_DESIGN: Record<string, string> = {
  'patrones-estructura-updateprompt--hidden': 'no update waiting: the prompt is not shown',
  'patrones-entrenamiento-inprogressdialog--closed': 'the dialog is closed',
  'patrones-entrenamiento-outboxstatus--empty': 'nothing queued: no status shown',
  'patrones-ejercicios-exercisedetaildialog--closed': 'the dialog is closed',
  'patrones-entrenamiento-resttimerbar--hidden': 'no rest running: no bar',
  'patrones-entrenamiento-resttimerlink--hidden': 'no rest running: no link',
  'patrones-entrenamiento-suggestionline--none': 'no suggestion: no line',
  'patrones-entrenamiento-sessionplanweek--outside-the-block': 'outside the programme: no week line',
  'patrones-ejercicios-exercisethumb--pair-without-photos': 'no photos: the pair draws nothing',
};

/** The colour distance (sum over R, G, B) under which two pixels count as the same colour. */
const SAME_COLOUR = 24;

/** "blank" when every pixel of the PNG has the first pixel's colour, else undefined. */
export function blankShot(png: Buffer): 'blank' | undefined {
  const { data } = PNG.sync.read(png);
  const [r, g, b] = [data[0]!, data[1]!, data[2]!];
  for (let i = 4; i < data.length; i += 4) {
    if (Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b) > SAME_COLOUR)
      return undefined;
  }
  return 'blank';
}
