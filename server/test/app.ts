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
  /** The PostgreSQL database's URL (TEST_DATABASE=postgres); undefined on PGlite. */
  databaseUrl?: string;
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
async function cloneDatabase(): Promise<{ database: Database; url?: string; dispose(): Promise<void> }> {
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
      url: withDatabase(url, name),
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
  const { database, url, dispose } = await cloneDatabase();
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
    databaseUrl: url,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

/**
 * Another API process on the same database as `first`: on PostgreSQL a second app with a pool
 * of its own (as a second process would have); on PGlite, which only one process may open, a
 * second app over the same embedded database. Close it before `first`.
 */
export async function createSiblingApp(first: TestApp, env: Record<string, string> = {}): Promise<TestApp> {
  const database = first.databaseUrl
    ? await openDatabase({ databaseUrl: first.databaseUrl, dataDir: '' })
    : first.database;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: os.tmpdir(),
    APP_URL: 'http://forja.test',
    STATIC_DIR: '/nonexistent',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    databaseUrl: first.databaseUrl,
    async close() {
      await app.close();
      if (database !== first.database) await database.close();
    },
  };
}
