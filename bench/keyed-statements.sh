#!/usr/bin/env bash
# PostgreSQL's own CPU per transaction for the statement shapes of a plain and a keyed POST
# (docs/performance.md "Safe retries"): pgbench, one client pinned to CPU 0, every postgres process
# on CPU 1, each shape run in turn ROUNDS times; prints the median CPU µs per transaction of all
# postgres processes (backend and background) and the median transactions per second.
#
#   bench/keyed-statements.sh [postgres://postgres@127.0.0.1:5432] [ROUNDS=5] [SECONDS=5]
#
# The tables mirror posts and idempotency_records (same key type and indexes) in a scratch
# database, which is dropped at the end. Linux only (taskset, /proc).
set -euo pipefail
URL=${1:-postgres://postgres@127.0.0.1:5432}
ROUNDS=${2:-5}
SECONDS_EACH=${3:-5}
DB=keyed_statements_$$
DIR=$(mktemp -d)
PM=$(pgrep -o -x postgres)
restore() {
  for p in $(pgrep -x postgres); do taskset -a -cp 0-"$(($(nproc) - 1))" "$p" >/dev/null || true; done
  psql "$URL/postgres" -qc "DROP DATABASE IF EXISTS $DB WITH (FORCE)" || true
  rm -rf "$DIR"
}
trap restore EXIT
psql "$URL/postgres" -qc "CREATE DATABASE $DB"
psql "$URL/$DB" -q <<'SQL'
CREATE TABLE t (id bigserial PRIMARY KEY, user_id bigint NOT NULL, post text NOT NULL,
  created_at bigint NOT NULL, status varchar(16) NOT NULL DEFAULT 'pending');
CREATE INDEX t_user ON t (user_id, id);
CREATE INDEX t_created ON t (created_at);
CREATE TABLE idem (id VARCHAR(64) NOT NULL PRIMARY KEY, fingerprint VARCHAR(64) NOT NULL,
  status INTEGER NOT NULL, headers TEXT NOT NULL, body TEXT NOT NULL, encoding VARCHAR(16),
  expires_at BIGINT NOT NULL, user_id BIGINT);
CREATE INDEX idem_expiry ON idem (expires_at);
SQL

# an answer of about 1 KB, as a created post's
BODY=$(printf '{"data":{"id":123456,"user":{"username":"user00525","display_name":"User 525"},"post":"%s","attachments":[],"stars":0,"replies":0}}' \
  "$(printf 'bench post lorem ipsum dolor sit amet, consectetur adipiscing elit %.0s' {1..12})")
KEY="'$(printf 'a%.0s' {1..53}):n'"
SET='\set n random(1, 2000000000)'
POST="INSERT INTO t (user_id, post, created_at) VALUES (:n % 1000, 'bench post lorem ipsum dolor sit amet', :n) RETURNING *;"
LOCK="SELECT pg_try_advisory_xact_lock(:n) AS locked"
READ="SELECT id, fingerprint, status, headers, body, encoding, expires_at FROM idem WHERE id = $KEY"
STORE="INSERT INTO idem (id, fingerprint, status, headers, body, encoding, expires_at, user_id) VALUES ($KEY, '$(printf 'f%.0s' {1..64})', 200, '', '$BODY', 'utf8', :n, 7) ON CONFLICT (id) DO UPDATE SET fingerprint = excluded.fingerprint, status = excluded.status, headers = excluded.headers, body = excluded.body, encoding = excluded.encoding, expires_at = excluded.expires_at, user_id = excluded.user_id"
# one line per round trip; \; joins statements into one simple query, as the service sends them
printf '%s\n' "$SET" "$POST" >"$DIR/plain.sql"
printf '%s\n' "$SET" 'BEGIN;' "$POST" 'COMMIT;' >"$DIR/in-transaction.sql"
printf '%s\n' "$SET" "BEGIN \\; $LOCK;" "$POST" 'COMMIT;' >"$DIR/with-lock.sql"
printf '%s\n' "$SET" "BEGIN \\; $READ;" "$POST" 'COMMIT;' >"$DIR/with-read.sql"
printf '%s\n' "$SET" 'BEGIN \; SAVEPOINT ambient_work;' "$POST" 'COMMIT;' >"$DIR/with-savepoint.sql"
printf '%s\n' "$SET" 'BEGIN;' "$POST" "$STORE \\; COMMIT;" >"$DIR/with-answer.sql"
printf '%s\n' "$SET" "BEGIN \\; $LOCK \\; $READ \\; SAVEPOINT ambient_work;" "$POST" "$STORE \\; COMMIT;" >"$DIR/keyed.sql"
SHAPES="plain in-transaction with-lock with-read with-savepoint with-answer keyed"

for p in $(pgrep -x postgres); do taskset -a -cp 1 "$p" >/dev/null; done
# CPU ticks of every postgres process, with the backends that ended (the postmaster waited for them)
ticks() {
  local s=0 f
  for p in $(pgrep -x postgres); do
    read -ra f <"/proc/$p/stat" || continue
    s=$((s + f[13] + f[14]))
  done
  read -ra f <"/proc/$PM/stat"
  echo $((s + f[15] + f[16]))
}
declare -A CPU TPS
for _ in $(seq "$ROUNDS"); do
  for shape in $SHAPES; do
    t0=$(ticks)
    out=$(taskset -c 0 pgbench "$URL/$DB" -n -M simple -c 1 -T "$SECONDS_EACH" -f "$DIR/$shape.sql" 2>&1)
    sleep 0.3
    t1=$(ticks)
    tx=$(sed -n 's/^number of transactions actually processed: \([0-9]*\).*/\1/p' <<<"$out")
    [ "${tx:-0}" -gt 0 ] || { echo "$shape failed: $out" >&2; exit 1; }
    CPU[$shape]+="$(((t1 - t0) * 1000000 / $(getconf CLK_TCK) / tx)) "
    TPS[$shape]+="$(sed -n 's/^tps = \([0-9]*\).*/\1/p' <<<"$out") "
  done
done
median() { tr ' ' '\n' | grep . | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR + 1) / 2] : int((a[NR / 2] + a[NR / 2 + 1]) / 2)}'; }
printf '| shape | round trips | PostgreSQL CPU µs/tx (median) | tx/s (median) | all rounds, µs/tx |\n|---|---:|---:|---:|---|\n'
for shape in $SHAPES; do
  trips=$(($(wc -l <"$DIR/$shape.sql") - 1))
  printf '| %s | %s | %s | %s | %s|\n' "$shape" "$trips" "$(median <<<"${CPU[$shape]}")" \
    "$(median <<<"${TPS[$shape]}")" "${CPU[$shape]}"
done
