// The `--help` texts of the server commands; their option lists are rendered from the option tables.
import {
  MCP_OPTIONS,
  DASHBOARD_OPTIONS, KEYS_CREATE_OPTIONS, KEYS_LIST_OPTIONS, KEYS_REVOKE_OPTIONS, NAMESPACE_CLAIM_OPTIONS, RUN_OPTIONS, SERVE_OPTIONS,
  type OptionSpec,
} from './options.js';

/** Drops the `code` marks of a description for plain-text output. */
export function plainText(text: string): string {
  return text.replace(/`/g, '');
}

/** `--flag VALUE` as a person types it; `INBOXKIT_X=1` for a switch's variable. */
export function flagLabel(spec: OptionSpec): string | null {
  return spec.flag === null ? null : `--${spec.flag}${spec.value ? ` ${spec.value}` : ''}`;
}

export function envLabel(spec: OptionSpec): string | null {
  return spec.env === null ? null : `${spec.env}${spec.value === null ? '=1' : ''}`;
}

function wrap(text: string, indent: string, width = 96): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(indent + line);
  return lines.join('\n');
}

/** The option list of a command's `--help`: flag and variable, then what it does and its default. */
export function renderOptionHelp(specs: readonly OptionSpec[]): string {
  const width = Math.max(...specs.map((s) => (flagLabel(s) ?? '').length)) + 2;
  return specs.map((s) => {
    const flag = flagLabel(s);
    const env = envLabel(s);
    const head = `  ${(flag ?? '').padEnd(width)}${env ?? ''}`.trimEnd();
    const dflt = s.default !== null ? ` Default: ${s.default}.` : '';
    const aliases = s.aliases?.length ? ` Also accepted as ${s.aliases.map((a) => `--${a}`).join(', ')}.` : '';
    const text = plainText(`${s.description[0]!.toUpperCase()}${s.description.slice(1)}.${dflt}${aliases}`);
    return `${head}\n${wrap(text, '      ')}`;
  }).join('\n');
}

export const HELP = {
  main: `Usage: inboxkit <command> [options]

Receiving inboxes for tests: SMTP in, structured fields out over an HTTP API.

Server commands (work on the data directory, or the --database):
  serve              Run the SMTP listener and the HTTP API
  run -- CMD [ARGS]  Run CMD against a daemon of its own (free ports, a fresh data directory)
  keys create        Create an API key (prints only the secret on stdout)
  keys list          List an account's API keys (never a secret)
  keys revoke ID     Revoke an API key (refused by the running daemon at once)
  namespace claim    Claim an account's wildcard namespace (*@<namespace>.<domain>)
  dashboard          Print (and open) a one-time sign-in link to the web dashboard
  mcp [--embedded]   An MCP server on stdio for agents (to INBOXKIT_BASE_URL, or a daemon of its own)

Client commands (talk to a running daemon; INBOXKIT_API_KEY and INBOXKIT_BASE_URL override login):
  login, logout      Sign in by email (magic link or code) and store the key; forget it
  inboxes create|list
  messages list|show
  webhooks create
  wait               Print the next code (--otp) or link (--link TYPE) of an inbox
  tail               Print one line per message as it arrives
  check ID           Check a message (auth, HTML, lint, spam, links); exit 1 when it fails

Run "inboxkit <command> --help" for the options of a command.
Options:
  -h, --help         Show this help
  -v, --version      Show the version
`,
  serve: `Usage: inboxkit serve [options]

Options (each also read from the environment variable shown; a flag wins, an empty variable
counts as unset):
${renderOptionHelp(SERVE_OPTIONS)}
  -h, --help
      Show this help

One daemon per data directory: a second one refuses to start and names the first. Daemons on
one PostgreSQL database (--database) share it: no data directory is made or locked then.
Stops cleanly on SIGINT/SIGTERM: in-flight messages are committed and answered first.
`,
  run: `Usage: inboxkit run [options] -- <command> [args…]

Starts a daemon on free ports with a fresh temporary data directory, creates an API key for its
default account (or accepts INBOXKIT_API_KEY), and runs the command (no shell) with
INBOXKIT_BASE_URL, INBOXKIT_API_KEY, INBOXKIT_SMTP_HOST, INBOXKIT_SMTP_PORT and INBOXKIT_DOMAIN
in its environment. SIGINT, SIGTERM and SIGHUP are passed on to the command. When it ends, the
daemon stops, the temporary directory is removed, and run exits with the command's exit status
(128 + the signal's number when a signal ended it).

Options (serve's, each also read from the environment variable shown):
${renderOptionHelp(RUN_OPTIONS)}
  -h, --help
      Show this help
`,
  mcp: `Usage: inboxkit mcp [--embedded] [options]

An MCP server on stdin/stdout for an AI agent's host (see docs/agents.md): tools to create
inboxes, wait for codes and links, read, search and check messages. It talks to the daemon at
INBOXKIT_BASE_URL with INBOXKIT_API_KEY (or the stored login). With --embedded it starts a
daemon of its own in this process and says on stderr where its SMTP listener is (create_inbox
says it too); the daemon stops and its temporary data goes when the host closes the server.
Log lines go to stderr only: stdout is the protocol's.

Options (with --embedded: run's, each also read from the environment variable shown):
${renderOptionHelp(MCP_OPTIONS)}
  -h, --help
      Show this help
`,
  keysCreate: `Usage: inboxkit keys create [options]

Creates an API key and prints its secret as the only line on stdout. Works while the daemon runs.
Options:
${renderOptionHelp(KEYS_CREATE_OPTIONS)}
  -h, --help
      Show this help
`,
  keys: `Usage: inboxkit keys <create|list|revoke> [options]

  keys create        Create an API key (prints only the secret on stdout)
  keys list          List an account's API keys: id, prefix, label, scopes, inboxes, status, dates
  keys revoke ID     Revoke an API key

They work on the data directory (or the --database), also while the daemon runs on it.
Run "inboxkit keys <command> --help" for the options of a command.
`,
  keysList: `Usage: inboxkit keys list [options]

Lists the account's API keys, newest first, revoked and expired ones included. Secrets are
never stored, so never shown. Works while the daemon runs.
Options:
${renderOptionHelp(KEYS_LIST_OPTIONS)}
  -h, --help
      Show this help
`,
  keysRevoke: `Usage: inboxkit keys revoke KEY_ID [options]

Revokes the API key KEY_ID (key_…, as \`keys list\` shows it). A daemon running on the data
directory refuses the key from its next request on. Revoking a revoked key changes nothing.
Options:
${renderOptionHelp(KEYS_REVOKE_OPTIONS)}
  -h, --help
      Show this help
`,
  dashboard: `Usage: inboxkit dashboard [options]

Prints a one-time sign-in link to the web dashboard for an account (every scope), and opens it
in a browser when this machine seems to have one. The link works once, for 5 minutes; its
secret is in the fragment (#token=…), which no server log or Referer sees. Run it on the
machine that runs the daemon: it writes to the data directory.
Options:
${renderOptionHelp(DASHBOARD_OPTIONS)}
  -h, --help
      Show this help
`,
  namespaceClaim: `Usage: inboxkit namespace claim --namespace NS [options]

Claims <NS>.<domain> for the account: mail to any address there lands in its wildcard inbox.
Prints the wildcard address on stdout.
Options:
${renderOptionHelp(NAMESPACE_CLAIM_OPTIONS)}
  -h, --help
      Show this help
`,
} as const;
