// Tags and the search language in the dashboard, in Debian's Chromium (playwright-core) against
// a real daemon receiving mail over real SMTP: tags from an X-Tags header and a plus-address as
// chips; the preview's tag editor (t, Enter, ×, Escape) changing the API's answer and the row
// without a reload; a refused name (the field's rule, the daemon's 400); a chip searching
// `tag:`; the search box with a prefix and a negation showing exactly the API's rows and a bad
// term's error; the message page's editor; the account page's Tags card (rename, delete). axe
// on each state, light and dark.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { startTestDaemon } from './fixtures/daemon.js';
import { until } from '../../../test-support/wait.js';
import { assertAccessible, launchChromium, rendered, screenshotDir, formSignIn } from './fixtures/browser.js';

const t = await startTestDaemon({});
const base = t.daemon.http.url;
const browser = await launchChromium();
const shots = screenshotDir();

test.after(async () => {
  await browser.close();
  await t.stop();
});

/** One sign-in through the form; every page of the file reuses its cookie. */
const sessionCookies = formSignIn(browser, base, t.key);

/** A signed-in page at desktop width; its confirm dialogs are accepted and recorded. */
async function newPage(): Promise<Page & { dialogs: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  await context.addCookies(await sessionCookies());
  const page = await context.newPage() as Page & { dialogs: string[] };
  page.dialogs = [];
  page.on('dialog', (dialog) => { page.dialogs.push(dialog.message()); void dialog.accept(); });
  return page;
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(shots, `${name}.png`), fullPage: true, animations: 'disabled' });
const list = (page: Page) => page.getByTestId('message-list');
const option = (page: Page, subject: string) => list(page).getByRole('option', { name: new RegExp(subject) });
const subjects = (page: Page) => list(page).locator('.row-title').allTextContents();
const rowTags = (page: Page, subject: string) => option(page, subject).locator('.tag').allTextContents();
const editorTags = (page: Page) => page.getByTestId('editor-tags').locator('.tag-name').allTextContents();
const tagsOf = async (id: string) => (await t.api<{ message: { tags: string[] } }>(`/v1/messages/${id}`)).body.message.tags;
const searchBox = (page: Page) => page.getByLabel('Search this inbox\'s messages');
const plus = (address: string, tag: string) => address.replace('@', `+${tag}@`);

/** Waits until the list shows exactly these subjects (newest first). API polls below wait 50 ms between reads (the per-address request budget). */
async function showsExactly(page: Page, expected: string[], what: string) {
  await until(async () => JSON.stringify(await subjects(page)) === JSON.stringify(expected), {
    timeoutMs: 10_000, what: () => `${what}: the list shows ${JSON.stringify(expected)}`,
  });
}

/** An inbox with three mails: one to a plus-address, one with an X-Tags header, one untagged (newest first: Plain, Header, Plus). */
async function taggedInbox(label: string) {
  const inbox = await t.createInbox({ label });
  await t.send({ from: 'Alice <alice@acme.example>', to: plus(inbox.email_address, 'qa'), subject: 'Plus', text: 'to a plus-address' });
  await t.send({ from: 'Bob <bob@acme.example>', to: inbox.email_address, subject: 'Header', text: 'tagged by a header', headers: { 'X-Tags': 'Signup, welcome email' } });
  await t.send({ from: 'Carol <carol@acme.example>', to: inbox.email_address, subject: 'Plain', text: 'no tags' });
  await until(async () => (await t.api<{ messages: unknown[] }>(`/v1/inboxes/${inbox.id}/messages`)).body.messages.length === 3, { intervalMs: 50, timeoutMs: 10_000, what: 'three mails in the inbox' });
  const all = (await t.api<{ messages: Array<{ id: string; subject: string }> }>(`/v1/inboxes/${inbox.id}/messages`)).body.messages;
  const id = (subject: string) => all.find((m) => m.subject === subject)!.id;
  return { inbox, id };
}

