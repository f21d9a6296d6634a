import { describe, expect, it } from 'vitest';
import { resources } from '../locales/resources';
import { BUNDLED_TEXTS, SCREEN_TEXTS, screenTextsBackend } from './screen-texts';

describe('texts per screen', () => {
  it('bundled and per-screen namespaces are together exactly the plain resources, each once', async () => {
    const bundled = Object.keys(BUNDLED_TEXTS);
    const perScreen = Object.keys(SCREEN_TEXTS);
    expect(bundled.filter((ns) => perScreen.includes(ns))).toEqual([]);
    expect([...bundled, ...perScreen].sort()).toEqual(Object.keys(resources.es).sort());
    const loaded = Object.fromEntries(
      await Promise.all(Object.entries(SCREEN_TEXTS).map(async ([ns, load]) => [ns, (await load()).default])),
    );
    expect({ ...BUNDLED_TEXTS, ...loaded }).toEqual(resources.es);
  });

  it('the backend answers a screen namespace with its texts and refuses any other', async () => {
    const read = (ns: string) =>
      new Promise<[unknown, unknown]>((resolve) =>
        screenTextsBackend.read('es', ns, (error, data) => resolve([error, data])),
      );
    expect(await read('legal')).toEqual([null, resources.es.legal]);
    const [error, data] = await read('common');
    expect(error).toBeInstanceOf(Error);
    expect(data).toBe(false);
  });
});
