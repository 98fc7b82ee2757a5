/** PostgreSQL databases of one test run: created from the run's template, dropped at the end. */
import pg from 'pg';

/** The database the tests connect to for administration (creating and dropping their own databases). */
export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const adminUrl = (): string => PG_URL;

/** PG_URL pointing at another database of the same server. */
export const databaseUrl = (name: string): string => {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

export const quoteIdent = (name: string): string => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
  return `"${name}"`;
};

let answers: Promise<boolean> | undefined;
/** Whether PostgreSQL answers at PG_URL (asked once per process). */
export const pgAnswers = (): Promise<boolean> => {
  answers ??= (async () => {
    const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return answers;
};

const withAdmin = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
};

/** A new database copied from `template` (an empty one from template0 when `template` is null). */
export const createDatabase = (name: string, template: string | null): Promise<void> =>
  withAdmin(async (client) => {
    // CREATE DATABASE … TEMPLATE refuses while another creation copies the same template
    // ("source database is being accessed by other users"): a short retry settles it.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await client.query(`create database ${quoteIdent(name)} template ${template ? quoteIdent(template) : 'template0'}`);
        return;
      } catch (error) {
        const busy = error instanceof Error && /being accessed by other users/.test(error.message);
        if (!busy || attempt >= 50) throw error;
        await new Promise((r) => setTimeout(r, 50 + Math.floor(Math.random() * 100)));
      }
    }
  });

/**
 * Drops a test database once its connections are gone. A closed pool has sent its goodbyes but its
 * sessions may still be ending: forcing them out then would hit a client mid-goodbye (an uncaught
 * "terminating connection" in the test file), so this waits for them and forces only as a last resort.
 */
export const dropDatabase = (name: string): Promise<void> =>
  withAdmin(async (client) => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      try {
        await client.query(`drop database if exists ${quoteIdent(name)}`);
        return;
      } catch (error) {
        if (!(error instanceof Error && /being accessed by other users/.test(error.message))) throw error;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    await client.query(`drop database if exists ${quoteIdent(name)} with (force)`);
  });

/** Drops every database whose name starts with `prefix` (the end of a run, or what a killed run left). */
export const dropRunDatabases = (prefix: string): Promise<void> =>
  withAdmin(async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${prefix}%`]);
    for (const { datname } of rows) await client.query(`drop database if exists ${quoteIdent(datname)} with (force)`);
  });
