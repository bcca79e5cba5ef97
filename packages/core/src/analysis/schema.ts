import type { Migration } from '../store/migration.js';

/** Analysis queue tables (schema version 3). */
export const ANALYSIS_MIGRATIONS: Migration[] = [];
