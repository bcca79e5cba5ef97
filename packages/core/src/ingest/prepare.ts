import { extract } from '../extract/index.js';
import type { ExtractResult } from '../extract/types.js';
import { parseMail, type ParsedMail } from './parse.js';
import { analyzeBuiltin } from '../analysis/builtin.js';
import type { AnalysisFields } from '../store/messages.js';

/** A message decoded and its fields extracted: everything ingest computes before storing. */
export interface PreparedMail {
  parsed: ParsedMail;
  extracted: ExtractResult;
  /**
   * The built-in analyzer's fields, computed here (on a worker thread in the daemon) when the
   * service analyses with it, so the analysis queue only has to record them. Null otherwise.
   */
  analysis: AnalysisFields | null;
}

export interface PrepareOptions {
  /** Run the built-in analyzer too. */
  analyze?: boolean;
}

/** Turns raw source into a PreparedMail; inline by default, or on worker threads. */
export type Preparer = (raw: Buffer) => Promise<PreparedMail>;

export async function prepareMail(raw: Buffer, options: PrepareOptions = {}): Promise<PreparedMail> {
  const parsed = await parseMail(raw);
  const extracted = extract({
    subject: parsed.subject, text: parsed.text, html: parsed.html, listUnsubscribe: parsed.listUnsubscribe,
    fromName: parsed.fromName, fromEmail: parsed.fromEmail,
  });
  const analysis = options.analyze
    ? analyzeBuiltin({
      subject: parsed.subject, text: parsed.text, html: parsed.html, fromName: parsed.fromName,
      fromEmail: parsed.fromEmail ?? '', toEmail: '', otp: extracted.otp, links: extracted.links,
      intent: extracted.intent, receivedAt: '',
    })
    : null;
  return { parsed, extracted, analysis };
}
