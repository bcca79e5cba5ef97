import type { DestinationStream } from 'pino';

/**
 * Bytes a stalled reader of stdout/stderr may leave queued: past this, new lines are dropped
 * rather than growing the heap without bound.
 */
export const MAX_QUEUED_BYTES = 16 * 1024 * 1024;

/** Turns whose lines are not written yet, written by one 'exit' hook however many loggers there are. */
const unwritten = new Set<() => void>();
let exitHooked = false;
/** Streams whose reader went away (EPIPE): nothing more is written to them. */
const broken = new WeakSet<NodeJS.WriteStream>();
const watched = new WeakSet<NodeJS.WriteStream>();

/**
 * A pino destination over process.stdout or process.stderr: Node's own streams, the ones
 * `console` and the CLI's start-up lines use, so a full pipe is waited for by libuv (never a
 * busy sleep in this thread, as a synchronous write to the non-blocking pipe would).
 *
 * The lines of one turn of the event loop go out in one write, after it: under load, one group
 * commit answers many messages in the same turn, and a write is a system call. Process exit
 * writes what is left. Past MAX_QUEUED_BYTES queued for a stalled reader, a turn's lines are
 * dropped; a reader that went away (EPIPE) ends the logging instead of the process.
 */
export function stdioDestination(stream: NodeJS.WriteStream): DestinationStream & { flush(cb?: () => void): void } {
  if (!watched.has(stream)) {
    watched.add(stream);
    stream.on('error', () => broken.add(stream));
  }
  if (!exitHooked) {
    exitHooked = true;
    process.once('exit', () => {
      for (const write of [...unwritten]) write();
    });
  }
  let pending = '';
  let immediate: NodeJS.Immediate | null = null;
  const writeOut = () => {
    if (immediate) clearImmediate(immediate);
    immediate = null;
    unwritten.delete(writeOut);
    const chunk = pending;
    pending = '';
    if (chunk !== '' && !broken.has(stream) && stream.writableLength < MAX_QUEUED_BYTES) stream.write(chunk);
  };
  return {
    write(line: string) {
      pending += line;
      if (immediate === null) {
        immediate = setImmediate(writeOut);
        unwritten.add(writeOut);
      }
    },
    flush(cb) {
      writeOut();
      // An empty write's callback runs once everything written before it is out.
      if (broken.has(stream)) cb?.();
      else stream.write('', () => cb?.());
    },
  };
}