test('tags from X-Tags and a plus-address are chips; the preview adds and removes tags (t, Enter, ×), the API and the row follow', async () => {
  const { inbox, id } = await taggedInbox('tagging');
  assert.equal(await tagsOf(id('Plus')), ['qa']);
  assert.equal(await tagsOf(id('Header')), ['signup', 'welcome-email']);
  const page = await newPage();
  const puts: string[] = [];
  page.on('request', (r) => { if (r.method() === 'PUT' && r.url().endsWith('/tags')) puts.push(r.postData() ?? ''); });
  await page.goto(`${base}/dashboard/inboxes/${inbox.id}`);
  await rendered(page);
  assert.equal(await rowTags(page, 'Plus'), ['qa']);
  assert.equal(await rowTags(page, 'Header'), ['signup', 'welcome-email']);
  assert.equal(await rowTags(page, 'Plain'), []);
  // Live: mail arriving while the page is open comes with its chips.
  await page.waitForSelector('[data-live="live"]');
  await t.send({ from: 'Dan <dan@acme.example>', to: plus(inbox.email_address, 'live'), subject: 'Arrived', text: 'live', headers: { 'X-Tags': 'Fresh' } });
  await until(async () => JSON.stringify(await rowTags(page, 'Arrived')) === '["live","fresh"]', { timeoutMs: 10_000, what: 'the live row shows its tags' });

  // t with nothing selected: the newest message is selected and its tag field has the focus;
  // with one selected, that one's.
  await page.locator('h1').click();
  await page.keyboard.press('t');
  await page.getByTestId('preview').getByRole('heading', { name: 'Arrived' }).waitFor();
  await option(page, 'Plain').click();
  await page.getByTestId('preview').getByRole('heading', { name: 'Plain' }).waitFor();
  await page.keyboard.press('t');
  await until(() => page.evaluate(() => document.activeElement?.id === 'tag-input'), { what: 't focused the tag field' });
  assert.is(await page.getByLabel('Add a tag').inputValue(), '', 'no "t" typed into it');
  await page.keyboard.type('Release/2026');
  await page.keyboard.press('Enter');
  await until(async () => JSON.stringify(await rowTags(page, 'Plain')) === '["release/2026"]', { what: 'the row shows the new tag' });
  assert.equal(await editorTags(page), ['release/2026']);
  await until(async () => JSON.stringify(await tagsOf(id('Plain'))) === '["release/2026"]', { intervalMs: 50, timeoutMs: 10_000, what: 'the API has the tag' });
  await page.keyboard.type('smoke');
  await page.keyboard.press('Enter');
  await until(async () => JSON.stringify(await tagsOf(id('Plain'))) === '["release/2026","smoke"]', { intervalMs: 50, timeoutMs: 10_000, what: 'the API has both tags' });
  await until(async () => JSON.stringify(await rowTags(page, 'Plain')) === '["release/2026","smoke"]', { what: 'the row shows both' });
  assert.is(await page.getByLabel('Add a tag').inputValue(), '', 'the field is emptied');
  await assertAccessible(page, 'the preview with its tag editor');
  await shot(page, 'tags');

  // A name the rule refuses: said at once, nothing sent.
  const sent = puts.length;
  await page.keyboard.type('two words');
  await page.keyboard.press('Enter');
  const error = page.getByTestId('tag-error');
  await error.waitFor();
  assert.match((await error.textContent())!, /“two words” is not a tag name/);
  assert.is(await page.getByLabel('Add a tag').getAttribute('aria-invalid'), 'true');
  assert.is(puts.length, sent, 'no request for a refused name');
  await assertAccessible(page, 'the tag editor with an error');
  await page.getByLabel('Add a tag').fill('');

  // × removes one; the API and the row follow.
  await page.getByRole('button', { name: 'Remove the tag release/2026' }).click();
  await until(async () => JSON.stringify(await rowTags(page, 'Plain')) === '["smoke"]', { what: 'the row lost the tag' });
  await until(async () => JSON.stringify(await tagsOf(id('Plain'))) === '["smoke"]', { intervalMs: 50, timeoutMs: 10_000, what: 'the API lost the tag' });
  assert.is(puts.at(-1), JSON.stringify({ tags: ['smoke'] }), 'the whole list is sent');

  // Escape gives the focus back to the list, where keys work again.
  await page.getByLabel('Add a tag').focus();
  await page.keyboard.press('Escape');
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'option');
  await page.keyboard.press('j');
  await page.getByTestId('preview').getByRole('heading', { name: 'Header' }).waitFor();
  assert.equal(await editorTags(page), ['signup', 'welcome-email']);

  // The daemon's refusal (21 tags) is shown, and the tags stay as they were.
  const many = Array.from({ length: 20 }, (_, i) => `t${i}`);
  assert.is((await t.api(`/v1/messages/${id('Plus')}/tags`, { method: 'PUT', body: JSON.stringify({ tags: many }) })).status, 200);
  await page.reload();
  await rendered(page);
  await option(page, 'Plus').click();
  await page.getByTestId('tag-editor').waitFor();
  await page.getByLabel('Add a tag').fill('one-more');
  await page.getByLabel('Add a tag').press('Enter');
  await page.getByTestId('tag-error').waitFor();
  assert.match((await page.getByTestId('tag-error').textContent())!, /tags must have at most 20 tags/);
  await until(async () => (await editorTags(page)).length === 20, { what: 'the refused tag is taken back' });
  assert.equal(await tagsOf(id('Plus')), many);

  // The ? list names t.
  await page.locator('h1').click();
  await page.keyboard.press('?');
  assert.match((await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).textContent())!, /Tag the message/);
});

