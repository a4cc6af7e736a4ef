#!/usr/bin/env bash
# Throwaway PostgreSQL + Redis for the test suite (loopback only).
#
#   scripts/test-servers.sh start        start both (idempotent)
#   scripts/test-servers.sh stop         stop both
#   scripts/test-servers.sh env          print `export TEST_DATABASE_URL=… TEST_REDIS_URL=…` lines
#   scripts/test-servers.sh status       show what is running (exit 0 only if both are up)
#   scripts/test-servers.sh check        exit 0 if the binaries exist (no side effects)
#   scripts/test-servers.sh redis-stop   stop Redis only (tests use this to simulate an outage)
#   scripts/test-servers.sh redis-start  start Redis again on the same port
#   scripts/test-servers.sh pg-start | pg-stop
#   scripts/test-servers.sh cluster-start | cluster-stop
#                                        a Redis Cluster: three masters + three replicas
#                                        (started by `start` too; `env` prints TEST_REDIS_CLUSTER_URL)
#   scripts/test-servers.sh cluster-node-stop PORT   kill one cluster node (a test's own cluster)
#
# Settings (environment):
#   TEST_SERVERS_DIR   state directory   (default /tmp/agent-conversations-test-servers)
#   PGPORT_TEST        PostgreSQL port   (default 54329)
#   REDIS_PORT_TEST    Redis port        (default 63790; redis-start/redis-stop also
#                                         honour the port of a loopback TEST_REDIS_URL)
#   PG_BIN             directory holding initdb/pg_ctl (default: newest /usr/lib/postgresql/*/bin)
#   REDIS_CLUSTER_PORT_TEST  first of the six cluster ports (default 7100: 7100–7105)
#   REDIS_CLUSTER_NODE_TIMEOUT_MS  cluster-node-timeout (default 1000: a dead master's replica
#                                  takes over within a few seconds)
set -euo pipefail

DIR="${TEST_SERVERS_DIR:-/tmp/agent-conversations-test-servers}"
PG_PORT="${PGPORT_TEST:-54329}"
REDIS_PORT="${REDIS_PORT_TEST:-63790}"
PGDATA_DIR="$DIR/pg"
PG_LOG="$DIR/postgres.log"
REDIS_PID="$DIR/redis.pid"
REDIS_LOG="$DIR/redis.log"
HOST=127.0.0.1
CLUSTER_BASE_PORT="${REDIS_CLUSTER_PORT_TEST:-7100}"
CLUSTER_DIR="$DIR/redis-cluster"
CLUSTER_NODE_TIMEOUT="${REDIS_CLUSTER_NODE_TIMEOUT_MS:-1000}"

log() { printf 'test-servers: %s\n' "$*" >&2; }
die() { printf 'test-servers: ERROR: %s\n' "$1" >&2; exit "${2:-1}"; }

# ---------------------------------------------------------------- binaries

find_pg_bin() {
  if [[ -n "${PG_BIN:-}" ]]; then
    [[ -x "$PG_BIN/initdb" && -x "$PG_BIN/pg_ctl" ]] && { echo "$PG_BIN"; return 0; }
    return 1
  fi
  local d
  # newest major version first
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5,5 -rn); do
    if [[ -x "$d/initdb" && -x "$d/pg_ctl" ]]; then echo "$d"; return 0; fi
  done
  local initdb
  initdb="$(command -v initdb 2>/dev/null || true)"
  if [[ -n "$initdb" && -x "$(dirname "$initdb")/pg_ctl" ]]; then dirname "$initdb"; return 0; fi
  return 1
}

PGBIN="$(find_pg_bin || true)"
REDIS_SERVER="$(command -v redis-server 2>/dev/null || true)"
[[ -z "$REDIS_SERVER" && -x /usr/bin/redis-server ]] && REDIS_SERVER=/usr/bin/redis-server
REDIS_CLI="$(command -v redis-cli 2>/dev/null || true)"
[[ -z "$REDIS_CLI" && -x /usr/bin/redis-cli ]] && REDIS_CLI=/usr/bin/redis-cli

need_pg() {
  [[ -n "$PGBIN" ]] || die "PostgreSQL server binaries (initdb, pg_ctl) not found in /usr/lib/postgresql/*/bin or PATH (set PG_BIN, or: apt-get install -y postgresql)" 3
}
need_redis() {
  [[ -n "$REDIS_SERVER" ]] || die "redis-server not found (install it: apt-get install -y redis-server)" 3
}

