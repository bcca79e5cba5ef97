#!/bin/sh
# A PostgreSQL server of the benchmarks' own, beside the machine's: pg_stat_statements loaded
# (where the server's time goes, per statement), autovacuum off as on the machine's server,
# and optionally held to some CPUs (taskset; its backends inherit it) for the scale-out runs.
#
#   sh bench/pg-server.sh start          # prints the URL to pass as --database
#   PG_BENCH_CPUS=0 sh bench/pg-server.sh start
#   sh bench/pg-server.sh stop
#
# Env: PG_BENCH_DIR (/tmp/ik-bench-pg), PG_BENCH_PORT (5433), PG_BENCH_CPUS (none: every CPU).
# Runs as root (the server itself as the `postgres` user) with Debian's PostgreSQL binaries.
set -eu
DIR=${PG_BENCH_DIR:-/tmp/ik-bench-pg}
PORT=${PG_BENCH_PORT:-5433}
BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
as_pg() { runuser -u postgres -- "$@"; }
case "${1:-}" in
  start)
    [ -d "$DIR/data" ] && as_pg "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$DIR" && mkdir -p "$DIR" && chown postgres "$DIR"
    as_pg "$BIN/initdb" -D "$DIR/data" -A trust -U postgres >/dev/null
    PIN=""
    [ -n "${PG_BENCH_CPUS:-}" ] && PIN="taskset -c $PG_BENCH_CPUS"
    as_pg $PIN "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 \
      -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all -c autovacuum=off" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    as_pg "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null
    rm -rf "$DIR"
    ;;
  *) echo "usage: sh bench/pg-server.sh start|stop" >&2; exit 2 ;;
esac
