#!/usr/bin/env bash
# Starts a disposable PostgreSQL cluster for the tests and prints its URL on stdout.
# Usage: scripts/throwaway-postgres.sh DIR [PORT]   (stop it with: pg_ctl -D DIR stop)
# initdb refuses to run as root, so the cluster belongs to the postgres user.
set -euo pipefail
dir=${1:?usage: throwaway-postgres.sh DIR [PORT]}
port=${2:-55432}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$bin/initdb" ] || { echo "PostgreSQL server binaries not found: apt-get install -y postgresql" >&2; exit 1; }

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

mkdir -p "$dir"
[ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
as_owner "$bin/initdb" -D "$dir/data" -U app --auth=trust -E UTF8 --no-sync >"$dir/initdb.log" 2>&1
as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off" start >/dev/null
echo "postgres://app@127.0.0.1:$port/postgres"
