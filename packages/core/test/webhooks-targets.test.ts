import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkTargetUrl, isForbiddenAddress, outboundHostRefusal, outboundLookup } from '../src/webhooks/index.js';
import { isInboxkitError } from '../src/errors.js';

function rejection(url: unknown, allowPrivate = false): { field: string | undefined; message: string } | null {
  try {
    checkTargetUrl(url, { allowPrivate });
    return null;
  } catch (error) {
    assert.ok(isInboxkitError(error, 'invalid_request'), String(error));
    return { field: error.field, message: error.message };
  }
}

// Every form that must never be a webhook target (allowPrivate false), with why.
const REJECTED: Array<[unknown, string]> = [
  ['http://hooks.example.com/inboxkit', 'plain http'],
  ['ftp://hooks.example.com/', 'other scheme'],
  ['javascript:alert(1)', 'other scheme'],
  ['file:///etc/passwd', 'file'],
  ['not a url', 'not a URL'],
  ['/relative/path', 'relative'],
  ['', 'empty'],
  [42, 'not a string'],
  [null, 'missing'],
  ['https://' + 'a'.repeat(2050) + '.com/', 'too long'],
  ['https://user:pass@hooks.example.com/', 'credentials'],
  ['https://user@hooks.example.com/', 'user name only'],
  ['https://:pass@hooks.example.com/', 'password only'],
  ['https:///h', 'empty host (the URL parser would read https://h/)'],
  ['https:/hooks.example.com/x', 'one slash'],
  ['https://hooks.example.com:0/h', 'port 0'],
  ['https://localhost/hook', 'localhost'],
  ['https://LOCALHOST./hook', 'localhost, upper case with trailing dot'],
  ['https://api.localhost/hook', '*.localhost'],
  ['https://a.b.localhost:8443/hook', '*.localhost with port'],
  ['https://127.0.0.1/hook', 'loopback'],
  ['https://127.255.255.254/hook', 'loopback /8'],
  ['https://127.0.0.1./hook', 'loopback with trailing dot'],
  ['https://127.1/hook', 'short form'],
  ['https://2130706433/hook', 'decimal IPv4'],
  ['https://0x7f.1/hook', 'hex short form'],
  ['https://0x7f000001/hook', 'hex IPv4'],
  ['https://017700000001/hook', 'octal IPv4'],
  ['https://0177.0.0.1/hook', 'octal dotted'],
  ['https://0/hook', 'zero'],
  ['https://0.0.0.0/hook', 'unspecified'],
  ['https://10.0.0.1/hook', '10/8'],
  ['https://10.255.255.255/hook', '10/8 top'],
  ['https://172.16.0.1/hook', '172.16/12'],
  ['https://172.31.255.255/hook', '172.16/12 top'],
  ['https://192.168.1.1/hook', '192.168/16'],
  ['https://169.254.169.254/latest/meta-data', 'link-local metadata'],
  ['https://100.64.0.1/hook', 'CGNAT'],
  ['https://100.127.255.255/hook', 'CGNAT top'],
  ['https://224.0.0.1/hook', 'multicast'],
  ['https://239.255.255.250/hook', 'multicast top'],
  ['https://255.255.255.255/hook', 'broadcast'],
  ['https://240.0.0.1/hook', 'reserved'],
  ['https://192.0.2.10/hook', 'TEST-NET-1'],
  ['https://198.51.100.1/hook', 'TEST-NET-2'],
  ['https://203.0.113.9/hook', 'TEST-NET-3'],
  ['https://198.18.0.1/hook', 'benchmarking'],
  ['https://192.0.0.8/hook', 'IETF assignments'],
  ['https://[::1]/hook', 'IPv6 loopback'],
  ['https://[0:0:0:0:0:0:0:1]/hook', 'IPv6 loopback, long form'],
  ['https://[::]/hook', 'IPv6 unspecified'],
  ['https://[fe80::1]/hook', 'IPv6 link-local'],
  ['https://[febf::1]/hook', 'IPv6 link-local top'],
  ['https://[fc00::1]/hook', 'IPv6 unique-local fc'],
  ['https://[fd12:3456:789a::1]/hook', 'IPv6 unique-local fd'],
  ['https://[ff02::1]/hook', 'IPv6 multicast'],
  ['https://[fec0::1]/hook', 'IPv6 site-local'],
  ['https://[::ffff:127.0.0.1]/hook', 'IPv4-mapped loopback'],
  ['https://[::ffff:7f00:1]/hook', 'IPv4-mapped loopback, hex'],
  ['https://[::ffff:10.0.0.1]/hook', 'IPv4-mapped private'],
  ['https://[::ffff:169.254.169.254]/hook', 'IPv4-mapped metadata'],
  ['https://[::127.0.0.1]/hook', 'IPv4-compatible loopback'],
  ['https://[::8.8.8.8]/hook', 'IPv4-compatible (deprecated) public'],
  ['https://[::ffff:0:127.0.0.1]/hook', 'IPv4-translated loopback'],
  ['https://[64:ff9b::127.0.0.1]/hook', 'NAT64 loopback'],
  ['https://[64:ff9b::7f00:1]/hook', 'NAT64 loopback, hex'],
  ['https://[64:ff9b::a00:1]/hook', 'NAT64 10.0.0.1'],
  ['https://[64:ff9b::c0a8:101]/hook', 'NAT64 192.168.1.1'],
  ['https://[64:ff9b:1::1]/hook', 'local-use NAT64'],
  ['https://[2002:7f00:1::1]/hook', '6to4 of 127.0.0.1'],
  ['https://[2002:a00:1::]/hook', '6to4 of 10.0.0.1'],
  ['https://[2002:c0a8:101::1]/hook', '6to4 of 192.168.1.1'],
  ['https://[2002:a9fe:a9fe::1]/hook', '6to4 of 169.254.169.254'],
  ['https://[2001:db8::1]/hook', 'IPv6 documentation'],
  ['https://[2001::1]/hook', 'Teredo'],
  ['https://[100::1]/hook', 'discard-only'],
];

