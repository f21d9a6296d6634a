import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueMatcher, normalisedName, type CatalogueName } from '../../domain/import/match';
import { IMPORT_MESSAGES as M } from '../../domain/import/messages';
import { ImportFileError, type ParsedImport } from '../../domain/import/parse';
import { Slices } from '../../domain/import/slices';
import { dayIn } from '../../domain/training/weeks';
import { APP_TIME_ZONE } from '../../domain/profile';
import { HttpError } from '../../plugins/errors';
import type { Db } from '../../db/client';
import { ReadFiles } from './read-files';
import {
  BATCH_TARGET_MS,
  catalogueNames,
  discardAbandonedImports,
  existingClientIds,
  ImportConflictError,
  importSessions,
  rememberChoices,
  rememberedChoices,
  sessionClientId,
} from './repository';
import {
  importErrors as errors,
  importInput,
  importPreview,
  importPreviewInput,
  importResult,
  type ImportInput,
  type ImportPreview,
} from './schemas';

const TAGS = ['imports'];
const security = [{ token: [] }];
/** A 5 MB file as a JSON string may grow with escapes; the file's own limit is checked after. */
const BODY_LIMIT = 12 * 1024 * 1024;
/** Previews and imports per user and hour (each reads a whole file). */
const PREVIEWS_PER_HOUR = 60;
const IMPORTS_PER_HOUR = 20;

const bad = (message: string) => new HttpError(400, message, 'VALIDATION');

/** The reason an import or a preview stops when the server shuts down: a 503, nothing written. */
class ShuttingDown extends Error {}

/** A file's read, or its 400; a shutdown's 503. */
async function read(files: ReadFiles, userId: number, text: string, signal: AbortSignal): Promise<ParsedImport> {
  try {
    return await files.read(userId, text, signal);
  } catch (err) {
    throw answer(err);
  }
}

/** The answer for what stopped a preview or an import. */
function answer(err: unknown): unknown {
  if (err instanceof ImportFileError) return bad(err.message);
  if (err instanceof ShuttingDown) return new HttpError(503, M.shuttingDown, 'SHUTTING_DOWN');
  if (err instanceof ImportConflictError) return new HttpError(409, M.conflict, 'CONFLICT');
  return err;
}

/**
 * What the preview shows of a file read: its sessions, sets and days, the sessions already
 * imported, and a proposed catalogue exercise per name. Each name is matched against the whole
 * catalogue (about a millisecond), so in slices that let other requests run.
 */
async function previewOf(db: Db, userId: number, parsed: ParsedImport, signal: AbortSignal): Promise<ImportPreview> {
  const catalogue = await catalogueNames(db);
  const matcher = catalogueMatcher(catalogue);
  const byName = new Map<string, { sesiones: number; series: number }>();
  for (const s of parsed.sessions) {
    for (const e of s.exercises) {
      const seen = byName.get(e.nombre) ?? { sesiones: 0, series: 0 };
      byName.set(e.nombre, { sesiones: seen.sesiones + 1, series: seen.series + e.sets.length });
    }
  }
  const ids = parsed.sessions.map((s) => sessionClientId(userId, parsed.format, s));
  const already = await existingClientIds(db, userId, ids);
  const starts = parsed.sessions.map((s) => s.inicio.getTime());
  const slices = new Slices(signal, 50);
  const known = new Set(catalogue.map((c) => c.id));
  const remembered = await rememberedChoices(db, userId, [...byName.keys()].map(normalisedName));
  const ejercicios: ImportPreview['ejercicios'] = [];
  for (const [nombre, counts] of byName) {
    const mine = remembered.get(normalisedName(nombre));
    if (mine !== undefined && known.has(mine)) {
      ejercicios.push({
        nombre,
        ...counts,
        propuesta: mine,
        motivo: { origen: 'recordada', equipo: null, patron: null },
      });
      continue;
    }
    const { id, reason } = matcher.propose(nombre);
    ejercicios.push({
      nombre,
      ...counts,
      propuesta: id,
      ...(id === null ? {} : { motivo: { origen: 'parecido', ...reason } }),
    });
    await slices.step();
  }
  return {
    formato: parsed.format,
    sesiones: parsed.sessions.length,
    series: [...byName.values()].reduce((n, e) => n + e.series, 0),
    ya_importadas: already.size,
    desde: dayIn(new Date(starts.reduce((a, b) => Math.min(a, b))), APP_TIME_ZONE),
    hasta: dayIn(new Date(starts.reduce((a, b) => Math.max(a, b))), APP_TIME_ZONE),
    ejercicios,
    catalogo: catalogue.map(({ id, nombre }) => ({ id, nombre })),
  };
}

/**
 * Remembers where the user's matches differ from what the names alone propose (the next
 * preview proposes them first) and forgets the names where they agree again. "No importar" is
 * not remembered: the next file may hold sets of it worth importing.
 */
