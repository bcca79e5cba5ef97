/**
 * Leased background work: one worker that owns turns, leases, slots, retries of turns, drain
 * and stop; each kind of work (analysis jobs, webhook deliveries) brings its policy.
 */
export { createLeaseWorker, untilAborted } from './lease-worker.js';
export { batchLoop, type BatchLoop } from './batches.js';
export {
  LEASE_WORKER_DEFAULTS, type ClaimResult, type ClaimTurn, type JobKey, type LeasePolicy, type LeaseWorker, type LeaseWorkerOptions,
  type TurnStore,
} from './types.js';