test('a tag chip searches tag:<name>: in the list, in the preview, and from the message page', async () => {
  const { inbox, id } = await taggedInbox('chips');
  const page = await newPage();
  await page.goto(`${base}/dashboard/inboxes/${inbox.id}`);
  await rendered(page);
  await showsExactly(page, ['Plain', 'Header', 'Plus'], 'all three');
  await option(page, 'Header').locator('.tag', { hasText: 'signup' }).click();
  await showsExactly(page, ['Header'], 'tag:signup');
  assert.is(await searchBox(page).inputValue(), 'tag:signup');
  assert.is(new URL(page.url()).searchParams.get('q'), 'tag:signup', 'the address keeps the search');
  await page.getByRole('button', { name: 'Clear' }).click();
  await showsExactly(page, ['Plain', 'Header', 'Plus'], 'cleared');

  await option(page, 'Plus').click();
  await page.getByRole('button', { name: 'Show the messages tagged qa' }).click();
  await showsExactly(page, ['Plus'], 'tag:qa from the preview');
  assert.is(await searchBox(page).inputValue(), 'tag:qa');

  // The message page's editor: its chip opens the inbox searching the tag.
  await page.goto(`${base}/dashboard/messages/${id('Header')}`);
  await page.getByTestId('tag-editor').waitFor();
  await page.getByLabel('Add a tag').fill('Beta');
  await page.getByLabel('Add a tag').press('Enter');
  await until(async () => JSON.stringify(await tagsOf(id('Header'))) === '["signup","welcome-email","beta"]', { intervalMs: 50, timeoutMs: 10_000, what: 'the message page added a tag' });
  await assertAccessible(page, 'the message page with its tag editor');
  await page.getByRole('button', { name: 'Show the messages tagged beta' }).click();
  await page.waitForURL((url) => url.pathname === `/dashboard/inboxes/${inbox.id}` && url.searchParams.get('q') === 'tag:beta');
  await showsExactly(page, ['Header'], 'tag:beta from the message page');
  assert.is(await searchBox(page).inputValue(), 'tag:beta');
  await page.reload();
  await showsExactly(page, ['Header'], 'tag:beta after a reload');
});

