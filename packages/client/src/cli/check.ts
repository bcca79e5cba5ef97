/**
 * `inboxkit check MESSAGE_ID [--links] [--json] [--ignore CODE,…]`: prints a message's checks
 * report (docs/checks.md) and exits by its verdict (checksVerdict, the rule of toPassChecks()),
 * so a CI step fails on a broken mail:
 *   inboxkit check "$MESSAGE_ID" --links --ignore dmarc   # exit 1 when the mail is broken
 *
 * Exit codes: 0 the checks pass, 1 they fail. Anything else is no verdict: 2 for a usage error
 * or an API error (an unknown message is `not_found`: exit 2 here, not 1, so that 1 means only
 * "the mail is broken"), 4 service unreachable, 5 not signed in, as for every command.
 */
import { checksVerdict, IGNORABLE_CHECKS } from '../checks-verdict.js';
import { describeChecks } from './check-report.js';
import { authedClient, describeFailure, EXIT, output, parseCommand, UsageError, type ClientCommandIo } from './common.js';
import { HELP } from './help.js';

/** Exit codes of `inboxkit check`. */
export const CHECK_EXIT = Object.freeze({
  pass: 0,
  fail: 1,
  /** Usage error, or the service answered with an error (e.g. not_found). */
  noVerdict: 2,
});

/** `--ignore a,b --ignore c` → ['a', 'b', 'c'], each a name checksVerdict knows. */
function ignoreList(values: string[] | undefined): string[] {
  const names = (values ?? []).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
  for (const name of names) {
    if (!IGNORABLE_CHECKS.includes(name)) {
      throw new UsageError(`--ignore: unknown check "${name}" (one of ${IGNORABLE_CHECKS.join(', ')})`, 'check');
    }
  }
  return [...new Set(names)];
}

/**
 * Runs `check` (args after the command name) and resolves with its exit code; never throws.
 * An error is the usual one line on stderr; where another command exits 1 (API error,
 * credentials file, unexpected answer) this one exits 2: exit 1 is the verdict "fails".
 *
 * @example
 * await checkCommand(['msg_123', '--ignore', 'dmarc'], io); // 0, 1 or 2 (4, 5)
 */
export async function checkCommand(args: string[], io: ClientCommandIo): Promise<number> {
  try {
    return await check(args, io);
  } catch (error) {
    const { line, exitCode } = describeFailure(error);
    io.stderr.write(`${line}\n`);
    return exitCode === EXIT.apiError ? CHECK_EXIT.noVerdict : exitCode;
  }
}

async function check(args: string[], io: ClientCommandIo): Promise<number> {
  const { out } = output(io);
  const { values, positionals } = parseCommand('check', args, {
    links: { type: 'boolean' },
    json: { type: 'boolean' },
    ignore: { type: 'string', multiple: true },
  }, 1);
  if (values.help) return out(HELP.check), CHECK_EXIT.pass;
  const id = positionals[0];
  if (!id) throw new UsageError('the message ID is required', 'check');
  const ignore = ignoreList(values.ignore);
  const client = authedClient(io, values['base-url'], 'check');
  const { checks } = values.links ? await client.messages.checkLinks(id) : await client.messages.checks(id);
  const verdict = checksVerdict(checks, { ignore });
  out(values.json ? JSON.stringify({ checks }, null, 2) : describeChecks(id, checks, verdict, ignore));
  return verdict.ok ? CHECK_EXIT.pass : CHECK_EXIT.fail;
}