# Run a PostgreSQL binary as the postgres OS user when we are root (initdb and
# postgres refuse to run as root); otherwise as ourselves.
as_pg() {
  if [[ "$(id -u)" == 0 ]]; then
    id postgres >/dev/null 2>&1 || die "running as root but there is no 'postgres' OS user to run the server as" 3
    if command -v runuser >/dev/null 2>&1; then
      runuser -u postgres -- "$@"
    else
      local q; printf -v q '%q ' "$@"
      su -s /bin/sh postgres -c "$q"
    fi
  else
    "$@"
  fi
}

# ---------------------------------------------------------------- helpers

port_open() { # port -> 0 if something accepts TCP connections on 127.0.0.1:port
  (exec 3<>"/dev/tcp/$HOST/$1") 2>/dev/null
}

lock() {
  mkdir -p "$DIR"
  chmod 755 "$DIR" 2>/dev/null || true
  if command -v flock >/dev/null 2>&1; then
    exec 9>"$DIR/.lock"
    flock -w 120 9 || die "could not take the lock $DIR/.lock"
  fi
}

# ---------------------------------------------------------------- postgres

pg_running() {
  [[ -n "$PGBIN" && -f "$PGDATA_DIR/PG_VERSION" ]] || return 1
  as_pg "$PGBIN/pg_ctl" status -D "$PGDATA_DIR" >/dev/null 2>&1
}

pg_ready() {
  if [[ -x "$PGBIN/pg_isready" ]]; then
    "$PGBIN/pg_isready" -q -h "$HOST" -p "$PG_PORT" -U postgres -d postgres
  else
    port_open "$PG_PORT"
  fi
}

pg_start() {
  need_pg
  if pg_running; then
    log "postgres already running on $HOST:$PG_PORT ($PGDATA_DIR)"
    return 0
  fi
  if port_open "$PG_PORT"; then
    die "port $HOST:$PG_PORT is taken by a server this script did not start (set PGPORT_TEST to another port)"
  fi
  if [[ ! -f "$PGDATA_DIR/PG_VERSION" ]]; then
    rm -rf "$PGDATA_DIR"
    mkdir -p "$PGDATA_DIR"
    if [[ "$(id -u)" == 0 ]]; then chown postgres: "$PGDATA_DIR"; fi
    chmod 700 "$PGDATA_DIR"
    as_pg test -w "$PGDATA_DIR" || die "$PGDATA_DIR is not writable by the postgres user (choose a TEST_SERVERS_DIR it can reach, e.g. under /tmp)"
    log "initdb $PGDATA_DIR ($("$PGBIN/postgres" --version 2>/dev/null || echo postgres))"
    as_pg "$PGBIN/initdb" -D "$PGDATA_DIR" -U postgres --auth=trust \
      --encoding=UTF8 --locale=C >"$DIR/initdb.log" 2>&1 \
      || { cat "$DIR/initdb.log" >&2; die "initdb failed (log above)"; }
    cat >>"$PGDATA_DIR/postgresql.conf" <<EOF

# --- throwaway test cluster (scripts/test-servers.sh) ---
listen_addresses = '$HOST'
port = $PG_PORT
unix_socket_directories = '$PGDATA_DIR'
max_connections = 300
shared_buffers = 128MB
fsync = off
synchronous_commit = off
full_page_writes = off
wal_level = minimal
max_wal_senders = 0
checkpoint_timeout = 30min
max_wal_size = 2GB
log_min_messages = warning
log_min_error_statement = panic
EOF
    # Only loopback, trust (throwaway data).
    cat >"$PGDATA_DIR/pg_hba.conf" <<EOF
local all all trust
host  all all 127.0.0.1/32 trust
EOF
  fi
  touch "$PG_LOG"
  if [[ "$(id -u)" == 0 ]]; then chown postgres: "$PG_LOG"; fi
  log "starting postgres on $HOST:$PG_PORT"
  if ! as_pg "$PGBIN/pg_ctl" start -D "$PGDATA_DIR" -l "$PG_LOG" -w -t 60 -o "-p $PG_PORT" >/dev/null 9>&-; then
    tail -n 30 "$PG_LOG" >&2 || true
    die "postgres failed to start (log: $PG_LOG)"
  fi
  local i
  for i in $(seq 1 100); do
    pg_ready && return 0
    sleep 0.1
  done
  tail -n 30 "$PG_LOG" >&2 || true
  die "postgres started but does not accept connections on $HOST:$PG_PORT"
}

