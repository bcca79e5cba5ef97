import { loadCore } from './_daemon.js';
import { html20kMessage } from './_extract-inputs.js';
import { tempDir } from './_lib.js';
import { join } from 'node:path';
const root = process.argv[2]!;
const core = await loadCore(root);
const { dir, cleanup } = tempDir('ik-get-');
const s = await core.createInboxService({ database: join(dir, 'x.sqlite'), maintenanceIntervalMs: 0 });
const inbox = await s.inboxes.create({ label: 'x', lifecycle_mode: 'persistent' });
const ids: string[] = [];
for (let i = 0; i < 100; i++) ids.push((await s.ingest(html20kMessage(inbox.email_address, i), { rcptTo: [inbox.email_address] })).stored[0]!.messageId);
await s.analysisQueue?.runDue();
for (let k = 0; k < 3; k++) {
  const t = process.hrtime.bigint(); const c0 = process.cpuUsage();
  for (let i = 0; i < 5000; i++) await s.messages.get(ids[i % 100]!);
  const c = process.cpuUsage(c0);
  console.log(root.split('/').pop(), 'get µs', (Number(process.hrtime.bigint() - t) / 5000 / 1000).toFixed(1), 'cpu', ((c.user + c.system) / 5000).toFixed(1));
}
await s.close(); cleanup();
