/**
 * The message's HTML as the document of a sandboxed iframe (srcdoc): no scripts, no forms, no
 * same origin (the sandbox), and its own Content-Security-Policy: nothing is fetched (fonts,
 * frames, media, connections) and images only from data: until the person allows remote
 * images; then http: and https: too. Links open in a new tab (<base target="_blank">, with the
 * sandbox's allow-popups), never in the dashboard, and send no Referer.
 */
export function previewDocument(html: string, allowRemoteImages: boolean): string {
  const img = allowRemoteImages ? 'data: cid: http: https:' : 'data: cid:';
  const csp = `default-src 'none'; img-src ${img}; style-src 'unsafe-inline'; font-src data:`;
  return '<!doctype html><html><head><meta charset="utf-8">'
    + `<meta http-equiv="Content-Security-Policy" content="${csp}">`
    + '<meta name="referrer" content="no-referrer"><base target="_blank">'
    + '<style>body{margin:12px;font-family:system-ui,sans-serif;color:#1b1b1b;background:#fff}img{max-width:100%;height:auto}</style>'
    + `</head><body>${html}</body></html>`;
}

/** The sandbox: links may open new tabs outside it; nothing else (no scripts, forms, same origin, top navigation). */
export const PREVIEW_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

/** Whether the HTML asks for images (or other resources) over the network. */
export function hasRemoteImages(html: string): boolean {
  return /(?:src|background|srcset)\s*=\s*["']?\s*(?:https?:)?\/\//i.test(html) || /url\(\s*["']?\s*(?:https?:)?\/\//i.test(html);
}
