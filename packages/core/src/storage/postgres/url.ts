/** True when `database` names a PostgreSQL database (a URL) rather than a SQLite file. */
export function isPostgresUrl(database: string): boolean {
  return /^(postgres|postgresql):\/\//i.test(database) || database.startsWith('pglite:');
}
