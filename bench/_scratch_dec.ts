import * as zlib from 'node:zlib';
import { encodeContent } from '../packages/core/src/content/codec.js';
import { prepareMail } from '../packages/core/src/ingest/prepare.js';
import { html20kMessage } from './_extract-inputs.js';
const raw = Buffer.from(html20kMessage('a@b.test', 0));
const p = await prepareMail(raw);
const enc = encodeContent(p.parsed.text, p.parsed.html, raw);
const body = enc.bodies.subarray(1);
function time(name: string, fn: () => unknown, n = 5000) { for (let i = 0; i < 500; i++) fn(); const t = process.hrtime.bigint(); for (let i = 0; i < n; i++) fn(); console.log(name, (Number(process.hrtime.bigint() - t) / n / 1000).toFixed(1), 'µs'); }
const size = zlib.inflateRawSync(body).length;
for (let k = 0; k < 2; k++) {
time('inflateRawSync', () => zlib.inflateRawSync(body));
time('inflateRawSync chunkSize=size', () => zlib.inflateRawSync(body, { chunkSize: Math.max(64, size) }));
time('inflateRawSync chunkSize=64K', () => zlib.inflateRawSync(body, { chunkSize: 65536 }));
time('toString', () => raw.toString('utf8'));
time('toString latin1', () => raw.toString('latin1'));
}
