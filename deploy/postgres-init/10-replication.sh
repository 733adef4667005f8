#!/bin/bash
# First start of the compose primary: the REPLICATION role the replica's pg_basebackup uses, SCRAM only.
set -euo pipefail
psql -v ON_ERROR_STOP=1 -U "$POSTGRES_USER" -d "$POSTGRES_DB" \
  -c "CREATE ROLE replicator LOGIN REPLICATION PASSWORD '${REPLICATION_PASSWORD}'"
echo "host replication replicator all scram-sha-256" >>"$PGDATA/pg_hba.conf"
