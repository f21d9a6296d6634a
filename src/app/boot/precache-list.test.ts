import { describe, expect, it } from 'vitest';
import { refreshPrecacheList } from './precache-list';

const SW =
  'define(["./workbox-1"],function(s){s.precacheAndRoute([{url:"index.html",revision:"aaa111"},{url:"assets/a-B1.js",revision:null}],{}),s.cleanupOutdatedCaches()});';

describe('refreshPrecacheList', () => {
  it('replaces the revision of the changed file and appends the added ones', () => {
    const sw = refreshPrecacheList(SW, { url: 'index.html', revision: 'bbb222' }, [
      { url: 'assets/global-x_Y-1.css', revision: null },
    ]);
    expect(sw).toBe(
      'define(["./workbox-1"],function(s){s.precacheAndRoute([{url:"index.html",revision:"bbb222"},{url:"assets/a-B1.js",revision:null},{url:"assets/global-x_Y-1.css",revision:null}],{}),s.cleanupOutdatedCaches()});',
    );
  });

  it('fails when the worker has no precache list or does not list the changed file', () => {
    expect(() => refreshPrecacheList('self.skipWaiting()', { url: 'index.html', revision: 'b' }, [])).toThrow(
      /no precacheAndRoute/,
    );
    expect(() => refreshPrecacheList(SW, { url: 'other.html', revision: 'b' }, [])).toThrow(/does not precache/);
  });
});
