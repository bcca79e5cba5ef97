import type { Migration } from '../store/migration.js';

/** Webhook tables (schema version 2). */
export const WEBHOOK_MIGRATIONS: Migration[] = [];