pg_stop() {
  if pg_running; then
    log "stopping postgres"
    as_pg "$PGBIN/pg_ctl" stop -D "$PGDATA_DIR" -m fast -w -t 60 >/dev/null \
      || as_pg "$PGBIN/pg_ctl" stop -D "$PGDATA_DIR" -m immediate -w -t 30 >/dev/null \
      || die "could not stop postgres"
  else
    log "postgres not running"
  fi
}

# ---------------------------------------------------------------- redis

redis_ping() {
  if [[ -n "$REDIS_CLI" ]]; then
    [[ "$("$REDIS_CLI" -h "$HOST" -p "$REDIS_PORT" ping 2>/dev/null)" == PONG ]]
  else
    port_open "$REDIS_PORT"
  fi
}

alive() { # pid -> 0 if the process exists and is not a zombie (PID 1 in a container may never reap it)
  kill -0 "$1" 2>/dev/null || return 1
  local state
  state="$(awk '{print $3}' "/proc/$1/stat" 2>/dev/null || true)"
  [[ "$state" != Z && "$state" != X ]]
}

redis_pid() { # prints the pid from our pidfile if that process is alive
  [[ -f "$REDIS_PID" ]] || return 1
  local pid; pid="$(cat "$REDIS_PID" 2>/dev/null || true)"
  if [[ -n "$pid" ]] && alive "$pid"; then echo "$pid"; return 0; fi
  return 1
}

redis_start() {
  need_redis
  mkdir -p "$DIR"
  if redis_ping; then
    log "redis already running on $HOST:$REDIS_PORT"
    return 0
  fi
  if port_open "$REDIS_PORT"; then
    die "port $HOST:$REDIS_PORT is taken by something that is not Redis (set REDIS_PORT_TEST)"
  fi
  rm -f "$REDIS_PID"
  "$REDIS_SERVER" --bind "$HOST" --port "$REDIS_PORT" --daemonize yes \
    --pidfile "$REDIS_PID" --logfile "$REDIS_LOG" --dir "$DIR" \
    --save '' --appendonly no --protected-mode yes \
    --maxclients 10000 --loglevel warning >/dev/null 9>&- \
    || { tail -n 20 "$REDIS_LOG" >&2 2>/dev/null || true; die "redis-server failed to start"; }
  local i
  for i in $(seq 1 200); do
    redis_ping && { log "redis running on $HOST:$REDIS_PORT"; return 0; }
    sleep 0.05
  done
  tail -n 20 "$REDIS_LOG" >&2 2>/dev/null || true
  die "redis did not answer PING on $HOST:$REDIS_PORT (log: $REDIS_LOG)"
}

redis_stop() {
  local pid=""
  pid="$(redis_pid || true)"
  if ! redis_ping && [[ -z "$pid" ]]; then
    log "redis not running"
    rm -f "$REDIS_PID"
    return 0
  fi
  if [[ -n "$REDIS_CLI" ]]; then
    "$REDIS_CLI" -h "$HOST" -p "$REDIS_PORT" shutdown nosave >/dev/null 2>&1 || true
  fi
  if [[ -n "$pid" ]]; then kill -TERM "$pid" 2>/dev/null || true; fi
  local i
  for i in $(seq 1 200); do
    if ! port_open "$REDIS_PORT" && { [[ -z "$pid" ]] || ! alive "$pid"; }; then
      rm -f "$REDIS_PID"
      log "redis stopped"
      return 0
    fi
    sleep 0.05
  done
  if [[ -n "$pid" ]]; then kill -KILL "$pid" 2>/dev/null || true; fi
  sleep 0.2
  if port_open "$REDIS_PORT"; then die "redis on $HOST:$REDIS_PORT would not stop"; fi
  rm -f "$REDIS_PID"
  log "redis killed"
}

# ---------------------------------------------------------------- redis cluster
# Six nodes on consecutive loopback ports, each with its own folder under $CLUSTER_DIR;
# `redis-cli --cluster create` makes three masters with one replica each.

