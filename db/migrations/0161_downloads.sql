-- Bulk downloads (projections/downloads, GET /api/v1/downloads): versioned dumps of the read models, built in the
-- background after each change, kept in PostgreSQL so every API instance (and replica) serves the same bytes.
CREATE TABLE download_versions (
  version      text PRIMARY KEY,          -- derived from the read models' generation
  generation   text NOT NULL,             -- the catalog, equivalences and countries checkpoints' `changed`
  log_position bigint NOT NULL,           -- the catalog's checkpoint when the snapshot was read
  built_at     timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE downloads (
  version      text NOT NULL REFERENCES download_versions ON DELETE CASCADE,
  name         text NOT NULL,             -- nodes.jsonl.gz, naics_2022.csv, isic_rev4~naics_2022.sssom.tsv, ...
  kind         text NOT NULL,             -- bundle | csv | sssom
  media_type   text NOT NULL,
  size         bigint NOT NULL,
  sha256       text NOT NULL,
  system       text,
  other_system text,
  PRIMARY KEY (version, name)
);
-- the bytes, 1 MiB per row (a range request reads only the rows it needs); stored uncompressed (gzip files are already)
CREATE TABLE download_chunks (
  version text NOT NULL,
  name    text NOT NULL,
  seq     integer NOT NULL,
  data    bytea NOT NULL,
  PRIMARY KEY (version, name, seq)
);
ALTER TABLE download_chunks ALTER COLUMN data SET STORAGE EXTERNAL;
