#!/usr/bin/env bash
# The production topology on one machine, without Docker: a PostgreSQL primary with a streaming replica
# (pg-replica.sh), a 3-master Redis Cluster with a replica per master (redis-cluster.sh), one projector
# (`taxonomy project`) and two API instances (`taxonomy serve --no-projector`), all under DIR.
#   topology.sh up DIR     start everything, wait until both APIs answer /api/v1/health/live, and print
#                          API_URLS=, DATABASE_URL=, DATABASE_READ_URL=, REDIS_URL=, METRICS_TOKEN= on stdout
#   topology.sh down DIR   stop all of it and remove its data
#   topology.sh restart-replica DIR   stop and start the PostgreSQL replica (fault drills)
#   topology.sh kill-redis-master DIR SIGKILL a Redis master (redis-cluster.sh kill-master)
# Logs: DIR/logs/*.log (the script's own progress goes to stderr). `up` on a running DIR prints the lines again.
set -euo pipefail
cmd=${1:-}; DIR=${2:-}
[ -n "$cmd" ] && [ -n "$DIR" ] || { echo "usage: $0 up|down|restart-replica|kill-redis-master DIR" >&2; exit 2; }
HERE=$(cd "$(dirname "$0")" && pwd); ROOT=$(cd "$HERE/../.." && pwd)
mkdir -p "$DIR"; DIR=$(cd "$DIR" && pwd)
LOGS="$DIR/logs"; ENVF="$DIR/topology.env"
say() { echo "topology: $*" >&2; }
. "$(dirname "$0")/ports.sh" # free_port, free_ports
val() { sed -n "s/^$1=//p" "$2" | tail -1; }
running() { [ -s "$DIR/$1.pid" ] && kill -0 "$(cat "$DIR/$1.pid")" 2>/dev/null; }

start_app() { # name, port or '', taxonomy args...
  local name=$1 port=$2; shift 2
  running "$name" && return 0
  mkdir -p "$DIR/$name"
  (cd "$ROOT" && exec env DATA_DIR="$DIR/$name" DATABASE_URL="$DATABASE_URL" DATABASE_READ_URL="$DATABASE_READ_URL" \
    REDIS_URL="$REDIS_URL" JWT_SECRET="$JWT_SECRET" METRICS_TOKEN="$METRICS_TOKEN" ${port:+PORT=$port} HOST=127.0.0.1 \
    setsid node bin/taxonomy.js "$@" >>"$LOGS/$name.log" 2>&1 </dev/null) &
  echo $! >"$DIR/$name.pid"
}

up() {
  local t0=$SECONDS
  mkdir -p "$LOGS"
  say "PostgreSQL primary + streaming replica"
  "$HERE/pg-replica.sh" up "$DIR" >"$DIR/pg.env" 2>>"$LOGS/pg-replica.log" || { tail -5 "$LOGS/pg-replica.log" >&2; exit 1; }
  say "Redis Cluster (3 masters, 3 replicas)"
  [ -s "$DIR/redis.password" ] || (umask 077; head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n' >"$DIR/redis.password")
  "$HERE/redis-cluster.sh" up "$DIR" --password "$(cat "$DIR/redis.password")" >"$DIR/redis.env" 2>>"$LOGS/redis-cluster.log" || { tail -5 "$LOGS/redis-cluster.log" >&2; exit 1; }
  DATABASE_URL=$(val DATABASE_URL "$DIR/pg.env"); DATABASE_READ_URL=$(val DATABASE_READ_URL "$DIR/pg.env")
  REDIS_URL=$(val REDIS_URL "$DIR/redis.env")
  [ -s "$DIR/secrets.env" ] || (umask 077
    echo "JWT_SECRET=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')" >"$DIR/secrets.env"
    echo "METRICS_TOKEN=$(head -c 16 /dev/urandom | od -An -tx1 | tr -d ' \n')" >>"$DIR/secrets.env"
    echo "API_PORTS=$(free_port),$(free_port)" >>"$DIR/secrets.env")
  JWT_SECRET=$(val JWT_SECRET "$DIR/secrets.env"); METRICS_TOKEN=$(val METRICS_TOKEN "$DIR/secrets.env")
  local ports; ports=$(val API_PORTS "$DIR/secrets.env")
  say "projector"
  start_app projector '' project
  # the first API migrates the (empty) database with the projector; the second starts beside it
  local urls=()
  for i in 1 2; do
    local port; port=$(echo "$ports" | cut -d, -f$i)
    say "API $i on 127.0.0.1:$port"
    start_app "api$i" "$port" serve --no-projector
    urls+=("http://127.0.0.1:$port")
  done
  for u in "${urls[@]}"; do
    until curl -fsS -o /dev/null "$u/api/v1/health/live" 2>/dev/null; do
      for p in projector api1 api2; do running "$p" || { tail -20 "$LOGS/$p.log" >&2; say "$p exited"; exit 1; }; done
      [ $((SECONDS - t0)) -lt 280 ] || { say "APIs did not answer within 280 s"; exit 1; }
      sleep 0.5
    done
  done
  local api_urls; api_urls=$(IFS=,; echo "${urls[*]}")
  cat >"$ENVF" <<ENV
API_URLS=$api_urls
DATABASE_URL=$DATABASE_URL
DATABASE_READ_URL=$DATABASE_READ_URL
REDIS_URL=$REDIS_URL
METRICS_TOKEN=$METRICS_TOKEN
ENV
  say "up in $((SECONDS - t0)) s"
  cat "$ENVF"
}

stop_app() {
  local name=$1
  running "$name" || { rm -f "$DIR/$name.pid"; return 0; }
  local pid; pid=$(cat "$DIR/$name.pid")
  kill -TERM "$pid" 2>/dev/null || true
  for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  kill -KILL "$pid" 2>/dev/null || true
  rm -f "$DIR/$name.pid"
}

down() {
  for p in api1 api2 projector; do stop_app "$p"; done
  "$HERE/redis-cluster.sh" down "$DIR" >/dev/null 2>&1 || true
  "$HERE/pg-replica.sh" down "$DIR" >/dev/null 2>&1 || true
  rm -rf "$DIR/api1" "$DIR/api2" "$DIR/projector" "$DIR"/*.env "$DIR/redis.password"
}

case "$cmd" in
  up) up ;;
  down) down ;;
  restart-replica) "$HERE/pg-replica.sh" stop-replica "$DIR" && "$HERE/pg-replica.sh" start-replica "$DIR" ;;
  kill-redis-master) "$HERE/redis-cluster.sh" kill-master "$DIR" ;;
  *) echo "usage: $0 up|down|restart-replica|kill-redis-master DIR" >&2; exit 2 ;;
esac