for (const [url, why] of REJECTED) {
  test(`rejected at registration: ${why} (${String(url).slice(0, 60)})`, () => {
    const r = rejection(url);
    assert.ok(r, `${String(url)} was accepted`);
    assert.is(r.field, 'target_url');
  });
}

const ACCEPTED = [
  'https://hooks.example.com/inboxkit',
  'https://hooks.example.com:8443/inboxkit?x=1',
  'https://93.184.216.34/hook',
  'https://8.8.8.8/hook',
  'https://172.32.0.1/hook', // just above 172.16/12
  'https://172.15.255.255/hook', // just below
  'https://100.128.0.1/hook', // just above 100.64/10
  'https://192.169.0.1/hook',
  'https://[2606:4700:4700::1111]/hook',
  'https://[::ffff:8.8.8.8]/hook', // mapped public IPv4
  'https://[64:ff9b::808:808]/hook', // NAT64 of 8.8.8.8
  'https://[2002:808:808::1]/hook', // 6to4 of 8.8.8.8
  'https://localhost.example.com/hook', // a name that merely contains localhost
];

for (const url of ACCEPTED) {
  test(`accepted at registration: ${url}`, () => {
    assert.is(rejection(url), null);
  });
}

test('WHATWG URL normalises the numeric IPv4 forms before the check', () => {
  for (const url of ['https://2130706433/', 'https://0x7f.1/', 'https://017700000001/', 'https://127.1/']) {
    assert.is(new URL(url).hostname, '127.0.0.1', url);
  }
  assert.is(new URL('https://[::ffff:127.0.0.1]/').hostname, '[::ffff:7f00:1]');
});

test('a rejected loopback/private target says how to allow it', () => {
  for (const url of ['https://127.0.0.1/hook', 'https://localhost/hook', 'https://10.0.0.1/x', 'http://hooks.example.com/']) {
    const r = rejection(url)!;
    assert.ok(r.message.includes('--webhook-allow-private'), r.message);
    assert.ok(r.message.includes('INBOXKIT_WEBHOOK_ALLOW_PRIVATE=1'), r.message);
  }
});

