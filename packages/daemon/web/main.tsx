// The Inboxkit web dashboard: a small Preact app served by the daemon at /dashboard. It reads
// and changes everything through the public /v1 API with the browser's session cookie
// (api.ts); the daemon renders the shell, the sign-in form and the CSRF token.
import { render } from 'preact';
import './styles.css';
import { csrfToken } from './api.js';
import { interceptLinks, match, usePath } from './router.js';
import { InboxesPage } from './pages/inboxes.js';
import { InboxPage } from './pages/inbox.js';
import { MessagePage } from './pages/message.js';
import { LatestMessagePage } from './pages/latest.js';
import { WebhooksPage } from './pages/webhooks.js';
import { KeysPage } from './pages/keys.js';
import { AccountPage } from './pages/account.js';
import { PageTitle } from './components.js';

const NAV: Array<[string, string]> = [
  ['/dashboard', 'Inboxes'], ['/dashboard/webhooks', 'Webhooks'], ['/dashboard/keys', 'API keys'], ['/dashboard/account', 'Account'],
];

function current(path: string, href: string): boolean {
  if (href === '/dashboard') return path === '/dashboard' || path.startsWith('/dashboard/inboxes') || path.startsWith('/dashboard/messages');
  return path.startsWith(href) || (href === '/dashboard/account' && path === '/dashboard/billing');
}

function Page({ path }: { path: string }) {
  let params: Record<string, string> | null;
  if (path === '/dashboard' || path === '/dashboard/') return <InboxesPage />;
  if ((params = match('/dashboard/inboxes/:id', path))) return <InboxPage id={params.id!} />;
  if ((params = match('/dashboard/inboxes/:id/latest', path))) return <LatestMessagePage inboxId={params.id!} />;
  if ((params = match('/dashboard/messages/:id', path))) return <MessagePage id={params.id!} />;
  if (path === '/dashboard/webhooks') return <WebhooksPage />;
  if (path === '/dashboard/keys') return <KeysPage />;
  if (path === '/dashboard/account' || path === '/dashboard/billing') return <AccountPage />;
  return <><PageTitle title="Not found">Not found</PageTitle><p>There is no such page. <a href="/dashboard">Back to the inboxes</a>.</p></>;
}

function App() {
  const path = usePath();
  return (
    <>
      <a class="skip" href="#main">Skip to the content</a>
      <header class="top">
        <a class="brand" href="/dashboard">Inboxkit</a>
        <nav aria-label="Main">
          <ul>
            {NAV.map(([href, label]) => (
              <li key={href}><a href={href} aria-current={current(path, href) ? 'page' : undefined}>{label}</a></li>
            ))}
          </ul>
        </nav>
        <form method="post" action="/dashboard/sign-out" class="signout">
          <input type="hidden" name="csrf_token" value={csrfToken()} />
          <button type="submit" class="secondary">Sign out</button>
        </form>
      </header>
      <main id="main" tabIndex={-1}>
        <Page key={path} path={path} />
      </main>
    </>
  );
}

interceptLinks();
window.addEventListener('popstate', () => { document.body.dataset.navigated = 'true'; });
document.addEventListener('click', () => { document.body.dataset.navigated = 'true'; }, { capture: true, once: true });
const root = document.getElementById('app')!;
root.textContent = ''; // the server's "Loading…" line
render(<App />, root);
