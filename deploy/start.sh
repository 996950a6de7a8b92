#!/usr/bin/env bash
# Runs softdrop as in production on one machine: nginx (Debian's package) in front of two web
# processes and one jobs worker, all on PostgreSQL. Needs a build (npm run build).
#   DATABASE_URL (postgres://postgres@127.0.0.1:5432/softdrop), PORT (8080), WEB_PORT_1/2 (3101/3102),
#   RUN_DIR (./.deploy: nginx config, cache, logs), TRUST_PROXY (127.0.0.1: this nginx).
#   Other settings as for `npm run serve`.
# Stops everything on Ctrl-C or SIGTERM.
set -euo pipefail
cd "$(dirname "$0")/.."

export DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/softdrop}"
export NODE_ENV="${NODE_ENV:-production}"
export HOST="${HOST:-127.0.0.1}" PORT="${PORT:-8080}"
export WEB_PORT_1="${WEB_PORT_1:-3101}" WEB_PORT_2="${WEB_PORT_2:-3102}"
export RUN_DIR="$(mkdir -p "${RUN_DIR:-.deploy}" && cd "${RUN_DIR:-.deploy}" && pwd)"
export SITE_URL="${SITE_URL:-http://$HOST:$PORT}"
# nginx on this machine is the one proxy in front: its X-Forwarded-For names the visitor, whom
# every rate limit counts (docs/decisions/039-proxy-guard-logs-webhooks.md).
export TRUST_PROXY="${TRUST_PROXY:-127.0.0.1}"
# nginx's page cache, emptied by the web process that saves the store settings (decision 066).
export PROXY_CACHE_DIR="$RUN_DIR/cache"
BUILD="${BUILD_DIR:-build}/server/http.js"
# The heap bounds `npm run serve` uses (decision record 031).
NODE_HEAP="--max-old-space-size=160 --max-semi-space-size=4"
NGINX="$(command -v nginx || echo /usr/sbin/nginx)"

[ -f "$BUILD" ] || { echo "No build: run npm run build first." >&2; exit 1; }
[ -x "$NGINX" ] || { echo "nginx is missing: apt-get install -y nginx" >&2; exit 1; }
if [ -z "${AUTH_SECRET:-}" ]; then
  [ -f "$RUN_DIR/auth-secret" ] || head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' > "$RUN_DIR/auth-secret"
  AUTH_SECRET="$(cat "$RUN_DIR/auth-secret")"
  export AUTH_SECRET
fi

mkdir -p "$RUN_DIR/cache" "$RUN_DIR/temp"
# Started as root, nginx runs its workers as nobody: they write the cached pages and temporary files
# (the web processes, as root, can still empty the cache).
[ "$(id -u)" != 0 ] || chown -R nobody "$RUN_DIR/cache" "$RUN_DIR/temp"
envsubst '${RUN_DIR} ${HOST} ${PORT} ${WEB_PORT_1} ${WEB_PORT_2}' < deploy/nginx.conf.template > "$RUN_DIR/nginx.conf"

pids=()
stop() {
  trap - INT TERM EXIT
  kill "${pids[@]}" 2>/dev/null || true
  wait || true
}
trap stop INT TERM EXIT

# The web processes serve pages only; one worker runs the jobs.
for port in "$WEB_PORT_1" "$WEB_PORT_2"; do
  PORT="$port" RUN_WORKER=false node $NODE_HEAP "$BUILD" --production &
  pids+=($!)
done
RUN_WORKER=true node $NODE_HEAP "$BUILD" --production --worker-only &
pids+=($!)
"$NGINX" -p "$RUN_DIR" -c "$RUN_DIR/nginx.conf" &
pids+=($!)
echo "softdrop behind nginx at $SITE_URL (web on $WEB_PORT_1 and $WEB_PORT_2, one worker)"
wait -n
