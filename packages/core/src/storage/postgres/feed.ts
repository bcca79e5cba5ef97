import type { CommitFeed } from '../port.js';
import type { PgDriver } from './driver.js';
import { EVENTS_CHANNEL } from './dialect.js';
import { runCallback } from '../tx-stack.js';

/**
 * The commits of every process on the database that appended events, heard over LISTEN on a
 * connection of its own (the event log's write sends the NOTIFY in its transaction). A listener
 * is also called when the connection is back after a loss: announcements made meanwhile are
 * gone, and the log after the last position read holds what they announced.
 */
export class PgCommitFeed implements CommitFeed {
  readonly shared = true;
  private readonly listeners = new Set<(head: number | null) => void>();
  private stopListening: (() => Promise<void>) | null = null;

  async start(driver: PgDriver): Promise<void> {
    this.stopListening = await driver.listen(EVENTS_CHANNEL, (payload) => {
      const head = Number(payload);
      this.tell(payload !== '' && Number.isSafeInteger(head) ? head : null);
    }, (gap) => {
      if (gap === 'back') this.tell(null);
    });
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.listeners.clear();
  }

  onEvents(listener: (head: number | null) => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  private tell(head: number | null): void {
    for (const listener of [...this.listeners]) runCallback(() => listener(head));
  }
}
