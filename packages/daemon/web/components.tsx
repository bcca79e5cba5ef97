import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiFailure } from './api.js';
import { LINK_TYPE_LABELS, openable, shortUrl } from './format.js';
import { takeInitial } from './initial.js';

/** Copies `text`; says "Copied" for a moment (announced to screen readers). */
export function CopyButton({ text, label, class: cls }: { text: string; label: string; class?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // No clipboard permission (an insecure origin): select a hidden field's text instead.
      const area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.append(area);
      area.select();
      document.execCommand('copy');
      area.remove();
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return (
    <button type="button" class={`copy ${cls ?? ''}`} onClick={copy} aria-label={label}>
      {copied ? 'Copied' : 'Copy'}
      <span class="visually-hidden" aria-live="polite">{copied ? ' copied to the clipboard' : ''}</span>
    </button>
  );
}

/** A link as a chip of its type; it opens in a new tab, with no referrer and no opener. */
export function LinkChip({ url, type }: { url: string; type: string }) {
  const label = LINK_TYPE_LABELS[type] ?? type;
  const inner = <><span class="chip-type">{label}</span><span class="chip-url">{shortUrl(url)}</span></>;
  return openable(url)
    ? <a class={`chip chip-${type}`} data-link-type={type} href={url} target="_blank" rel="noopener noreferrer" title={url}>{inner}</a>
    : <span class={`chip chip-${type}`} data-link-type={type} title={url}>{inner}</span>;
}

export function Notice({ kind, children }: { kind: 'error' | 'info' | 'success'; children: ComponentChildren }) {
  return <p class={`notice ${kind}`} role={kind === 'error' ? 'alert' : 'status'}>{children}</p>;
}

/** The message of an error for a person. */
export function problem(error: unknown): string {
  if (error instanceof ApiFailure) {
    if (error.status === 403) return `Not allowed: ${error.message}.`;
    return `${error.message} (${error.code}).`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** A page's heading: focused on navigation, so a screen reader announces the new page. */
export function PageTitle({ children, title }: { children: ComponentChildren; title: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · Inboxkit`;
    if (document.body.dataset.navigated === 'true') ref.current?.focus();
  }, [title]);
  return <h1 ref={ref} tabIndex={-1}>{children}</h1>;
}

/**
 * Loads once per `deps`; `reload()` runs it again. With `initial` (the GET's path), the first
 * load takes the answer the daemon inlined into the page (initial.ts), when there is one, and
 * renders it at once, with no request.
 */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[], initial?: string): { data: T | null; error: unknown; loading: boolean; reload: () => void; set: (t: T) => void } {
  const [first] = useState(() => (initial === undefined ? undefined : takeInitial<T>(initial)));
  const [data, setData] = useState<T | null>(first ?? null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(first === undefined);
  const [n, setN] = useState(0);
  const skip = useRef(first !== undefined);
  useEffect(() => {
    if (skip.current) {
      skip.current = false;
      return undefined;
    }
    let live = true;
    setLoading(true);
    load().then((d) => { if (live) { setData(d); setError(null); setLoading(false); } },
      (e) => { if (live) { setError(e); setLoading(false); } });
    return () => { live = false; };
  }, [...deps, n]);
  return { data, error, loading, reload: () => setN((x) => x + 1), set: setData };
}

let rendered = false;
/** Marks the first page whose data is on screen (the first-render figure, bench/dashboard.ts). */
export function markRendered(): void {
  if (rendered) return;
  rendered = true;
  performance.mark('inboxkit:rendered');
  document.body.dataset.rendered = 'true';
}
