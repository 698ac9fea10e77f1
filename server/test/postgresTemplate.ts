import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../src/db/database';

/** Runs `statement` on the server of `serverUrl`, on a connection of its own (CREATE and DROP DATABASE need one). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database named `prefix_<random>`, copied from `template` when one is given. */
export async function createDatabase(serverUrl: string, prefix: string, template?: string): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return name;
}

export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** A database with every migration run, for each test file's CREATE DATABASE … TEMPLATE (once per run, not per file). */
export async function createMigratedTemplate(serverUrl: string): Promise<string> {
  const name = await createDatabase(serverUrl, 'tc_template');
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: '' });
  await database.close();
  return name;
}
