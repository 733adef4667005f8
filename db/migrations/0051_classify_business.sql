-- The default classify scope (the business systems: the major industry, occupation and product
-- code books, projections/classify/scope.ts) holds ~40K of the ~900K classify documents. A GIN index
-- over those alone keeps a default-scope query from walking every system's posting lists: the
-- projection (version 3) marks each document, and queries within those systems say `AND business`.
ALTER TABLE classify_docs ADD COLUMN business boolean NOT NULL DEFAULT false;
CREATE INDEX classify_docs_business ON classify_docs USING gin (doc) WITH (gin_pending_list_limit = 65536) WHERE business;
