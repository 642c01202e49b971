#!/bin/sh
# The hot standby of docker-compose's `scale` profile: on first start, a copy of the primary
# (pg_basebackup -R -X stream: it writes standby.signal and the connection to stream from), then
# the image's usual entrypoint, which starts PostgreSQL as a read-only hot standby.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  mkdir -p "$PGDATA"
  chown postgres:postgres "$PGDATA"
  chmod 700 "$PGDATA"
  until gosu postgres env PGPASSWORD="${REPLICATION_PASSWORD:-replicator}" \
    pg_basebackup -h postgres -U replicator -D "$PGDATA" -R -X stream -c fast; do
    echo 'waiting for the primary...'
    rm -rf "${PGDATA:?}"/*
    sleep 2
  done
fi
exec docker-entrypoint.sh postgres
