#!/bin/sh
# Inboxkit in the background of a CI job, for jobs whose tests span several steps. (For one
# step, `./inboxkit run -- npm test` does all of this on free ports.) github-actions.yml and
# gitlab-ci.yml call it; examples/ci/ci-steps.test.ts runs their steps with a real binary.
#
#   sh ci-steps.sh start   start the daemon in the background, wait until both listeners are up
#                          (its --ready-file appears), create an API key, and write what the
#                          tests need to $INBOXKIT_CI_DIR/env as NAME=value lines (also appended
#                          to $GITHUB_ENV on GitHub Actions)
#   sh ci-steps.sh stop    stop it with SIGTERM (mail in flight is finished first) and wait for
#                          it to exit; print its log if it did not stop cleanly
#
# Settings (environment):
#   INBOXKIT             the binary (default ./inboxkit)
#   INBOXKIT_CI_DIR      where its data, log, pid and env files go
#                        (default $RUNNER_TEMP/inboxkit, else ${TMPDIR:-/tmp}/inboxkit)
#   INBOXKIT_HTTP_PORT   HTTP API port (default 4780)
#   INBOXKIT_SMTP_PORT   SMTP port (default 2525)
#   INBOXKIT_DOMAIN      domain of the inboxes' addresses (default inboxkit.test)
set -eu

bin=${INBOXKIT:-./inboxkit}
dir=${INBOXKIT_CI_DIR:-${RUNNER_TEMP:-${TMPDIR:-/tmp}}/inboxkit}
http_port=${INBOXKIT_HTTP_PORT:-4780}
smtp_port=${INBOXKIT_SMTP_PORT:-2525}
domain=${INBOXKIT_DOMAIN:-inboxkit.test}

# Waits up to 30 s (300 tenths) for a condition, failing with the daemon's log.
wait_for() {
  what=$1
  shift
  tenths=0
  until "$@"; do
    if [ "$tenths" -ge 300 ]; then
      echo "inboxkit: $what within 30 s; its log:" >&2
      cat "$dir/daemon.log" >&2
      return 1
    fi
    sleep 0.1
    tenths=$((tenths + 1))
  done
}
ready_or_gone() { [ -f "$dir/ready.json" ] || ! kill -0 "$(cat "$dir/pid")" 2>/dev/null; }
gone() { ! kill -0 "$pid" 2>/dev/null; }

case ${1:-} in
start)
  umask 077
  mkdir -p "$dir"
  # serve removes an earlier ready file too, but only once it runs: this wait must not see it.
  rm -f "$dir/ready.json"
  # Output to a file: a background process holding the step's stdout would keep it open.
  "$bin" serve --data-dir "$dir/data" --http-port "$http_port" --smtp-port "$smtp_port" --domain "$domain" \
    --ready-file "$dir/ready.json" > "$dir/daemon.log" 2>&1 &
  echo $! > "$dir/pid"
  wait_for "the daemon did not start" ready_or_gone
  if [ ! -f "$dir/ready.json" ]; then
    echo "inboxkit: the daemon exited; its log:" >&2
    cat "$dir/daemon.log" >&2
    exit 1
  fi
  key=$("$bin" keys create --data-dir "$dir/data" --label ci 2>> "$dir/daemon.log")
  cat > "$dir/env" <<EOF
INBOXKIT_BASE_URL=http://127.0.0.1:$http_port
INBOXKIT_API_KEY=$key
INBOXKIT_SMTP_HOST=127.0.0.1
INBOXKIT_SMTP_PORT=$smtp_port
INBOXKIT_DOMAIN=$domain
EOF
  if [ -n "${GITHUB_ENV:-}" ]; then cat "$dir/env" >> "$GITHUB_ENV"; fi
  echo "inboxkit: HTTP API on http://127.0.0.1:$http_port, SMTP on 127.0.0.1:$smtp_port; variables in $dir/env"
  ;;
stop)
  if [ ! -f "$dir/pid" ]; then
    echo "inboxkit: not started"
    exit 0
  fi
  pid=$(cat "$dir/pid")
  kill -TERM "$pid" 2>/dev/null || true
  wait_for "the daemon did not stop" gone
  rm -f "$dir/pid"
  # A clean stop removes the ready file.
  if [ -f "$dir/ready.json" ]; then
    echo "inboxkit: the daemon did not stop cleanly; its log:" >&2
    cat "$dir/daemon.log" >&2
    exit 1
  fi
  echo "inboxkit: stopped"
  ;;
*)
  echo "usage: sh ci-steps.sh start|stop" >&2
  exit 2
  ;;
esac