async function learnMatches(
  db: Db,
  userId: number,
  catalogue: CatalogueName[],
  matches: ImportInput['correspondencias'],
  signal: AbortSignal,
): Promise<void> {
  const matcher = catalogueMatcher(catalogue);
  const slices = new Slices(signal, 50);
  const chosen = new Map<string, number>();
  const forget = new Set<string>();
  for (const m of matches) {
    const nombre = normalisedName(m.nombre);
    if (m.ejercicio_id === null || nombre === '') continue;
    if (matcher.propose(m.nombre).id === m.ejercicio_id) {
      forget.add(nombre);
      chosen.delete(nombre);
    } else {
      chosen.set(nombre, m.ejercicio_id);
      forget.delete(nombre);
    }
    await slices.step();
  }
  const choices = [...chosen].map(([nombre, exerciseId]) => ({ nombre, exerciseId }));
  await rememberChoices(db, userId, choices, [...forget]);
}

/** File name → catalogue id of the confirmed matches ("No importar" left out); 400 when unusable. */
function mappingOf(catalogue: { id: number }[], matches: ImportInput['correspondencias']): Map<string, number> {
  const known = new Set(catalogue.map((c) => c.id));
  const mapping = new Map<string, number>();
  for (const m of matches) {
    if (m.ejercicio_id === null) continue;
    if (!known.has(m.ejercicio_id)) throw bad(M.badMapping);
    mapping.set(m.nombre, m.ejercicio_id);
  }
  if (mapping.size === 0) throw bad(M.nothingMapped);
  return mapping;
}

/** Schema failures, too-large bodies and the rate limit answered in Spanish. */
function importErrorHandler(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  if (err.validation) {
    const field = (err.validation[0]?.instancePath ?? '').split('/').filter(Boolean).at(0) ?? '';
    return reply.code(400).send({ message: M.invalid(field), code: 'VALIDATION' });
  }
  // Stopped by a shutdown: the connection closes too, so the server's close need not wait for
  // this client to let go of it (server/shutdown.ts drops the ones still open only later).
  if (err instanceof HttpError && err.code === 'SHUTTING_DOWN') {
    return reply.code(503).header('connection', 'close').send({ message: err.message, code: err.code });
  }
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ message: M.tooBig, code: err.code });
  if (err instanceof HttpError && err.code === 'RATE_LIMITED') {
    return reply
      .code(429)
      .send({ message: M.rateLimited(Number(reply.getHeader('retry-after')) || 60), code: err.code });
  }
  throw err;
}

/** A Strong or Hevy CSV export previewed, then imported as logged sessions (docs/PRODUCT.md §19). */
const importRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler(importErrorHandler);
  const files = new ReadFiles();
  // A shutdown stops previews and imports at their next turn (server/shutdown.ts waits for
  // them), and the sweep of abandoned imports at its next statement.
  const closing = new AbortController();
  app.addHook('preClose', (done) => {
    closing.abort(new ShuttingDown('shutting down'));
    done();
  });
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    sweeping = sweeping
      .then(() => (closing.signal.aborted ? 0 : discardAbandonedImports(app.db, closing.signal)))
      .catch((err: unknown) => app.log.error({ err }, 'Deleting abandoned imports failed'));
  };
  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => {
    closing.abort(new ShuttingDown('shutting down'));
    await sweeping;
  });
  const perUser = (name: string, max: number) =>
    app.limit({ name, max, windowSeconds: 3600, key: (req) => (req.user ? String(req.user.id) : null) });
  const previewLimit = perUser('import-preview', PREVIEWS_PER_HOUR);
  const importLimit = perUser('import', IMPORTS_PER_HOUR);

  app.post(
    '/imports/preview',
    {
      bodyLimit: BODY_LIMIT,
      preHandler: [app.authenticate, previewLimit],
      schema: {
        tags: TAGS,
        security,
        summary: 'Reads a Strong or Hevy CSV export: format, sessions, sets, dates and a proposed match per exercise',
        body: importPreviewInput,
        response: { 200: importPreview, ...errors },
      },
    },
    async (req): Promise<ImportPreview> => {
      const parsed = await read(files, req.user!.id, req.body.archivo, closing.signal);
      try {
        return await previewOf(app.db, req.user!.id, parsed, closing.signal);
      } catch (err) {
        throw answer(err);
      }
    },
  );

  app.post(
    '/imports',
    {
      bodyLimit: BODY_LIMIT,
      preHandler: [app.authenticate, importLimit],
      schema: {
        tags: TAGS,
        security,
        summary:
          'Imports a Strong or Hevy CSV export with the confirmed matches (null: not imported); sessions already imported are skipped',
        body: importInput,
        response: { 200: importResult, ...errors },
      },
    },
    async (req) => {
      const signal = closing.signal;
      const parsed = await read(files, req.user!.id, req.body.archivo, signal);
      const catalogue = await catalogueNames(app.db);
      const mapping = mappingOf(catalogue, req.body.correspondencias);
      sweep();
      try {
        const counts = await importSessions(app.db, req.user!.id, parsed, mapping, {
          signal,
          batchMs: BATCH_TARGET_MS[app.dbKind],
        });
        await learnMatches(app.db, req.user!.id, catalogue, req.body.correspondencias, signal);
        return { formato: parsed.format, ...counts };
      } catch (err) {
        throw answer(err);
      }
    },
  );
};
export default importRoutes;
