/**
 * The bytes event streams hold for readers behind: bounded per stream and in total, the
 * stream holding the most dropped first, everything it held let go at once.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createStreamBudget, eventBytes } from '../src/events/stream-budget.js';
import type { EmailEvent } from '../src/index.js';

test('a stream holding nothing takes any one event; past its bound it is dropped and holds nothing', () => {
  const budget = createStreamBudget({ maxStreamBytes: 100, maxTotalBytes: 1000 });
  const drops: string[] = [];
  const holder = budget.open((why) => drops.push(why));
  assert.ok(holder.admit(150), 'one event over the bound still goes to a reader that keeps up');
  holder.release(150);
  assert.ok(holder.admit(60));
  assert.ok(holder.admit(40));
  assert.equal(budget.stats(), { open: 1, heldBytes: 100, dropped: 0 });
  assert.not.ok(holder.admit(1));
  assert.is(drops.length, 1);
  assert.match(drops[0]!, /more than 100 bytes/);
  assert.equal(budget.stats(), { open: 0, heldBytes: 0, dropped: 1 });
  // Dropped for good: nothing more is kept, and late releases or a close change nothing.
  assert.not.ok(holder.admit(1));
  holder.release(60);
  holder.close();
  assert.equal(budget.stats(), { open: 0, heldBytes: 0, dropped: 1 });
  assert.is(drops.length, 1);
});

test('past the total, the stream holding the most is dropped first, whichever stream the event was for', () => {
  const budget = createStreamBudget({ maxStreamBytes: 1000, maxTotalBytes: 1000 });
  const dropped: string[] = [];
  const small = budget.open(() => dropped.push('small'));
  const large = budget.open(() => dropped.push('large'));
  assert.ok(large.admit(600));
  assert.ok(small.admit(300));
  // 200 more for the small one: the large one goes, the small one keeps its event.
  assert.ok(small.admit(200));
  assert.equal(dropped, ['large']);
  assert.equal(budget.stats(), { open: 1, heldBytes: 500, dropped: 1 });
  small.close();
  assert.equal(budget.stats(), { open: 0, heldBytes: 0, dropped: 1 });
});

test('an event is sized once, about its length as JSON', () => {
  const event = {
    id: 'evt_1', type: 'email.received', created_at: '2026-11-27T10:00:00.000Z',
    data: { inbox: { id: 'inb_1', email_address: 'a@inboxkit.test', label: 'x' }, message: { text_body: 'x'.repeat(100_000), to: ['a', 'b'], otp: null } },
  } as unknown as EmailEvent;
  const json = JSON.stringify(event).length;
  const size = eventBytes(event);
  assert.ok(size >= json && size < json * 1.1, `${size} against ${json}`);
  (event.data.message as { text_body: string }).text_body = '';
  assert.is(eventBytes(event), size, 'cached per event object');
});

test.run();