test('the search box speaks the search language: a prefix and a negation show exactly the API\'s rows; a bad term shows its error', async () => {
  const inbox = await t.createInbox({ label: 'search' });
  const mails: Array<[string, string]> = [
    ['Alice <alice@acme.example>', 'Invoice 42'], ['Bob <bob@acme.example>', 'Invoice 43'],
    ['Alice <alice@acme.example>', 'Welcome aboard'], ['Bob <bob@acme.example>', 'Hello'], ['Alice <alice@acme.example>', 'Receipt'],
  ];
  for (const [from, subject] of mails) await t.send({ from, to: inbox.email_address, subject, text: `${subject} text` });
  await until(async () => (await t.api<{ messages: unknown[] }>(`/v1/inboxes/${inbox.id}/messages`)).body.messages.length === 5, { intervalMs: 50, timeoutMs: 10_000, what: 'five mails' });
  const q = 'from:alice -subject:invoice';
  const api = (await t.api<{ messages: Array<{ subject: string }> }>(`/v1/inboxes/${inbox.id}/messages?q=${encodeURIComponent(q)}`)).body.messages.map((m) => m.subject);
  assert.equal(api, ['Receipt', 'Welcome aboard']);

  const page = await newPage();
  await page.goto(`${base}/dashboard/inboxes/${inbox.id}`);
  await rendered(page);
  assert.match((await searchBox(page).getAttribute('placeholder'))!, /from:.*tag:/);
  await page.getByText('Search syntax').click();
  assert.match((await page.getByTestId('search-help').textContent())!, /is:unread.*has:otp.*larger:10K.*-subject:invoice/s);
  await searchBox(page).fill(q);
  await searchBox(page).press('Enter');
  await showsExactly(page, api, q);
  assert.is(await page.getByRole('heading', { name: `Messages matching “${q}”` }).count(), 1);

  // A bad term: the daemon's message under the field, the field invalid, no list.
  await searchBox(page).fill('from:alice larger:lots');
  await page.getByRole('button', { name: 'Search' }).click();
  const error = page.getByTestId('search-error');
  await error.waitFor();
  assert.match((await error.textContent())!, /This search cannot run: "larger:lots" needs a size/);
  assert.is(await searchBox(page).getAttribute('aria-invalid'), 'true');
  assert.is(await searchBox(page).getAttribute('aria-describedby'), 'message-search-error');
  assert.is(await list(page).count(), 0, 'no stale rows under an error');
  await page.getByTestId('search-failed').waitFor();
  await assertAccessible(page, 'a refused search');
  await shot(page, 'search-error');
  await page.emulateMedia({ colorScheme: 'dark' });
  await assertAccessible(page, 'a refused search, dark');

  // Fixed: the rows again, the error gone.
  await searchBox(page).fill('-from:alice');
  await searchBox(page).press('Enter');
  await showsExactly(page, ['Hello', 'Invoice 43'], '-from:alice');
  assert.is(await page.getByTestId('search-error').count(), 0);
  assert.is(await searchBox(page).getAttribute('aria-invalid'), null);
});

test('the dark theme: the tag editor and chips, no serious accessibility violation', async () => {
  const { inbox } = await taggedInbox('dark tags');
  const page = await newPage();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${base}/dashboard/inboxes/${inbox.id}`);
  await rendered(page);
  await option(page, 'Header').click();
  await page.getByTestId('tag-editor').waitFor();
  await page.getByLabel('Add a tag').fill('no good!');
  await page.getByLabel('Add a tag').press('Enter');
  await page.getByTestId('tag-error').waitFor();
  await assertAccessible(page, 'the tag editor with an error, dark');
  await shot(page, 'tags-dark');
});

test('the account page lists the tags with their counts; rename and delete (confirmed) reach the API', async () => {
  const inbox = await t.createInbox({ label: 'account tags' });
  await t.send({ to: plus(inbox.email_address, 'acct-one'), subject: 'One', text: 'x' });
  await t.send({ to: plus(inbox.email_address, 'acct-one'), subject: 'Two', text: 'x' });
  await t.send({ to: plus(inbox.email_address, 'acct-two'), subject: 'Three', text: 'x' });
  const tagList = async () => (await t.api<{ tags: Array<{ name: string; message_count: number }> }>('/v1/tags')).body.tags;
  await until(async () => (await tagList()).some((x) => x.name === 'acct-two'), { intervalMs: 50, timeoutMs: 10_000, what: 'the tags exist' });
  const page = await newPage();
  await page.goto(`${base}/dashboard/account`);
  const card = page.getByTestId('account-tags');
  await card.locator('[data-tag="acct-one"]').waitFor();
  assert.match((await card.locator('[data-tag="acct-one"]').textContent())!, /2 messages/);
  await assertAccessible(page, 'the account page with tags');

  await card.getByRole('button', { name: 'Rename the tag acct-one' }).click();
  const field = card.getByLabel('New name of the tag acct-one');
  await field.fill('Acct-Renamed');
  await field.press('Enter');
  await card.getByText('Renamed acct-one to acct-renamed.').waitFor();
  const after = await tagList();
  assert.ok(after.some((x) => x.name === 'acct-renamed' && x.message_count === 2) && !after.some((x) => x.name === 'acct-one'), JSON.stringify(after));
  await card.locator('[data-tag="acct-renamed"]').waitFor();

  await card.getByRole('button', { name: 'Delete the tag acct-two' }).click();
  await card.getByText(/Deleted the tag acct-two/).waitFor();
  assert.match(page.dialogs.at(-1)!, /Delete the tag “acct-two” from its 1 message\?/);
  assert.not.ok((await tagList()).some((x) => x.name === 'acct-two'));
  await card.locator('[data-tag="acct-two"]').waitFor({ state: 'detached' });
});

test.run();
