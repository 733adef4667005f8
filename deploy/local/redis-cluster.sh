#!/usr/bin/env bash
# A local Redis Cluster without Docker: 3 masters + 3 replicas of the machine's redis-server, on loopback.
#
#   redis-cluster.sh up DIR [--password P]   start it under DIR; prints REDIS_URL=redis+cluster://[:P@]host:port,...
#   redis-cluster.sh down DIR                stop every server it started under DIR (pid files)
#   redis-cluster.sh kill-master DIR [SLOT]  SIGKILL the master that serves SLOT (default 0); prints KILLED=host:port
#   redis-cluster.sh status DIR              one line per node: host:port role pid
#
# Ports are free ones chosen at start (the cluster bus on a second free port, `cluster-port`). Config files
# hold the password (requirepass and masterauth) and are 0600. Fault tests and the local topology use it.
set -eu # no pipefail: `| head` and `| grep -q` end their writers early on purpose

NODES=6
cmd=${1:-}
dir=${2:-}
[ -n "$cmd" ] && [ -n "$dir" ] || {
  echo "usage: $0 up DIR [--password P] | down DIR | kill-master DIR | status DIR" >&2
  exit 2
}
shift 2
password=""
slot=0
while [ $# -gt 0 ]; do
  case $1 in
  --password) password=${2:?--password needs a value}; shift 2 ;;
  [0-9]*) slot=$1; shift ;;
  *) echo "unknown argument: $1" >&2; exit 2 ;;
  esac
done
base="$dir/redis-cluster"

cli() { # cli PORT args...: redis-cli on a node, with the password of the cluster if any
  local port=$1
  shift
  local pw=""
  [ -f "$base/password" ] && pw=$(cat "$base/password")
  if [ -n "$pw" ]; then export REDISCLI_AUTH=$pw; else unset REDISCLI_AUTH; fi
  redis-cli --no-auth-warning -h 127.0.0.1 -p "$port" "$@" 2>/dev/null | tr -d '\r'
}

. "$(dirname "$0")/ports.sh" # free_port, free_ports

alive() { # alive PIDFILE: the redis-server of that pid file still runs
  local pid
  [ -f "$1" ] || return 1
  pid=$(cat "$1" 2>/dev/null) || return 1
  [ -n "$pid" ] && [ -r "/proc/$pid/cmdline" ] && tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q redis-server
}

start_node() { # start_node I: writes the node's 0600 config and starts it; retries on a port taken meanwhile
  local i=$1 nd="$base/node$i" attempt ports port bus
  mkdir -p "$nd"
  for attempt in 1 2 3 4 5; do
    read -r port bus <<<"$(free_ports 2)"
    rm -f "$nd/nodes.conf" "$nd/redis.pid"
    (
      umask 077
      {
        echo "port $port"
        echo "cluster-port $bus"
        echo "bind 127.0.0.1"
        echo "protected-mode yes"
        echo "cluster-enabled yes"
        echo "cluster-config-file \"$nd/nodes.conf\""
        echo "cluster-node-timeout 2000"
        echo "save \"\""
        echo "appendonly no"
        echo "repl-diskless-sync-delay 0"
        echo "daemonize yes"
        echo "dir \"$nd\""
        echo "pidfile \"$nd/redis.pid\""
        echo "logfile \"$nd/redis.log\""
        if [ -n "$password" ]; then
          q=$(printf '%s' "$password" | sed 's/[\\"]/\\&/g') # a quoted config string: escape \ and "
          echo "requirepass \"$q\""
          echo "masterauth \"$q\""
        fi
      } >"$nd/redis.conf"
    )
    redis-server "$nd/redis.conf" >/dev/null 2>&1 || true
    for _ in $(seq 1 50); do
      [ "$(cli "$port" ping)" = PONG ] && {
        echo "$port" >"$nd/port"
        return 0
      }
      sleep 0.1
    done
    alive "$nd/redis.pid" && kill -KILL "$(cat "$nd/redis.pid")" 2>/dev/null || true
  done
  echo "redis node $i did not start; see $nd/redis.log" >&2
  return 1
}

