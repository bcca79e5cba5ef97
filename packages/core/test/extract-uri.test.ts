// ExtractedLink.url is a URI (the spec: "string (URI)"), whatever the mail wrote: what RFC 3986
// does not allow where it stands is percent-encoded (UTF-8), an IDN host is punycoded, and a
// link that is already a URI is left exactly as it is.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { extractLinks } from '../src/extract/index.js';
import { asUri } from '../src/extract/uri.js';

const ajv = new Ajv2020.default();
addFormats.default(ajv);
/** ajv-formats' RFC 3986 `uri` check, what the API document's ExtractedLink.url asks. */
const isUri = ajv.compile({ type: 'string', format: 'uri' });

test('links as mail writes them become URIs; URIs are unchanged', () => {
  const cases: Array<[string, string]> = [
    ['https://ex.com/über uns', 'https://ex.com/%C3%BCber%20uns'],
    ['https://例え.jp/パス?q=ü#a#b', 'https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9?q=%C3%BC#a%23b'],
    ['https://ex.com/a|b^c[1]{x}"y"<z>\\', 'https://ex.com/a%7Cb%5Ec%5B1%5D%7Bx%7D%22y%22%3Cz%3E%5C'],
    ['https://ex.com/100%?p=50%25', 'https://ex.com/100%25?p=50%25'],
    ['https://u ser@ex.com:8443/p', 'https://u%20ser@ex.com:8443/p'],
    ['https://[2001:db8::1]:8080/a b', 'https://[2001:db8::1]:8080/a%20b'],
    ['mailto:list@ex.com?subject=un subscribe', 'mailto:list@ex.com?subject=un%20subscribe'],
  ];
  for (const [written, uri] of cases) {
    assert.is(asUri(written), uri, written);
    assert.ok(isUri(uri), `${uri} is a URI`);
  }
  for (const uri of ['https://EX.com:443/A?b=c&d=%41#f', 'https://ex.com/a;b=c/d@e:f?g/h?i', 'http://127.0.0.1:8080/']) {
    assert.is(asUri(uri), uri, 'a URI is kept as written');
  }
});

test('any link text comes out a URI, and encoding twice changes nothing', () => {
  fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), (host, rest) => {
    const uri = asUri(`https://${host.replace(/[/?#@\[:]/g, '') || 'h'}/${rest}`);
    return isUri(uri) && asUri(uri) === uri;
  }), { numRuns: 2_000 });
});

test('an extracted href with spaces and non-ASCII is reported as a URI, once', () => {
  const links = extractLinks({
    subject: 'Verify', text: null, listUnsubscribe: null, fromName: null, fromEmail: null,
    html: '<a href="https://ex.com/über uns?t=K29sPq81LmX0aB7cD4eRt">Verify your email</a> <a href="https://ex.com/%C3%BCber%20uns?t=K29sPq81LmX0aB7cD4eRt">again</a>',
  });
  assert.equal(links, [{ url: 'https://ex.com/%C3%BCber%20uns?t=K29sPq81LmX0aB7cD4eRt', type: 'verification' }]);
});

test.run();
