#!/usr/bin/env node
// The PostgreSQL server of the project's machines for `.ci/run` (127.0.0.1:5432, trust auth,
// database `test`): `create` makes a scratch database for this run and prints its URL, or
// prints nothing when no server answers (the tests then run PostgreSQL on PGlite); `drop URL`
// drops it again. Through node-postgres, which `npm ci` installed: no psql needed.
// Usage: node scripts/ci-postgres.mjs create | drop <url>
import pg from 'pg';

const BASE = process.env.INBOXKIT_CI_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin(work) {
  const client = new pg.Client({ connectionString: BASE, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const [command, url] = process.argv.slice(2);
if (command === 'create') {
  const name = `inboxkit_ci_${process.pid}_${Date.now()}`;
  try {
    await admin((c) => c.query(`CREATE DATABASE ${name}`));
    const scratch = new URL(BASE);
    scratch.pathname = `/${name}`;
    process.stdout.write(`${scratch}\n`);
  } catch (error) {
    process.stderr.write(`ci-postgres: no PostgreSQL server at ${BASE} (${error.message}); the PostgreSQL tests run on PGlite\n`);
  }
} else if (command === 'drop' && url) {
  const name = new URL(url).pathname.slice(1);
  if (!/^inboxkit_ci_\d+_\d+$/.test(name)) throw new Error(`not a scratch database of ours: ${name}`);
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
} else {
  process.stderr.write('usage: node scripts/ci-postgres.mjs create | drop <url>\n');
  process.exitCode = 2;
}
