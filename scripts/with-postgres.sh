#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throw-away PostgreSQL server built from
# Debian's postgresql binaries (started in a temp folder, stopped and removed afterwards), e.g.
#   bash scripts/with-postgres.sh npx vitest run tests/server
# Without Debian's PostgreSQL server binaries it runs the command as is (the PostgreSQL suite then
# skips, saying why); `npm run test:all` installs them first.
set -euo pipefail
BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$BIN" ]; then
  echo "PostgreSQL server binaries not found (apt-get install postgresql): running without TEST_DATABASE_URL" >&2
  exec "$@"
fi
DIR=$(mktemp -d /tmp/reference-pg.XXXXXX)
PORT=${TEST_PG_PORT:-55433}
as_pg() {
  # initdb refuses to run as root: run the server as the postgres user then.
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
cleanup() {
  as_pg "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT
if [ "$(id -u)" -eq 0 ]; then chown postgres "$DIR"; fi
as_pg "$BIN/initdb" -D "$DIR/data" -A trust -U postgres >/dev/null
as_pg "$BIN/pg_ctl" -D "$DIR/data" -w -l "$DIR/server.log" \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off" start >/dev/null
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" "$@"
