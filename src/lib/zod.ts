/**
 * zod for the app's and the shared contract's modules: every module of src/ imports `z` from here
 * (eslint.config.js forbids 'zod' itself), so the configuration below is in place before any
 * schema parses, whichever screen loads first.
 *
 * In the browser, zod must not probe `new Function` for its compiled fast path: the app's CSP has
 * no 'unsafe-eval', so the probe is a CSP violation, which Chromium lists as a DevTools issue
 * (it costs Lighthouse's best-practices score on every screen that parses). The server, which
 * imports the shared contract too, keeps the fast path.
 */
import { z } from 'zod';

if ('window' in globalThis) z.config({ jitless: true });

export { z };
