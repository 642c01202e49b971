#!/bin/sh
# Runs once, when the postgres service initialises its data folder: a role for the standby's
# streaming replication and the pg_hba line that lets it connect (docker-compose, profile `scale`).
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -c "CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD '${REPLICATION_PASSWORD:-replicator}'"
echo 'host replication replicator all scram-sha-256' >> "$PGDATA/pg_hba.conf"
