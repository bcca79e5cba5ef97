import type { V1Route } from './routes.js';
import { inboxRoutes } from './routes-inboxes.js';
import { keyRoutes } from './routes-keys.js';
import { webhookRoutes } from './routes-webhooks.js';
import { accountRoutes } from './routes-account.js';
import { checkRoutes } from './routes-checks.js';
import { smtpFaultRoutes } from './routes-smtp-faults.js';
import { relayRoutes } from './routes-relay.js';
import { readStateRoutes } from './routes-read.js';
import { tagRoutes } from './routes-tags.js';

export { MANAGE_SCOPES } from './manage-scopes.js';

/** Every endpoint of issue 15's "manage and download", the inboxes' SMTP fault rules and the relay's, served after the built-in ones. */
export const manageRoutes: readonly V1Route[] = [...inboxRoutes, ...webhookRoutes, ...keyRoutes, ...accountRoutes, ...checkRoutes, ...smtpFaultRoutes, ...relayRoutes, ...readStateRoutes, ...tagRoutes];
