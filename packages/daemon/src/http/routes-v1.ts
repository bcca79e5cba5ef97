import { builtinRoutes, type V1Route } from './routes.js';
import { waitRoutes } from './routes-wait.js';
import { eventRoutes } from './routes-events.js';
import { manageRoutes } from './routes-manage.js';

/**
 * Every authenticated /v1 endpoint, in the order the router tries them: the wait routes before
 * GET /v1/messages/:message_id, which would take "wait" for an id. The API document
 * (openapi/document.ts) describes exactly these.
 */
export const v1Routes: readonly V1Route[] = [...waitRoutes, ...eventRoutes, ...builtinRoutes, ...manageRoutes];