cluster_ports() { local i; for i in 0 1 2 3 4 5; do echo $(( CLUSTER_BASE_PORT + i )); done; }

cluster_cli() { # port, args...
  local port="$1"; shift
  "$REDIS_CLI" -h "$HOST" -p "$port" "$@"
}

cluster_ok() { # 0 when every slot is served (cluster_state:ok) as seen from the first node
  [[ -n "$REDIS_CLI" ]] || return 1
  cluster_cli "$CLUSTER_BASE_PORT" cluster info 2>/dev/null | grep -q '^cluster_state:ok'
}

cluster_node_start() { # port
  local port="$1" dir="$CLUSTER_DIR/$1"
  mkdir -p "$dir"
  if [[ "$(cluster_cli "$port" ping 2>/dev/null)" == PONG ]]; then return 0; fi
  if port_open "$port"; then die "port $HOST:$port is taken (set REDIS_CLUSTER_PORT_TEST)"; fi
  "$REDIS_SERVER" --bind "$HOST" --port "$port" --daemonize yes \
    --pidfile "$dir/redis.pid" --logfile "$dir/redis.log" --dir "$dir" \
    --cluster-enabled yes --cluster-config-file "$dir/nodes.conf" \
    --cluster-node-timeout "$CLUSTER_NODE_TIMEOUT" --cluster-announce-ip "$HOST" \
    --save '' --appendonly no --protected-mode yes \
    --maxclients 10000 --loglevel warning >/dev/null 9>&- \
    || { tail -n 20 "$dir/redis.log" >&2 2>/dev/null || true; die "redis-server (cluster node $port) failed to start"; }
  local i
  for i in $(seq 1 200); do
    [[ "$(cluster_cli "$port" ping 2>/dev/null)" == PONG ]] && return 0
    sleep 0.05
  done
  die "cluster node $HOST:$port did not answer PING (log: $dir/redis.log)"
}

cluster_start() {
  need_redis
  [[ -n "$REDIS_CLI" ]] || die "redis-cli not found (it comes with redis-server: apt-get install -y redis-server)" 3
  if cluster_ok; then
    log "redis cluster already running on $HOST:$CLUSTER_BASE_PORT-$(( CLUSTER_BASE_PORT + 5 ))"
    return 0
  fi
  local port addresses=()
  for port in $(cluster_ports); do
    cluster_node_start "$port"
    addresses+=("$HOST:$port")
  done
  local known
  known="$(cluster_cli "$CLUSTER_BASE_PORT" cluster info 2>/dev/null | sed -n 's/^cluster_known_nodes:\([0-9]*\).*/\1/p')"
  if [[ "${known:-1}" -le 1 ]]; then
    log "creating redis cluster (3 masters, 3 replicas) on $HOST:$CLUSTER_BASE_PORT-$(( CLUSTER_BASE_PORT + 5 ))"
    "$REDIS_CLI" --cluster create "${addresses[@]}" --cluster-replicas 1 --cluster-yes >"$CLUSTER_DIR/create.log" 2>&1 \
      || { tail -n 20 "$CLUSTER_DIR/create.log" >&2; die "redis-cli --cluster create failed"; }
  fi
  local i
  for i in $(seq 1 300); do
    # Serving every slot, and every replica in sync: a replica that never synced refuses to take over.
    if cluster_ok && cluster_replicas_synced; then
      log "redis cluster running on $HOST:$CLUSTER_BASE_PORT-$(( CLUSTER_BASE_PORT + 5 ))"
      return 0
    fi
    sleep 0.1
  done
  die "redis cluster did not reach cluster_state:ok with its replicas in sync (logs: $CLUSTER_DIR/*/redis.log)"
}

cluster_replicas_synced() {
  local port info replicas=0
  for port in $(cluster_ports); do
    info="$(cluster_cli "$port" info replication 2>/dev/null | tr -d '\r')"
    if grep -q '^role:slave' <<<"$info"; then
      grep -q '^master_link_status:up' <<<"$info" || return 1
      replicas=$(( replicas + 1 ))
    fi
  done
  (( replicas == 3 ))
}

