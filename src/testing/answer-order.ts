import { http, HttpResponse, type JsonBodyType } from 'msw';
import { expect, waitFor } from 'storybook/test';

/**
 * A GET answer whose timing a story's play decides, to show a screen's answers arriving in a
 * given order. `asked` turns true when the request comes. A held answer waits for `release()`;
 * its `body` is the JSON it then sends, or, with none, the request goes on to the next handler
 * (the default answer). `reset()` goes in the story's `beforeEach`, so every run starts unasked.
 */
export function orderedAnswer(path: string, { held, body }: { held: boolean; body?: () => JsonBodyType }) {
  const state = { asked: false, release: () => {} };
  const handler = http.get(path, async () => {
    state.asked = true;
    if (held) await new Promise<void>((resolve) => (state.release = resolve));
    return body ? HttpResponse.json(body()) : undefined;
  });
  return {
    handler,
    get asked() {
      return state.asked;
    },
    release: () => state.release(),
    reset: () => {
      Object.assign(state, { asked: false, release: () => {} });
    },
  };
}

/**
 * Waits until every answer of `answers` has been asked for, then long enough for the ones not
 * held to have been drawn (had the screen drawn them alone), so the play can check what shows.
 */
export async function whenAsked(...answers: { asked: boolean }[]): Promise<void> {
  await waitFor(() => expect(answers.map((a) => a.asked)).not.toContain(false), { timeout: 5000 });
  await new Promise((resolve) => setTimeout(resolve, 300));
}
