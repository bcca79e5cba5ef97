// service.queueDepths(): the in-memory queues a metrics scrape reads (the daemon's
// inboxkit_ingest_queue_depth; its scrape test sees only the state at rest, as an ingest over
// SMTP is over before a scrape could land inside it).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createInboxService } from '../src/index.js';

test('an ingest counts from its call to its commit', async () => {
  const service = await createInboxService({ checks: { authentication: false } });
  try {
    const inbox = await service.inboxes.create({ label: 'depth', lifecycle_mode: 'persistent' });
    assert.equal(service.queueDepths(), { ingest: 0, checks: 0 });
    const raw = `From: a@example.com\r\nTo: ${inbox.email_address}\r\nSubject: x\r\n\r\nhello\r\n`;
    const first = service.ingest(raw, { rcptTo: [inbox.email_address] });
    const second = service.ingest(raw, { rcptTo: [inbox.email_address] });
    await Promise.resolve();
    assert.is(service.queueDepths().ingest, 2, 'both under way');
    await Promise.all([first, second]);
    assert.is(service.queueDepths().ingest, 0);
  } finally {
    await service.close();
  }
});

test.run();
