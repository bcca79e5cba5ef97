import type { CommitFeed } from '../port.js';
import type { PgDriver } from './driver.js';
import { EVENTS_CHANNEL } from './event-log.js';

/**
 * The commits of every process on the database that appended events, heard over LISTEN on a
 * connection of its own (the event log's write sends the NOTIFY in its transaction). A listener
 * is also called when the connection is back after a loss: announcements made meanwhile are
 * gone, and the log after the last position read holds what they announced.
 */
export class PgCommitFeed implements CommitFeed {
  readonly shared = true;
  private readonly listeners = new Set<() => void>();
  private stopListening: (() => Promise<void>) | null = null;

  async start(driver: PgDriver): Promise<void> {
    this.stopListening = await driver.listen(EVENTS_CHANNEL, () => this.tell(), (gap) => {
      if (gap === 'back') this.tell();
    });
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.listeners.clear();
  }

  onEvents(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  private tell(): void {
    for (const listener of [...this.listeners]) {
      try {
        listener();
      } catch (error) {
        queueMicrotask(() => { throw error; });
      }
    }
  }
}
