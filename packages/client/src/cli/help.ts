import { LINK_TYPES, MESSAGE_INTENTS } from '../types/index.js';
import { DEFAULT_BASE_URL } from './credentials.js';

const COMMON = `Common options:
  --base-url URL   API address (default: $INBOXKIT_BASE_URL, the signed-in server, or ${DEFAULT_BASE_URL})
  -h, --help       Show this help`;

const EXIT_CODES = `Exit codes: 0 ok, 1 API error, 2 usage error, 3 wait timeout, 4 service unreachable,
5 not signed in. "check" exits 1 when the message fails its checks, and 2 on API errors.`;

const ENVIRONMENT = `Environment:
  INBOXKIT_API_KEY    API key to use (overrides the stored one)
  INBOXKIT_BASE_URL   API address (overrides the stored one)
  XDG_CONFIG_HOME     Credentials live in $XDG_CONFIG_HOME/inboxkit/credentials.json
                      (default ~/.config/inboxkit/credentials.json)`;

export const HELP = {
  main: `Usage: inboxkit <command> [options]

Client commands:
  login                  Sign in by email and store an API key
  logout                 Delete the stored API key
  inboxes create         Create an inbox
  inboxes list           List active inboxes
  messages list          List the messages of an inbox (newest first)
  messages show ID       Show one message
  webhooks create        Register a webhook
  wait                   Wait for a message; print its one-time code or link
  tail                   Print one line per message as it arrives
  check ID               Check a message: authentication, HTML, lint, spam, links

Run "inboxkit <command> --help" for a command's options.

${ENVIRONMENT}

${EXIT_CODES}`,

  login: `Usage: inboxkit login [--email EMAIL] [--base-url URL] [--no-browser]

Signs in with your email address and stores an API key (file mode 0600) in
$XDG_CONFIG_HOME/inboxkit/credentials.json (or ~/.config/inboxkit/credentials.json).

An email with a sign-in link and/or a 6-digit code is sent. Either
  - open the link in a browser: the completion page hands the result back to this
    command through a one-time callback on 127.0.0.1 (or shows a code to paste here), or
  - type the 6-digit code from the email at the prompt.
Whichever completes first wins. This command never opens a browser itself.

Options:
  --email EMAIL    Address to sign in with (prompted for when omitted)
  --no-browser     Accepted for compatibility; no browser is ever opened
${COMMON}`,

  logout: `Usage: inboxkit logout

Deletes the stored API key. The key itself stays valid until revoked: "inboxkit keys revoke ID"
on the daemon's machine, or DELETE /v1/api-keys/{id}.

${COMMON}`,

  inboxes: `Usage: inboxkit inboxes <create|list> [options]

  inboxes create --label LABEL [--temporary [--ttl MINUTES]] [--json]
  inboxes list [--limit N] [--cursor C] [--json]`,

  inboxesCreate: `Usage: inboxkit inboxes create --label LABEL [--temporary [--ttl MINUTES]] [--json]

Creates a receiving inbox and prints its address.

Options:
  --label LABEL            Name of the inbox (1 to 100 characters; required)
  --temporary              A temporary inbox (default: persistent)
  --ttl MINUTES            Lifetime of a temporary inbox, 10 to 60 (default 60)
  --idempotency-key KEY    Sent as Idempotency-Key (a repeat returns the same inbox)
  --json                   Print the API's answer ({ "inbox": … }) as JSON
${COMMON}`,

  inboxesList: `Usage: inboxkit inboxes list [--limit N] [--cursor C] [--json]

Lists active inboxes, newest first, one page at a time.

Options:
  --limit N      Page size, 1 to 100 (default 100)
  --cursor C     Continue after a previous page (printed on stderr when there is more)
  --json         Print { "inboxes", "wildcard_address", "page_info" } as JSON
${COMMON}`,

  messages: `Usage: inboxkit messages <list|show> [options]

  messages list (--inbox ID | --recipient EMAIL) [--limit N] [--cursor C] [--json]
  messages show ID [--mode full|otp|links|text_only] [--json]`,

  messagesList: `Usage: inboxkit messages list [--inbox ID | --recipient EMAIL] [filters] [--limit N] [--cursor C] [--json]

Lists message summaries, newest first, one page at a time: an inbox's, those sent to one
address, or, with a filter and neither, the whole account's.

Options:
  --inbox ID           The inbox
  --recipient EMAIL    Instead of --inbox: messages sent to this exact address
  --limit N            Page size, 1 to 100 (default 20)

Filters (all must hold):
  --query TEXT         Words in the subject, sender or body, all required; "quoted words" in order
  --from SENDER        A whole address exactly, or words of the sender's address or name
  --subject TEXT       Words, in order, in the subject
  --received-after T   Received after T (RFC 3339, e.g. 2026-11-27T10:00:00Z)
  --received-before T  Received before T
  --has-otp true|false With or without a one-time code
  --intent INTENT      login_code, verification, password_reset, magic_link or invite
  --cursor C           Continue after a previous page (printed on stderr when there is more)
  --json               Print { "messages", "page_info" } as JSON
${COMMON}`,

  messagesShow: `Usage: inboxkit messages show ID [--mode full|otp|links|text_only] [--json]

Shows one message: headers, one-time code, links, analysis and text body.

Options:
  --mode MODE    content_mode: full (default), otp, links or text_only
  --json         Print { "message": … } as JSON
${COMMON}`,

  webhooks: `Usage: inboxkit webhooks create --label LABEL --url URL [--inbox ID] [--json]`,

  webhooksCreate: `Usage: inboxkit webhooks create --label LABEL --url URL [--inbox ID] [--json]

Registers an HTTPS endpoint for email.received and email.enriched events and prints the
signing secret (shown only once: store it now).

Options:
  --label LABEL            Name of the webhook (required)
  --url URL                Public HTTPS target (required)
  --inbox ID               Only events of this inbox (default: every inbox of the account)
  --idempotency-key KEY    Sent as Idempotency-Key
  --json                   Print { "webhook", "signing_secret" } as JSON
${COMMON}`,

  wait: `Usage: inboxkit wait (--inbox ID | --recipient EMAIL) [--otp | --link TYPE] [--intent I] [options]

Waits for a message and prints ONLY its one-time code (--otp), the URL of its first
link of TYPE (--link), or, with neither, its message id; so a script can capture it:
  CODE=$(inboxkit wait --inbox "$INBOX" --otp --timeout 60s)

The server holds the wait (no polling). Messages already in the inbox count too (a mail
that arrived before the wait started is not missed), oldest first; a message a wait has
returned is not returned again, so the same script run twice prints its own code each
time. --since reads forward from a message instead and takes nothing.

Options:
  --inbox ID           The inbox to watch
  --recipient EMAIL    Instead of --inbox: messages sent to this exact address
  --otp                Wait for a message with a one-time code; print the code
  --link TYPE          Wait for a link of TYPE (${LINK_TYPES.join(', ')}); print its URL
  --intent INTENT      Only a message of this intent (${MESSAGE_INTENTS.join(', ')})
  --timeout DURATION   Give up after this long: 60s, 2m, 1500ms, or seconds (default 60s)
  --since ID|now       Only messages newer than message ID, or than the newest one now
  --json               Print the matching message (and code or link) as JSON instead
${COMMON}

Exit code 3 when the timeout passes without a matching message.`,

  tail: `Usage: inboxkit tail [--inbox ID] [--json]

Prints one line per message as it arrives, until stopped (Ctrl-C):
  time  from  to  subject  code  intent
If the connection drops, tail reconnects and the server replays what arrived meanwhile.

Options:
  --inbox ID     Only this inbox (default: every inbox of the account)
  --json         One JSON object per line: id, inbox_id, received_at, from, to, subject, otp, intent
${COMMON}`,

  check: `Usage: inboxkit check MESSAGE_ID [--links] [--json] [--ignore NAME,…]

Prints a message's checks report (docs/checks.md): authentication (SPF, DKIM, DMARC, ARC), HTML
compatibility score and the worst unsupported features, lint findings, spam score (or why it is
missing) and link results, then PASS or FAIL with one line per failure.

It fails on a lint finding of severity error; SPF or DMARC fail, softfail or permerror; a DKIM
signature or ARC fail or permerror (none and temperror do not fail); a link that is not ok.
The rule of toPassChecks() in @inboxkit/testing (checksVerdict in @inboxkit/client).

Options:
  --links              Run the link check first (every link and image fetched over HTTP)
  --json               Print { "checks": … } as JSON (the exit code is still the verdict)
  --ignore NAME,…      Leave out of the verdict (repeatable): spf, dkim, dmarc, arc, links,
                       or a lint code (the failing ones: unrendered_placeholder,
                       insecure_token_link, mojibake; all are listed in docs/checks.md)
${COMMON}

Exit codes: 0 the checks pass, 1 they fail, 2 usage error or API error (e.g. not_found: an
unknown message id), 4 service unreachable, 5 not signed in.`,
} as const;

export type HelpTopic = keyof typeof HELP;
