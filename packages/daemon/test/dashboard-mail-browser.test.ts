// The inbox page as a mail client, in Debian's Chromium (playwright-core) against a real daemon
// receiving mail over real SMTP: the first list inlined in the HTML (no API round trip), the
// list beside the preview pane, the keyboard flow (j/k, Enter, /, e, #, Delete, z, ?) with the
// read state and deletes reaching the API, the narrow window opening the full message, the
// preview's width switch, the dark theme, and opt-in notifications for new mail (the browser's
// Notification is stubbed in the page: it is outside the project). axe on each state.
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
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

test.after(async () => {
  await browser.close();
  await t.stop();
});

const contexts: BrowserContext[] = [];
async function newPage(viewport = DESKTOP, setup?: (context: BrowserContext) => Promise<void>): Promise<Page> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  contexts.push(context);
  // Granted as a person would; headless Chromium's own Notification still says denied, so the
  // notifications test stubs it (the page then shows its opt-in button).
  await context.grantPermissions(['notifications'], { origin: base });
  await setup?.(context);
  await context.addCookies(await sessionCookies());
  const page = await context.newPage();
  page.on('dialog', (dialog) => { void dialog.accept(); });
  return page;
}

/** One sign-in through the form; every page of the file reuses its cookie. */
const sessionCookies = formSignIn(browser, base, t.key);

const shot = (page: Page, name: string) => page.screenshot({ path: join(shots, `${name}.png`), fullPage: true, animations: 'disabled' });
const options = (page: Page) => page.getByTestId('message-list').getByRole('option');
const option = (page: Page, subject: string) => page.getByTestId('message-list').getByRole('option', { name: new RegExp(subject) });
const readOf = async (id: string) => (await t.api<{ message: { read: boolean } }>(`/v1/messages/${id}`)).body.message.read;
const selectedSubject = (page: Page) => page.getByTestId('message-list').locator('[aria-selected="true"] .row-title').textContent();
const focusedSubject = (page: Page) => page.evaluate(() => document.activeElement?.querySelector('.row-title')?.textContent ?? null);

/** An inbox with three messages, newest first: Third (HTML, a code, tagged by X-Tags), Second, First. */
async function inboxWithMail(label: string) {
  const inbox = await t.createInbox({ label });
  await t.send({ from: 'Alice <alice@acme.example>', to: inbox.email_address, subject: 'First', text: 'The first message.' });
  await t.send({ from: 'Bob <bob@acme.example>', to: inbox.email_address, subject: 'Second', text: 'The second message.' });
  await t.send({
    from: 'Acme <no-reply@acme.example>', to: inbox.email_address, subject: 'Third: your code', headers: { 'X-Tags': 'welcome, signup' },
    text: 'Your code is 731946.', html: '<h1>Welcome to Acme</h1><p>Your code is <b>731946</b>. <a href="https://app.example/verify?t=1">Verify</a></p>',
  });
  const listed = await t.messagesTo(inbox.email_address);
  const id = (subject: string) => listed.find((m) => m.subject === subject)!.id;
  return { inbox, id };
}

test('the first list is in the HTML: the inbox page renders its messages with no API request for them', async () => {
  const { inbox } = await inboxWithMail('inline');
  const page = await newPage();
  const asked: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/v1/')) asked.push(new URL(r.url()).pathname + new URL(r.url()).search); });
  const html = await (await page.goto(`${base}/dashboard/inboxes/${inbox.id}`))!.text();
  assert.match(html, /<script type="application\/json" id="initial-data">/);
  await rendered(page);
  assert.is(await options(page).count(), 3);
  assert.equal(asked.filter((p) => p === `/v1/inboxes/${inbox.id}` || p.startsWith(`/v1/inboxes/${inbox.id}/messages`)), [],
    `no request for what the page carried (asked: ${asked.join(', ')})`);
  assert.is(await page.locator('#initial-data').count(), 0, 'the data element is gone once read');
  // A search asks the API again (the inlined answer is the first page's only).
  await page.getByLabel('Search this inbox\'s messages').fill('Second');
  await page.getByRole('button', { name: 'Search' }).click();
  await until(async () => (await options(page).count()) === 1, { timeoutMs: 10_000, what: 'the search shows one message' });
  assert.ok(asked.some((p) => p.includes('/messages?limit=50&q=Second')), 'the search went to the API');
});