test('allowPrivate: http and private/loopback targets are allowed; credentials and other schemes still are not', () => {
  for (const url of ['http://127.0.0.1:8080/hook', 'http://localhost:3000/hook', 'https://10.0.0.5/x', 'http://[::1]:9000/', 'http://192.168.1.20/']) {
    assert.is(rejection(url, true), null, url);
  }
  assert.ok(rejection('http://u:p@127.0.0.1/', true));
  assert.ok(rejection('ftp://127.0.0.1/', true));
  assert.ok(rejection('nope', true));
  assert.ok(rejection('http:///h', true), 'an empty host is refused even when private targets are allowed');
  assert.ok(rejection('http://127.0.0.1:0/', true), 'so is port 0');
});

test('checkTargetUrl returns the normalised URL', () => {
  const url = checkTargetUrl('https://Hooks.Example.COM:443/a/../b?q=1', { allowPrivate: false });
  assert.is(url.href, 'https://hooks.example.com/b?q=1');
});

test('isForbiddenAddress on resolved addresses', () => {
  const forbidden = [
    '127.0.0.1', '10.1.2.3', '172.16.5.4', '192.168.0.1', '169.254.1.1', '100.64.1.1', '0.0.0.0', '255.255.255.255',
    '224.1.1.1', '::1', '::', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fdff::1', 'ff05::2', '::ffff:127.0.0.1', '::ffff:7f00:1',
    '::ffff:192.168.0.1', '64:ff9b::10.0.0.1', '64:ff9b::7f00:1', '2002:7f00:1::', '2002:c0a8:1::', '2001:db8::5', '[::1]',
    'not-an-ip', '', '2130706433', '0x7f.1', '127.1',
  ];
  const allowed = ['8.8.8.8', '1.1.1.1', '93.184.216.34', '2606:4700:4700::1111', '2a00:1450:4001::200e', '::ffff:8.8.8.8', '64:ff9b::8.8.8.8', '2002:808:808::'];
  for (const ip of forbidden) assert.is(isForbiddenAddress(ip), true, `${ip} should be forbidden`);
  for (const ip of allowed) assert.is(isForbiddenAddress(ip), false, `${ip} should be allowed`);
});

test('outbound connections (the SMTP relay): the host judged like a target, each resolved address at connect time', async () => {
  assert.is(outboundHostRefusal('smtp.example.com', false), null);
  assert.is(outboundHostRefusal('203.0.114.7', false), null);
  assert.match(outboundHostRefusal('localhost', false)!, /localhost/);
  assert.match(outboundHostRefusal('mail.localhost.', false)!, /localhost/);
  assert.match(outboundHostRefusal('127.0.0.1', false)!, /loopback, private or reserved address \(127\.0\.0\.1\)/);
  assert.match(outboundHostRefusal('[::1]', false)!, /::1/);
  assert.match(outboundHostRefusal('10.1.2.3', false)!, /private/);
  assert.is(outboundHostRefusal('127.0.0.1', true), null, 'allowPrivate lifts it');
  const resolveTo = (address: string) => async () => [{ address, family: 4 as const }];
  const lookup = (allowPrivate: boolean, address: string) => new Promise<{ error: Error | null; address: unknown }>((resolve) => {
    outboundLookup(allowPrivate, resolveTo(address))('relay.example.com', {}, (error, found) => resolve({ error, address: found }));
  });
  assert.equal(await lookup(false, '203.0.114.7'), { error: null, address: '203.0.114.7' });
  const refused = await lookup(false, '192.168.1.10');
  assert.match(String(refused.error?.message), /relay\.example\.com resolved to 192\.168\.1\.10/);
  assert.equal(await lookup(true, '192.168.1.10'), { error: null, address: '192.168.1.10' });
});

test.run();
