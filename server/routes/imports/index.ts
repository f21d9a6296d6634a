import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  importInput,
  importPreview,
  importPreviewInput,
  importResult,
  type ImportPreview,
} from '../../../src/lib/contract-import';
import { catalogueMatcher } from '../../domain/import/match';
import { IMPORT_MESSAGES as M } from '../../domain/import/messages';
import { ImportFileError, parseImport, type ParsedImport } from '../../domain/import/parse';
import { dayIn } from '../../domain/training/weeks';
import { APP_TIME_ZONE } from '../../domain/profile';
import { HttpError } from '../../plugins/errors';
import { errorSchema } from '../schemas';
import { catalogueNames, existingClientIds, importSessions, sessionClientId } from './repository';

const TAGS = ['imports'];
const security = [{ token: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 413: errorSchema, 429: errorSchema };
/** A 5 MB file as a JSON string may grow with escapes; the file's own limit is checked after. */
const BODY_LIMIT = 12 * 1024 * 1024;
/** Previews and imports per user and hour (each reads a whole file). */
const PREVIEWS_PER_HOUR = 60;
const IMPORTS_PER_HOUR = 20;

const bad = (message: string) => new HttpError(400, message, 'VALIDATION');

function read(text: string): ParsedImport {
  try {
    return parseImport(text);
  } catch (err) {
    if (err instanceof ImportFileError) throw bad(err.message);
    throw err;
  }
}

/** Schema failures, too-large bodies and the rate limit answered in Spanish. */
function importErrorHandler(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  if (err.validation) {
    const field = (err.validation[0]?.instancePath ?? '').split('/').filter(Boolean).at(0) ?? '';
    return reply.code(400).send({ message: M.invalid(field), code: 'VALIDATION' });
  }
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ message: M.tooBig, code: err.code });
  if (err instanceof HttpError && err.code === 'RATE_LIMITED') {
    return reply
      .code(429)
      .send({ message: M.rateLimited(Number(reply.getHeader('retry-after')) || 60), code: err.code });
  }
  throw err;
}

/** Issue #27, item 4: a Strong or Hevy CSV export previewed, then imported as logged sessions. */
const importRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler(importErrorHandler);
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
      const parsed = read(req.body.archivo);
      const catalogue = await catalogueNames(app.db);
      const matcher = catalogueMatcher(catalogue);
      const byName = new Map<string, { sesiones: number; series: number }>();
      for (const s of parsed.sessions) {
        for (const e of s.exercises) {
          const seen = byName.get(e.nombre) ?? { sesiones: 0, series: 0 };
          byName.set(e.nombre, { sesiones: seen.sesiones + 1, series: seen.series + e.sets.length });
        }
      }
      const ids = parsed.sessions.map((s) => sessionClientId(req.user!.id, parsed.format, s));
      const already = await existingClientIds(app.db, req.user!.id, ids);
      const starts = parsed.sessions.map((s) => s.inicio.getTime());
      return {
        formato: parsed.format,
        sesiones: parsed.sessions.length,
        series: [...byName.values()].reduce((n, e) => n + e.series, 0),
        ya_importadas: already.size,
        desde: dayIn(new Date(Math.min(...starts)), APP_TIME_ZONE),
        hasta: dayIn(new Date(Math.max(...starts)), APP_TIME_ZONE),
        ejercicios: [...byName].map(([nombre, counts]) => ({
          nombre,
          ...counts,
          propuesta: matcher.propose(nombre).id,
        })),
        catalogo: catalogue.map(({ id, nombre }) => ({ id, nombre })),
      };
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
      const parsed = read(req.body.archivo);
      const known = new Set((await catalogueNames(app.db)).map((c) => c.id));
      const mapping = new Map<string, number>();
      for (const m of req.body.correspondencias) {
        if (m.ejercicio_id === null) continue;
        if (!known.has(m.ejercicio_id)) throw bad(M.badMapping);
        mapping.set(m.nombre, m.ejercicio_id);
      }
      if (mapping.size === 0) throw bad(M.nothingMapped);
      const counts = await importSessions(app.db, req.user!.id, parsed, mapping);
      return { formato: parsed.format, ...counts };
    },
  );
};
export default importRoutes;