cluster_node_stop() { # port: kill -9, as a crash would
  local port="$1" pid=""
  [[ -f "$CLUSTER_DIR/$port/redis.pid" ]] && pid="$(cat "$CLUSTER_DIR/$port/redis.pid" 2>/dev/null || true)"
  if [[ -n "$pid" ]] && alive "$pid"; then kill -KILL "$pid" 2>/dev/null || true; fi
  local i
  for i in $(seq 1 100); do
    port_open "$port" || break
    sleep 0.05
  done
  rm -f "$CLUSTER_DIR/$port/redis.pid"
}

cluster_stop() {
  [[ -d "$CLUSTER_DIR" ]] || { log "redis cluster not running"; return 0; }
  local port
  for port in $(cluster_ports); do
    if [[ -n "$REDIS_CLI" ]]; then cluster_cli "$port" shutdown nosave >/dev/null 2>&1 || true; fi
    cluster_node_stop "$port"
  done
  # Throwaway: a fresh start creates a fresh cluster.
  rm -rf "$CLUSTER_DIR"
  log "redis cluster stopped"
}

# redis-start / redis-stop may be called from a test that only knows TEST_REDIS_URL.
redis_port_from_url() {
  if [[ -z "${REDIS_PORT_TEST:-}" && -n "${TEST_REDIS_URL:-}" ]]; then
    if [[ "$TEST_REDIS_URL" =~ ^redis://([^@/]*@)?(127\.0\.0\.1|localhost):([0-9]+) ]]; then
      REDIS_PORT="${BASH_REMATCH[3]}"
    fi
  fi
}

# ---------------------------------------------------------------- commands

print_env() {
  echo "export TEST_DATABASE_URL=postgres://postgres@$HOST:$PG_PORT/postgres"
  echo "export TEST_REDIS_URL=redis://$HOST:$REDIS_PORT"
  # Only a running cluster: without the variable the cluster suites skip (outside CI).
  if cluster_ok; then
    echo "export TEST_REDIS_CLUSTER_URL=redis-cluster://$HOST:$CLUSTER_BASE_PORT,$HOST:$(( CLUSTER_BASE_PORT + 1 )),$HOST:$(( CLUSTER_BASE_PORT + 2 ))"
  fi
}

cmd="${1:-}"
case "$cmd" in
  start)
    need_pg; need_redis
    lock
    pg_start
    redis_start
    # The cluster is for the cluster suites: outside CI a failure leaves them skipped, not the rest unserved.
    if [[ -n "${CI:-}" ]]; then
      cluster_start
    else
      ( cluster_start ) || log "warning: the redis cluster did not start; the cluster suites will skip"
    fi
    ;;
  stop)
    lock
    cluster_stop
    redis_stop
    pg_stop
    ;;
  env)
    print_env
    ;;
  status)
    rc=0
    if pg_running && pg_ready; then echo "postgres: running on $HOST:$PG_PORT"; else echo "postgres: stopped"; rc=1; fi
    if redis_ping; then echo "redis: running on $HOST:$REDIS_PORT"; else echo "redis: stopped"; rc=1; fi
    if cluster_ok; then echo "redis cluster: running on $HOST:$CLUSTER_BASE_PORT-$(( CLUSTER_BASE_PORT + 5 ))"; else echo "redis cluster: stopped"; rc=1; fi
    exit "$rc"
    ;;
  check)
    need_pg; need_redis
    [[ "$(id -u)" != 0 ]] || id postgres >/dev/null 2>&1 || die "running as root but there is no 'postgres' OS user" 3
    echo "postgres: $PGBIN"
    echo "redis: $REDIS_SERVER"
    ;;
  pg-start) need_pg; lock; pg_start ;;
  pg-stop) lock; pg_stop ;;
  redis-start) redis_port_from_url; redis_start ;;
  redis-stop) redis_port_from_url; redis_stop ;;
  cluster-start) need_redis; lock; cluster_start ;;
  cluster-stop) lock; cluster_stop ;;
  cluster-node-stop) [[ -n "${2:-}" ]] || die "usage: $0 cluster-node-stop PORT" 2; cluster_node_stop "$2" ;;
  *)
    echo "usage: $0 start|stop|env|status|check|redis-start|redis-stop|pg-start|pg-stop|cluster-start|cluster-stop|cluster-node-stop PORT" >&2
    exit 2
    ;;
esac
