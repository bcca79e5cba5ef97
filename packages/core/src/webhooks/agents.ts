import type * as http from 'node:http';
import type { ActiveWebhook, Storage } from '../storage/index.js';
import { createWebhookAgent, pinnedLookup, type AddressRule, type Resolver } from './delivery.js';
import type { ActiveSet, WebhookLists } from './lists.js';

export interface AgentsConfig {
  storage: Storage;
  lists: WebhookLists;
  /** Sockets per agent: the per-webhook concurrency. */
  maxSockets: number;
  allowPrivate: boolean;
  resolve: Resolver;
  blocked?: AddressRule;
}

/**
 * One keep-alive agent per active webhook, so consecutive deliveries reuse a connection (each
 * new connection is resolved and checked again, pinnedLookup). An agent goes when its webhook
 * is no longer active or changed target, looked at whenever the catalog epoch moved.
 */
export class WebhookAgents {
  private readonly agents = new Map<string, { url: string; agent: http.Agent }>();
  private epoch: number | null = -1;

  constructor(private readonly c: AgentsConfig) {}

  /** The webhook's agent, made on first use; undefined for a target that is not a URL (the attempt reports it). */
  for(webhook: ActiveWebhook): http.Agent | undefined {
    const known = this.agents.get(webhook.id);
    if (known && known.url === webhook.target_url) return known.agent;
    known?.agent.destroy();
    let protocol: string;
    try {
      protocol = new URL(webhook.target_url).protocol;
    } catch {
      return undefined;
    }
    const agent = createWebhookAgent(protocol, {
      maxSockets: this.c.maxSockets,
      lookup: pinnedLookup(this.c.resolve, this.c.allowPrivate, this.c.blocked),
    });
    this.agents.set(webhook.id, { url: webhook.target_url, agent });
    return agent;
  }

  /** Prunes when the webhooks table changed since the last look (after each turn). */
  async follow(): Promise<void> {
    let epoch: number | null = null;
    try {
      epoch = this.c.storage.catalog.epoch();
    } catch {
      // closed meanwhile
    }
    if (epoch !== null && epoch !== this.epoch) await this.prune();
  }

  /** Destroys the agents (and their idle connections) of webhooks that are no longer active or changed target. */
  async prune(): Promise<void> {
    if (this.agents.size === 0) return;
    let active: ActiveSet;
    try {
      const epoch = this.c.storage.catalog.epoch();
      active = await this.c.lists.active(this.c.storage);
      this.epoch = epoch;
    } catch {
      return; // storage closed: destroyAll() follows at stop
    }
    for (const [id, { url, agent }] of this.agents) {
      if (active.byId.get(id)?.target_url !== url) {
        agent.destroy();
        this.agents.delete(id);
      }
    }
  }

  destroyAll(): void {
    for (const { agent } of this.agents.values()) agent.destroy();
    this.agents.clear();
  }
}
