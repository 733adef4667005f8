#!/usr/bin/env bash
# A PostgreSQL primary with one streaming replica under DIR, from Debian's PostgreSQL binaries, without Docker.
#   pg-replica.sh up DIR              start both (initdb'd on the first run); print DATABASE_URL= and DATABASE_READ_URL=
#   pg-replica.sh down DIR            stop both and remove their data
#   pg-replica.sh stop-replica DIR    stop the replica only (fault tests); start-replica DIR starts it again
# Loopback only, free ports, SCRAM passwords (generated, 0600 files in DIR/pg), wal_level replica, a
# REPLICATION role `replicator`, the application role `taxonomy` (no superuser) owning database `taxonomy`.
# The replica is a `pg_basebackup -R` copy (standby.signal). As root the servers run as the `postgres` OS
# user; when it cannot reach DIR (a 0700 mktemp directory), the clusters live in /var/lib/taxonomy/topology/
# and DIR/pg links there (removed by `down`). Logs: DIR/pg/*.log. Diagnostics go to stderr.
set -euo pipefail
cmd=${1:-}; DIR=${2:-}
[ -n "$cmd" ] && [ -n "$DIR" ] || { echo "usage: $0 up|down|stop-replica|start-replica DIR" >&2; exit 2; }
mkdir -p "$DIR"; DIR=$(cd "$DIR" && pwd)
PGBIN=${PGBIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)}
[ -x "$PGBIN/initdb" ] || { echo "no PostgreSQL server binaries under /usr/lib/postgresql/*/bin (apt-get install postgresql)" >&2; exit 1; }
LINK="$DIR/pg"
SYSTEM_DIR=/var/lib/taxonomy/topology

as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
. "$(dirname "$0")/ports.sh" # free_port, free_ports
secret() { local f="$1"; [ -s "$f" ] || (umask 077; head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n' > "$f"); cat "$f"; }

# the directory holding both clusters, owned by the server's user
base_dir() {
  if [ -L "$LINK" ]; then readlink "$LINK"; return; fi
  if [ -d "$LINK" ]; then echo "$LINK"; return; fi
  if [ "$(id -u)" != 0 ] || runuser -u postgres -- test -w "$DIR"; then
    mkdir -m 700 "$LINK"; [ "$(id -u)" = 0 ] && chown postgres:postgres "$LINK"; echo "$LINK"; return
  fi
  mkdir -p -m 755 "$SYSTEM_DIR"; chmod 755 /var/lib/taxonomy
  local d; d=$(mktemp -d "$SYSTEM_DIR/pg.XXXXXX"); chown postgres:postgres "$d"; chmod 700 "$d"
  ln -s "$d" "$LINK"; echo "$d"
}

psql_admin() { local port=$1; shift; PGPASSWORD=$(cat "$B/admin.password") psql -h 127.0.0.1 -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 -qAt "$@"; }

start_server() { # name
  as_pg "$PGBIN/pg_ctl" -D "$B/$1" -l "$B/$1.log" -w -t 60 start >&2
}

up() {
  B=$(base_dir)
  if [ ! -f "$B/primary/PG_VERSION" ]; then
    local pport rport
    pport=$(free_port); rport=$(free_port)
    while [ "$rport" = "$pport" ]; do rport=$(free_port); done
    secret "$B/admin.password" >/dev/null; secret "$B/replicator.password" >/dev/null; secret "$B/app.password" >/dev/null
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$B"/*.password
    rm -rf "$B/primary" "$B/replica"
    as_pg "$PGBIN/initdb" -D "$B/primary" -U postgres --auth=scram-sha-256 --pwfile="$B/admin.password" -E UTF8 --locale=C.UTF-8 >"$B/initdb.log" 2>&1 \
      || { cat "$B/initdb.log" >&2; exit 1; }
    cat >>"$B/primary/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $pport
unix_socket_directories = '$B'
wal_level = replica
max_wal_senders = 10
wal_keep_size = '512MB'
hot_standby = on
hot_standby_feedback = on
max_connections = 200
shared_buffers = '256MB'
CONF
    cat >"$B/primary/pg_hba.conf" <<HBA
local all postgres scram-sha-256
host replication replicator 127.0.0.1/32 scram-sha-256
host all all 127.0.0.1/32 scram-sha-256
HBA
    start_server primary
    psql_admin "$pport" <<SQL
CREATE ROLE replicator LOGIN REPLICATION PASSWORD '$(cat "$B/replicator.password")';
CREATE ROLE taxonomy LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD '$(cat "$B/app.password")';
CREATE DATABASE taxonomy OWNER taxonomy;
\c taxonomy
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;
ALTER SCHEMA public OWNER TO taxonomy;
GRANT pg_monitor TO taxonomy;
SQL
    as_pg env PGPASSWORD="$(cat "$B/replicator.password")" "$PGBIN/pg_basebackup" -h 127.0.0.1 -p "$pport" -U replicator \
      -D "$B/replica" -R -X stream -c fast >"$B/basebackup.log" 2>&1 || { cat "$B/basebackup.log" >&2; exit 1; }
    cat >>"$B/replica/postgresql.auto.conf" <<CONF
port = $rport
primary_conninfo = 'host=127.0.0.1 port=$pport user=replicator password=$(cat "$B/replicator.password") application_name=replica1'
CONF
    echo "$pport" >"$B/primary.port"; echo "$rport" >"$B/replica.port"
  else
    pg_running primary || start_server primary
  fi
  pg_running replica || start_server replica
  wait_streaming
  local pw; pw=$(cat "$B/app.password")
  echo "DATABASE_URL=postgres://taxonomy:$pw@127.0.0.1:$(cat "$B/primary.port")/taxonomy"
  echo "DATABASE_READ_URL=postgres://taxonomy:$pw@127.0.0.1:$(cat "$B/replica.port")/taxonomy"
}

pg_running() { as_pg "$PGBIN/pg_ctl" -D "$B/$1" status >/dev/null 2>&1; }

wait_streaming() {
  for _ in $(seq 1 120); do
    [ "$(psql_admin "$(cat "$B/primary.port")" -c "select count(*) from pg_stat_replication where state = 'streaming'" 2>/dev/null)" -ge 1 ] 2>/dev/null && return 0
    sleep 0.5
  done
  echo "the replica did not start streaming (see $B/replica.log)" >&2; exit 1
}

stop_server() { [ -d "$B/$1" ] && pg_running "$1" && as_pg "$PGBIN/pg_ctl" -D "$B/$1" -m fast -w stop >&2 || true; }

down() {
  [ -e "$LINK" ] || return 0
  B=$(base_dir)
  stop_server replica; stop_server primary
  if [ -L "$LINK" ]; then case "$B" in "$SYSTEM_DIR"/*) rm -rf "$B" ;; esac; rm -f "$LINK"; else rm -rf "$LINK"; fi
}

case "$cmd" in
  up) up ;;
  down) down ;;
  stop-replica) B=$(base_dir); stop_server replica ;;
  start-replica) B=$(base_dir); pg_running replica || start_server replica; wait_streaming ;;
  *) echo "usage: $0 up|down|stop-replica|start-replica DIR" >&2; exit 2 ;;
esac
