/**
 * The safety findings as the messages' `safety` column keeps them: `{}` for a message with
 * none (most mail; two bytes), else the JSON of the findings. NULL (rows stored before the
 * column) is the reader's to handle.
 */
import type { MessageSafety } from '../types.js';

/** A report with nothing found (a new object each time: callers may own it). */
export function cleanSafety(): MessageSafety {
  return { flags: [], hidden_text: [], invisible_characters: [], mismatched_links: [], assistant_directed: [] };
}

export function encodeSafety(safety: MessageSafety): string {
  return safety.flags.length === 0 ? '{}' : JSON.stringify(safety);
}

export function decodeSafety(stored: string): MessageSafety {
  return stored === '{}' ? cleanSafety() : (JSON.parse(stored) as MessageSafety);
}
