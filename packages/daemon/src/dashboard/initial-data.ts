import { isInboxkitError, type BrowserSession, type InboxService, type Scope } from '@inboxkit/core';
import { ROUTE_SCOPES } from '../http/routes.js';
import { MANAGE_SCOPES } from '../http/manage-scopes.js';

/**
 * The first page's data, put into the app's HTML so it renders with no API round trip
 * (docs/dashboard.md, "Fast first load"). Keyed by the exact GET the app would make, valued by
 * the body that GET answers: the app's `api()` takes an entry once instead of fetching it.
 * Read through core's public API with the session's account and scopes, as the /v1 route
 * would: a scope the session lacks, or an error (an inbox of another account: not found),
 * leaves the entry out and the app asks the API, which answers the error.
 *
 * @example
 *   const data = await initialDataFor(service, session, '/dashboard/inboxes/inb_1', 'req_1');
 *   // { '/v1/inboxes/inb_1': { success: true, … }, '/v1/inboxes/inb_1/messages?limit=50': { … } }
 */
export type InitialData = Record<string, unknown>;

/** What the app asks for first on each page (web/pages/inboxes.tsx and inbox.tsx use the same paths). */
export const INITIAL_PATHS = Object.freeze({
  inboxes: '/v1/inboxes?limit=100',
  inbox: (id: string) => `/v1/inboxes/${encodeURIComponent(id)}`,
  messages: (id: string) => `/v1/inboxes/${encodeURIComponent(id)}/messages?limit=50`,
});

const INBOX_PAGE = /^\/dashboard\/inboxes\/([^/]+)\/?$/;

export async function initialDataFor(service: InboxService, session: BrowserSession, path: string, requestId: string): Promise<InitialData> {
  const data: InitialData = {};
  const may = (scopes: readonly Scope[]) => scopes.some((s) => session.scopes.includes(s));
  const scope = service.account(session.account.id);
  const put = async (key: string, scopes: readonly Scope[], read: () => Promise<Record<string, unknown>>) => {
    if (!may(scopes)) return;
    try {
      data[key] = { success: true, request_id: requestId, ...(await read()) };
    } catch (error) {
      if (!isInboxkitError(error)) throw error;
      // The app asks the API, which answers this error with its status.
    }
  };
  if (path === '/dashboard' || path === '/dashboard/') {
    await put(INITIAL_PATHS.inboxes, ROUTE_SCOPES.listInboxes, async () => {
      const page = await scope.inboxes.list({ limit: '100' });
      return { wildcard_address: page.wildcard_address, inboxes: page.items, page_info: page.page_info };
    });
    return data;
  }
  const inbox = INBOX_PAGE.exec(path);
  if (inbox) {
    let id: string;
    try {
      id = decodeURIComponent(inbox[1]!);
    } catch {
      return data;
    }
    await Promise.all([
      put(INITIAL_PATHS.inbox(id), MANAGE_SCOPES.readInbox, async () => ({ inbox: await scope.inboxes.get(id) })),
      put(INITIAL_PATHS.messages(id), ROUTE_SCOPES.readMessages, async () => {
        const page = await scope.messages.list(id, { limit: '50' });
        return { messages: page.items, page_info: page.page_info };
      }),
    ]);
  }
  return data;
}

const UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * The data as the text of `<script type="application/json" id="initial-data">`: JSON with `<`,
 * `>`, `&`, U+2028 and U+2029 written as \u escapes, so no value (a subject of
 * `</script><script>…`) can end the element or open a comment, and the text is still JSON.
 */
export function initialDataScript(data: InitialData): string {
  const json = JSON.stringify(data).replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="initial-data">${json}</script>`;
}
