import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { withDatabase } from './global-setup';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** A new embedded-database directory (its own temp folder): a copy of the prepared template. */
export function copyPgliteTemplate(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-test-'));
  fs.cpSync(inject('pgliteTemplate'), dir, { recursive: true });
  fs.rmSync(path.join(dir, 'forja.lock'), { force: true });
  return dir;
}

/** A database of its own for one test file: a copy of the prepared template. */
async function cloneDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  if (process.env.TEST_DATABASE === 'postgres') {
    const url = process.env.DATABASE_URL!;
    const template = inject('pgTemplate');
    const name = `${template}_f${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), dataDir: '' });
    return {
      database,
      async dispose() {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dir = copyPgliteTemplate();
  const database = await openDatabase({ dataDir: dir });
  return {
    database,
    async dispose() {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The real app on a real database (PGlite, or PostgreSQL with TEST_DATABASE=postgres). */
export async function createTestApp(
  env: Record<string, string> = {},
  /** Pino options (e.g. `{ level: 'info', stream }` to capture the log); default: silent. */
  logger: false | object = false,
): Promise<TestApp> {
  const { database, dispose } = await cloneDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: os.tmpdir(),
    APP_URL: 'http://forja.test',
    STATIC_DIR: '/nonexistent',
    ...env,
  });
  const app = await buildApp({ config, database, logger });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await dispose();
    },
  };
}