test('the keyboard flow: j/k move the selection and the preview, e toggles read, / searches, # and Delete delete with Undo, ? lists the keys, Enter opens', async () => {
  const { inbox, id } = await inboxWithMail('keys');
  const page = await newPage();
  await page.goto(`${base}/dashboard/inboxes/${inbox.id}`);
  await rendered(page);
  assert.equal(await options(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-selected'))), ['false', 'false', 'false']);
  assert.is(await page.getByTestId('message-list').getAttribute('role'), 'listbox');
  assert.is(await options(page).first().getAttribute('data-read'), 'false');
  await page.getByText('Select a message to read it here').waitFor();
  await assertAccessible(page, 'inbox page, nothing selected');

  // j: the newest is selected and focused; the preview shows it; previewing marks it read.
  await page.keyboard.press('j');
  await page.getByTestId('preview').getByRole('heading', { name: 'Third: your code' }).waitFor();
  assert.is(await selectedSubject(page), 'Third: your code');
  assert.is(await focusedSubject(page), 'Third: your code', 'the selected option takes the focus (roving)');
  assert.is(await page.getByTestId('preview-code').textContent(), '731946');
  await option(page, 'Third').and(page.locator('[data-read="true"]')).waitFor();
  await until(() => readOf(id('Third: your code')), { timeoutMs: 10_000, what: 'the previewed message is read through the API' });
  assert.equal(await options(page).evaluateAll((els) => els.map((e) => e.getAttribute('tabindex'))), ['0', '-1', '-1']);

  // j again, then k back; the preview follows each time.
  await page.keyboard.press('j');
  await page.getByTestId('preview').getByRole('heading', { name: 'Second' }).waitFor();
  assert.is(await focusedSubject(page), 'Second');
  await page.keyboard.press('k');
  await page.getByTestId('preview').getByRole('heading', { name: 'Third: your code' }).waitFor();

  // e: unread, visibly and in the API; e again: read.
  await page.keyboard.press('e');
  await option(page, 'Third').and(page.locator('[data-read="false"]')).waitFor();
  assert.is(await page.getByTestId('toggle-read').textContent(), 'Mark as read');
  await until(async () => !(await readOf(id('Third: your code'))), { timeoutMs: 10_000, what: 'e marked it unread through the API' });
  await page.keyboard.press('e');
  await option(page, 'Third').and(page.locator('[data-read="true"]')).waitFor();
  await until(() => readOf(id('Third: your code')), { timeoutMs: 10_000, what: 'e marked it read again' });
  await assertAccessible(page, 'inbox page with the preview');
  await shot(page, 'mail');

  // /: the search box takes the focus, and no "/" is typed; keys typed there stay text.
  await page.keyboard.press('/');
  assert.is(await page.evaluate(() => document.activeElement?.id), 'message-search');
  await page.keyboard.type('je');
  assert.is(await page.getByLabel('Search this inbox\'s messages').inputValue(), 'je');
  assert.is(await selectedSubject(page), 'Third: your code', 'j typed into the search moved nothing');
  await page.getByLabel('Search this inbox\'s messages').fill('');
  await page.keyboard.press('Escape');

  // #: the selected message goes, the selection moves to the next one, Undo (z) brings it back.
  await page.keyboard.press('j');
  await page.getByTestId('preview').getByRole('heading', { name: 'Second' }).waitFor();
  await page.keyboard.press('#');
  await page.getByTestId('undo-toast').waitFor();
  await until(async () => (await options(page).count()) === 2, { timeoutMs: 5_000, what: 'the deleted row left the list' });
  assert.is(await selectedSubject(page), 'First', 'the selection moved to the next message');
  await page.keyboard.press('z');
  await option(page, 'Second').waitFor();
  assert.is(await selectedSubject(page), 'Second');
  assert.is((await t.api(`/v1/messages/${id('Second')}`)).status, 200, 'an undone delete never reached the API');
  await until(async () => (await page.getByTestId('undo-toast').count()) === 0, { what: 'the toast is gone' });

  // Delete: gone for good once the undo window closes.
  await page.keyboard.press('Delete');
  await page.getByTestId('undo-toast').waitFor();
  assert.is(await selectedSubject(page), 'First');
  await until(async () => (await t.api(`/v1/messages/${id('Second')}`)).status === 404, { timeoutMs: 15_000, what: 'the delete reached the API' });
  await until(async () => (await page.getByTestId('undo-toast').count()) === 0, { what: 'the toast is gone after the delete' });
  assert.is(await options(page).count(), 2);

  // ?: the keys, in a modal dialog; Escape closes it.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await help.waitFor();
  assert.match((await help.textContent())!, /Mark read \/ unread/);
  await assertAccessible(page, 'the keys dialog');
  await page.keyboard.press('Escape');
  await help.waitFor({ state: 'hidden' });

  // Enter: the selected message's full page; Back: the list again.
  await page.keyboard.press('k');
  await page.getByTestId('preview').getByRole('heading', { name: 'Third: your code' }).waitFor();
  await page.keyboard.press('Enter');
  await page.waitForURL(`${base}/dashboard/messages/${id('Third: your code')}`);
  await page.getByTestId('code').waitFor();
  await page.goBack();
  await option(page, 'First').waitFor();
});

test('the preview pane: its HTML at phone, tablet and pane width; on a narrow window a message opens its full page', async () => {
  const { inbox, id } = await inboxWithMail('widths');
  const page = await newPage();
  await page.goto(`${base}/dashboard/inboxes/${inbox.id}`);
  await option(page, 'Third').click();
  const preview = page.getByTestId('preview');
  const frame = preview.locator('iframe.preview');
  await preview.frameLocator('iframe.preview').getByRole('heading', { name: 'Welcome to Acme' }).waitFor();
  const width = () => frame.evaluate((el) => Math.round(el.getBoundingClientRect().width));
  const paneWidth = await width();
  await preview.getByRole('radio', { name: 'Phone (375 px)' }).check();
  assert.equal([await frame.getAttribute('data-viewport'), await width()], ['phone', 375]);
  await preview.getByRole('radio', { name: 'Desktop' }).check();
  assert.is(await width(), paneWidth);
  assert.equal(await preview.getByTestId('preview-links').locator('[data-link-type]').evaluateAll((els) => els.map((e) => e.getAttribute('rel'))), ['noopener noreferrer']);

  const phone = await newPage(PHONE);
  await phone.goto(`${base}/dashboard/inboxes/${inbox.id}`);
  await rendered(phone);
  assert.is(await phone.getByTestId('preview').count(), 0, 'no pane at phone width');
  await assertAccessible(phone, 'inbox page at phone width');
  await option(phone, 'Second').click();
  await phone.waitForURL(`${base}/dashboard/messages/${id('Second')}`);
  await phone.getByRole('heading', { name: 'Second' }).waitFor();
});

test('the dark theme: the list and the preview on dark surfaces, no serious accessibility violation', async () => {
  const { inbox } = await inboxWithMail('dark mail');
  const page = await newPage();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${base}/dashboard/inboxes/${inbox.id}`);
  await rendered(page);
  await page.keyboard.press('j');
  await page.getByTestId('preview').frameLocator('iframe.preview').getByRole('heading', { name: 'Welcome to Acme' }).waitFor();
  const luminance = (rgb: string) => rgb.match(/\d+/g)!.slice(0, 3).map(Number).reduce((a, b) => a + b, 0) / 3;
  const [list, preview] = await Promise.all(['.mail-list', '.mail-preview'].map((s) => page.locator(s).evaluate((el) => getComputedStyle(el).backgroundColor)));
  assert.ok(luminance(list!) < 60 && luminance(preview!) < 60, `dark list ${list} and preview ${preview}`);
  await assertAccessible(page, 'inbox page with the preview, dark');
  await shot(page, 'mail-dark');
});

interface Recorded { asked: number; notes: Array<{ title: string; body?: string; tag?: string }> }
/** The browser's Notification, stubbed: it records what the page shows; the permission is asked once and kept. */
const NOTIFICATION_STUB = () => {
  const w = window as unknown as { __recorded: Recorded; Notification: unknown };
  w.__recorded = { asked: 0, notes: [] };
  w.Notification = class {
    static get permission() { return localStorage.getItem('stub-permission') ?? 'default'; }
    static async requestPermission() { w.__recorded.asked++; localStorage.setItem('stub-permission', 'granted'); return 'granted'; }
    onclick: (() => void) | null = null;
    constructor(title: string, options?: { body?: string; tag?: string }) { w.__recorded.notes.push({ title, body: options?.body, tag: options?.tag }); }
    close() {}
  };
};

test('notifications: asked only on a click, remembered, one per new mail over SMTP with its sender and subject as text; off again', async () => {
  const inbox = await t.createInbox({ label: 'notify' });
  const page = await newPage(DESKTOP, async (context) => {
    await context.addInitScript(NOTIFICATION_STUB);
  });
  const recorded = () => page.evaluate(() => (window as unknown as { __recorded: Recorded }).__recorded);
  await page.goto(`${base}/dashboard/inboxes/${inbox.id}`);
  await page.waitForSelector('[data-live="live"]');
  const button = page.getByRole('button', { name: 'Notify me of new mail' });
  assert.is(await button.getAttribute('aria-pressed'), 'false');
  assert.equal(await recorded(), { asked: 0, notes: [] }, 'nothing asked before the click');
  await button.click();
  await until(async () => (await button.getAttribute('aria-pressed')) === 'true', { what: 'notifications on' });
  assert.is((await recorded()).asked, 1);
  await assertAccessible(page, 'inbox page, notifications on');

  // On after a reload (localStorage); a mail over SMTP notifies once.
  await page.reload();
  await page.waitForSelector('[data-live="live"]');
  assert.is(await button.getAttribute('aria-pressed'), 'true');
  const subject = '<b>Invoice</b> </script> 42';
  await t.send({ from: 'Alice <alice@acme.example>', to: inbox.email_address, subject, text: 'hello' });
  await until(async () => (await recorded()).notes.length > 0, { timeoutMs: 10_000, what: 'a notification for the new mail' });
  const [note] = (await recorded()).notes;
  const [message] = await t.messagesTo(inbox.email_address);
  assert.equal(note, { title: 'New mail from alice@acme.example', body: subject, tag: message!.id });
  assert.is((await recorded()).asked, 0, 'not asked again after the reload');

  // Off: the next mail shows in the list and notifies nobody.
  await button.click();
  await until(async () => (await button.getAttribute('aria-pressed')) === 'false', { what: 'notifications off' });
  await t.send({ from: 'Bob <bob@acme.example>', to: inbox.email_address, subject: 'Quiet', text: 'hello' });
  await option(page, 'Quiet').waitFor();
  assert.is((await recorded()).notes.length, 1, 'no notification once off');
});

test.run();
