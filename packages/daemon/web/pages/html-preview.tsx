// The message's HTML as its recipient sees it, in a sandboxed iframe (preview.ts), at the
// page's width or a tablet's or a phone's; remote images blocked until the person allows them.
// Used by the message page and the inbox's preview pane.
import { useState } from 'preact/hooks';
import { PREVIEW_SANDBOX, hasRemoteImages, previewDocument } from '../preview.js';

/** The widths the HTML preview can be seen at: a phone's, a tablet's, or the page's. */
const VIEWPORTS = [['desktop', 'Desktop', null], ['tablet', 'Tablet (768 px)', 768], ['phone', 'Phone (375 px)', 375]] as const;
type Viewport = (typeof VIEWPORTS)[number][0];

/** The HTML card (key it by the message: its width and remote-image choice are per message). */
export function HtmlPreview({ html }: { html: string }) {
  const [remote, setRemote] = useState(false);
  const [viewport, setViewport] = useState<Viewport>('desktop');
  const width = VIEWPORTS.find(([v]) => v === viewport)![2];
  const asks = hasRemoteImages(html);
  return (
    <section class="card" aria-labelledby="html-title">
      <h2 id="html-title">HTML</h2>
      <p class="hint">
        Shown as the recipient sees it, in a sandbox: no scripts, links open in a new tab.{' '}
        {remote ? 'Remote images are loaded.' : asks ? 'Remote images are blocked: loading them tells the sender the mail was opened.' : ''}
      </p>
      {!remote && asks && <button type="button" class="secondary" onClick={() => setRemote(true)}>Load remote images</button>}
      <fieldset class="viewports">
        <legend>Width</legend>
        {VIEWPORTS.map(([v, label]) => (
          <label key={v} class="inline">
            <input type="radio" name="viewport" value={v} checked={viewport === v} onChange={() => setViewport(v)} />{label}
          </label>
        ))}
      </fieldset>
      <iframe class="preview" title="The message's HTML" sandbox={PREVIEW_SANDBOX} srcdoc={previewDocument(html, remote)}
        data-remote-images={remote ? 'allowed' : 'blocked'} data-viewport={viewport} referrerpolicy="no-referrer"
        style={width === null ? undefined : { width: `${width}px`, maxWidth: '100%' }} />
    </section>
  );
}