urlencode() { # percent-encode everything but unreserved characters
  local s=$1 out="" c i
  for ((i = 0; i < ${#s}; i++)); do
    c=${s:i:1}
    case $c in [a-zA-Z0-9.~_-]) out+=$c ;; *) out+=$(printf '%%%02X' "'$c") ;; esac
  done
  printf '%s' "$out"
}

ports() { cat "$base"/node*/port 2>/dev/null; }

case $cmd in
up)
  command -v redis-server >/dev/null && command -v redis-cli >/dev/null || {
    echo "redis-server and redis-cli are needed (Debian: apt-get install redis-server)" >&2
    exit 1
  }
  for f in "$base"/node*/redis.pid; do
    alive "$f" && { echo "a cluster already runs under $base (run: $0 down $dir)" >&2; exit 1; }
  done
  mkdir -p "$base"
  chmod 700 "$base"
  rm -f "$base/password"
  [ -n "$password" ] && (umask 077 && printf '%s' "$password" >"$base/password")
  for i in $(seq 0 $((NODES - 1))); do start_node "$i"; done
  addrs=$(ports | sed 's/^/127.0.0.1:/' | tr '\n' ' ')
  first=$(ports | head -1)
  # shellcheck disable=SC2086
  if [ -n "$password" ]; then export REDISCLI_AUTH=$password; else unset REDISCLI_AUTH; fi
  redis-cli --no-auth-warning --cluster create $addrs --cluster-replicas 1 --cluster-yes \
    >"$base/create.log" 2>&1 || { cat "$base/create.log" >&2; exit 1; }
  ok=""
  for _ in $(seq 1 150); do # every node agrees the cluster is ok and sees 3 replicas, each in sync
    ok=yes
    for p in $(ports); do
      cli "$p" cluster info | grep -q '^cluster_state:ok' || ok=""
      [ "$(cli "$p" cluster nodes | grep -c slave)" = 3 ] || ok=""
      if cli "$p" info replication | grep -q '^role:slave'; then
        cli "$p" info replication | grep -q '^master_link_status:up' || ok=""
      fi
    done
    [ -n "$ok" ] && break
    sleep 0.2
  done
  [ -n "$ok" ] || { echo "the cluster did not reach cluster_state:ok (first node $first)" >&2; exit 1; }
  auth=""
  [ -n "$password" ] && auth=":$(urlencode "$password")@"
  echo "REDIS_URL=redis+cluster://${auth}$(ports | sed 's/^/127.0.0.1:/' | paste -sd, -)"
  ;;
down)
  stopped=0
  for f in "$base"/node*/redis.pid; do
    [ -e "$f" ] || continue
    if alive "$f"; then
      kill -TERM "$(cat "$f")" 2>/dev/null || true
      stopped=$((stopped + 1))
    fi
  done
  for _ in $(seq 1 50); do
    still=""
    for f in "$base"/node*/redis.pid; do alive "$f" && still=yes; done
    [ -z "$still" ] && break
    sleep 0.1
  done
  for f in "$base"/node*/redis.pid; do alive "$f" && kill -KILL "$(cat "$f")" 2>/dev/null || true; done
  rm -f "$base"/node*/redis.pid
  echo "stopped $stopped redis node(s) under $base"
  ;;
kill-master)
  for p in $(ports); do
    line=$(cli "$p" cluster nodes | awk -v s="$slot" '$3 ~ /master/ && $3 !~ /fail/ && $8 == "connected" {
      for (i = 9; i <= NF; i++) { split($i, r, "-"); if (r[2] == "") r[2] = r[1]; if (s + 0 >= r[1] + 0 && s + 0 <= r[2] + 0) print $2 } }')
    [ -n "$line" ] && break
  done
  target=${line%@*}
  [ -n "$target" ] || { echo "no master of slot $slot found" >&2; exit 1; }
  for nd in "$base"/node*; do
    if [ "127.0.0.1:$(cat "$nd/port")" = "$target" ]; then
      kill -KILL "$(cat "$nd/redis.pid")"
      echo "KILLED=$target"
      exit 0
    fi
  done
  echo "the master $target was not started under $base" >&2
  exit 1
  ;;
status)
  for nd in "$base"/node*; do
    p=$(cat "$nd/port")
    role=$(cli "$p" role | head -1) || true
    pid=$(cat "$nd/redis.pid" 2>/dev/null || echo -)
    alive "$nd/redis.pid" || { role=down; }
    echo "127.0.0.1:$p ${role:-down} $pid"
  done
  ;;
*)
  echo "unknown command: $cmd" >&2
  exit 2
  ;;
esac
