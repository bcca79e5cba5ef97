// The first page's data the daemon put into the HTML (src/dashboard/initial-data.ts): the
// bodies of the GETs the page would make, by their path. Each is taken once, so a reload of
// the same data (a search, "try again") asks the API.

let entries: Record<string, unknown> | null = null;

function read(): Record<string, unknown> {
  if (entries) return entries;
  entries = {};
  const el = document.getElementById('initial-data');
  if (el?.textContent) {
    try {
      entries = JSON.parse(el.textContent) as Record<string, unknown>;
    } catch {
      // a broken script element: the pages ask the API
    }
  }
  el?.remove();
  return entries;
}

/**
 * The inlined answer of `GET path`, once; undefined when there is none (or it was taken).
 *
 * @example
 *   const first = takeInitial<ListInboxesResponse>('/v1/inboxes?limit=100');
 */
export function takeInitial<T>(path: string): T | undefined {
  const all = read();
  if (!(path in all)) return undefined;
  const value = all[path] as T;
  delete all[path];
  return value;
}
