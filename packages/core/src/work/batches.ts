/**
 * Background work done a batch at a time until none is left (the content conversion, the search
 * reindex): `step` takes one batch and resolves with how many items it read (0: none left);
 * `run` repeats it with a pause between batches, so other work gets the connection and the CPU.
 *
 *   const job = batchLoop(() => convertNextBatch(), { pauseMs: 20, open: () => storage.open });
 *   void job.run();   // …
 *   await job.stop(); // after the batch under way
 */
export interface BatchLoop {
  /** One batch; resolves with how many items it read (0: none left). */
  step(): Promise<number>;
  /** Batches until none is left, `open()` turns false or stop(); resolves with the items read by this run. */
  run(): Promise<number>;
  /** Ends a run after its current batch. */
  stop(): Promise<void>;
}

export function batchLoop(step: () => Promise<number>, options: { pauseMs: number; open: () => boolean }): BatchLoop {
  let stopping = false;
  let running: Promise<number> | null = null;

  const loop = async (): Promise<number> => {
    let total = 0;
    while (!stopping && options.open()) {
      const n = await step();
      if (n === 0) break;
      total += n;
      // Not unref()ed: a run ends by itself once nothing is left (or at stop()).
      await new Promise<void>((resolve) => setTimeout(resolve, options.pauseMs));
    }
    return total;
  };

  return {
    step,
    run: () => {
      stopping = false;
      running ??= loop().finally(() => { running = null; });
      return running;
    },
    stop: async () => {
      stopping = true;
      await running?.catch(() => {});
    },
  };
}
