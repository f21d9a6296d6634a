import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated and seeded data directory each test file copies. */
    pgliteTemplate: string;
    /** PostgreSQL: a migrated and seeded database each test file clones. */
    pgTemplate: string;
  }
}

/** Admin connection string: DATABASE_URL with its database swapped. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * Prepares the database once per run (migrations + seed take seconds); every test file then
 * gets its own copy, so files run in parallel without sharing rows.
 */
export default async function setup(project: TestProject) {
  // The project's `env` reaches the test workers, not this main-process hook: read the config.
  if (project.config.env?.TEST_DATABASE === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
    const name = `forja_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), dataDir: '' });
    await prepareDatabase(database);
    await database.close();
    project.provide('pgTemplate', name);
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname = $1 or datname like $2`,
        [name, `${name}_f%`],
      );
      for (const { datname } of leftovers.rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-tpl-'));
  const database = await openDatabase({ dataDir: dir });
  await prepareDatabase(database);
  await database.close();
  project.provide('pgliteTemplate', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
