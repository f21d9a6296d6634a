import { render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers';
import { makeStore } from '../lib/store';
import { useUserRoutinesQuery } from '../entities/user-routines/api';
import { server } from '../testing/setup-unit';
import { drawnQuery, type DrawnQuery } from '../lib/drawn-query';

type Seen = { data?: unknown; isLoading: boolean; isError: boolean };
const seen = ({ data, isLoading, isError }: Seen): Seen => ({ data, isLoading, isError });
/** The states in `list`, each once while it lasts. */
const changes = (list: Seen[]) => list.filter((s, i) => i === 0 || JSON.stringify(s) !== JSON.stringify(list[i - 1]));

/** Renders the plain hook and the one with `drawnQuery` side by side, each logging what it renders with. */
async function renderBoth() {
  const plain: Seen[] = [];
  const drawn: Seen[] = [];
  function Plain() {
    plain.push(seen(useUserRoutinesQuery()));
    return null;
  }
  function Drawn() {
    drawn.push(seen(useUserRoutinesQuery(undefined, { selectFromResult: drawnQuery }) as DrawnQuery<unknown>));
    return null;
  }
  render(
    <AppProviders store={makeStore()}>
      <Plain />
      <Drawn />
    </AppProviders>,
  );
  await waitFor(() => expect(plain.at(-1)?.isLoading).toBe(false));
  await waitFor(() => expect(drawn.at(-1)?.isLoading).toBe(false));
  return { plain, drawn };
}

// "No re-render when a query starts" (drawn-query.ts): what a component draws is the plain hook's,
// and the query's start (`pending`) does not render it again.
describe('drawnQuery', () => {
  it('draws what the plain hook gives, rendering once loading and once with the data', async () => {
    const { plain, drawn } = await renderBoth();
    expect(plain[0]).toMatchObject({ data: undefined, isLoading: true, isError: false });
    expect(plain.length).toBeGreaterThan(changes(plain).length);
    expect(drawn).toEqual(changes(plain));
    expect(drawn).toHaveLength(2);
  });

  it('draws a failed query as the plain hook does', async () => {
    server.use(http.get('/api/user-routines', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const { plain, drawn } = await renderBoth();
    expect(drawn.at(-1)).toEqual({ data: undefined, isLoading: false, isError: true });
    expect(drawn).toEqual(changes(plain));
  });
});
