import { extract, htmlToText } from '../extract/index.js';
import type { ExtractResult } from '../extract/types.js';
import { parseMail, type ParsedMail } from './parse.js';
import { previewText } from './preview.js';
import { analyzeBuiltin } from '../analyzers/builtin.js';
import { SEARCH_BODY_CHARS } from '../storage/port.js';
import type { AnalysisFields } from '../storage/rows.js';
import { encodeContent, encodeLinks } from '../content/codec.js';
import { assessSafety } from '../safety/index.js';
import type { MessageHeader, MessageSafety } from '../types.js';
import { headerBlock, headerValues, readHeaderFields } from '../content/headers.js';
import { mailTokens } from '../storage/search-terms.js';

/** A message decoded and its fields extracted: everything ingest computes before storing. */
export interface PreparedMail {
  parsed: ParsedMail;
  extracted: ExtractResult;
  /** The preview line stored with the message (see previewText). */
  preview: string | null;
  /**
   * The built-in analyzer's fields, computed here (on a worker thread in the daemon) when the
   * service analyses with it, so the analysis queue only has to record them. Null otherwise.
   */
  analysis: AnalysisFields | null;
  /**
   * For HTML-only mail, the text derived from the HTML (its first SEARCH_BODY_CHARS
   * characters): what the search index reads as its body, since text_body is null. Null when
   * the mail has a text part (the index reads that).
   */
  htmlSearchText: string | null;
  /**
   * What is stored (content/codec.ts): the bodies and the source encoded, and the links
   * column. Encoded here, so the daemon's worker threads pay for the compression, not the
   * thread that commits.
   */
  stored: { bodies: Buffer; raw: Buffer; links: string };
  /** What could steer an agent reading the message (docs/agents.md, "Safety flags"). */
  safety: MessageSafety;
  /** The header fields, decoded, in order (content/headers.ts: what a read gives back). */
  headers: MessageHeader[];
  /** The search index's term tokens of the To and Cc headers and every header (storage/search-terms.ts's mailTokens). */
  searchTokens: string[];
}

export interface PrepareOptions {
  /** Run the built-in analyzer too. */
  analyze?: boolean;
}

/** Turns raw source into a PreparedMail; inline by default, or on worker threads. */
export type Preparer = (raw: Buffer) => Promise<PreparedMail>;

export async function prepareMail(raw: Buffer, options: PrepareOptions = {}): Promise<PreparedMail> {
  const parsed = await parseMail(raw);
  // HTML → text is the costliest step of preparing: done once, shared by all three readers.
  const converted = parsed.html ? htmlToText(parsed.html) : undefined;
  const extracted = extract({
    subject: parsed.subject, text: parsed.text, html: parsed.html, listUnsubscribe: parsed.listUnsubscribe,
    fromName: parsed.fromName, fromEmail: parsed.fromEmail,
  }, converted);
  const preview = previewText(parsed.text, parsed.html, converted?.text);
  const analysis = options.analyze
    ? analyzeBuiltin({
      subject: parsed.subject, text: parsed.text, html: parsed.html, fromName: parsed.fromName,
      fromEmail: parsed.fromEmail ?? '', toEmail: '', otp: extracted.otp, links: extracted.links,
      intent: extracted.intent, receivedAt: '',
    }, converted?.text)
    : null;
  const htmlSearchText = parsed.text === null && converted ? converted.text.slice(0, SEARCH_BODY_CHARS) : null;
  const encoded = encodeContent(parsed.text, parsed.html, raw);
  const stored = { bodies: encoded.bodies, raw: encoded.raw, links: encodeLinks(extracted.links) };
  const safety = assessSafety({ subject: parsed.subject, text: parsed.text, html: parsed.html });
  const headers = readHeaderFields(headerBlock(raw));
  const searchTokens = mailTokens(headerValues(headers, 'to'), headerValues(headers, 'cc'), headers);
  return { parsed, extracted, preview, analysis, htmlSearchText, stored, safety, headers, searchTokens };
}
