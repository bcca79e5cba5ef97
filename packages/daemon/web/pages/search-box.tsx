// The inbox's search box: the search language of `q` (docs/http-api.md, "Search"), a short
// list of its prefixes under "Search syntax", and the daemon's refusal of a bad term shown
// under the field (the field marked invalid and described by it), never an empty list.
import { ApiFailure } from '../api.js';
import { problem } from '../components.js';

/** The prefixes, as the help lists them (docs/dashboard.md has the same table). */
export const SEARCH_TERMS: ReadonlyArray<readonly [string, string]> = [
  ['word "a phrase"', 'in the subject, the sender or the text'],
  ['from:  to:  cc:  subject:', 'words (or an address) of that field'],
  ['tag:signup', 'tagged signup'],
  ['is:unread  is:read  is:tagged', 'the message’s state'],
  ['has:otp  has:attachment', 'a code, an attachment'],
  ['intent:password_reset  link:magic_link', 'what the mail is for, a link of a type'],
  ['header:X-Mailer=value', 'a header (with that value)'],
  ['after:2026-11-27  before:…', 'received after / before a day'],
  ['larger:10K  smaller:1MB', 'its size'],
  ['-subject:invoice  -tag:seen', 'not: - before any term'],
];

/** What a failed search says: the daemon's message without its `q: ` prefix for a bad term. */
export function searchProblem(error: unknown): string {
  if (error instanceof ApiFailure && error.status === 400) return `This search cannot run: ${error.message.replace(/^q: /, '')}`;
  return problem(error);
}

export interface SearchBoxProps {
  query: string;
  applied: string;
  error: unknown;
  onInput(q: string): void;
  onSearch(q: string): void;
  onClear(): void;
}

export function SearchBox({ query, applied, error, onInput, onSearch, onClear }: SearchBoxProps) {
  const errorId = 'message-search-error';
  return (
    <div class="search-area">
      <form class="search" role="search" onSubmit={(e) => { e.preventDefault(); onSearch(query.trim()); }}>
        <label for="message-search" class="visually-hidden">Search this inbox's messages</label>
        <input id="message-search" type="search" name="q" placeholder="Words, from:, tag:, -not… (press /)" value={query}
          aria-invalid={error ? 'true' : undefined} aria-describedby={error ? errorId : undefined} aria-keyshortcuts="/"
          onInput={(e) => onInput(e.currentTarget.value)} onKeyDown={(e) => { if (e.key === 'Escape') e.currentTarget.blur(); }} />
        <button type="submit">Search</button>
        {applied && <button type="button" class="secondary" onClick={onClear}>Clear</button>}
      </form>
      {error ? <p id={errorId} class="notice error" role="alert" data-testid="search-error">{searchProblem(error)}</p> : null}
      <details class="search-help" data-testid="search-help">
        <summary>Search syntax</summary>
        <table>
          <thead><tr><th scope="col">Type</th><th scope="col">Finds</th></tr></thead>
          <tbody>{SEARCH_TERMS.map(([term, what]) => <tr key={term}><td><code>{term}</code></td><td>{what}</td></tr>)}</tbody>
        </table>
        <p class="hint">Every term must hold. Quote a value with spaces: <code>subject:"your code"</code>.</p>
      </details>
    </div>
  );
}
