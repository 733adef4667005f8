/** The CLI's help texts: the overview (`taxonomy help`) and one page per command (`taxonomy help <command>`). */
export const USAGE = `Usage: taxonomy <command> [options]

Commands:
  serve [--no-projector]     REST API, MCP over HTTP and the web app on PORT (default 8080);
                             runs the projector too unless --no-projector
  project                    the projector alone: follows the event log into the read models
  mcp [--config]             MCP server over stdio (for AI agents); --config prints a host configuration
  ingest <dir|system-id>     ingest a bundle directory or an official source by id
  ingest --list              list the official sources that can be ingested by id
  ingest [<dir>] --official  every official file found in SOURCES_DIR and ../shared/sources, after the bundle
  rebuild [projection]       replay read models into new tables, swapped in when done
  answers                    build the stored translation answers now (serve and project do it in the background)
  status [--json]            where the data lives, each projection's checkpoint and lag, the event count
  export <dir> [--all]       write the current knowledge graph as a bundle (--all: CSV and SSSOM too)
  tier <email> <tier>        set an account's rate tier: free, pro or enterprise
  forget <email|account-id>  erase an account: keys and sessions refused, its e-mail and password destroyed
  audit [--system id]        the data-quality report (duplicate titles, level mismatches, odd edges ...)
  audit --editions           per edition (NACE Rev. 2 / 2.1, ISIC Rev. 4 / 5): what is official, derived, missing
  crosswalk <a> <b>          export two systems' crosswalk as SSSOM TSV or SKOS Turtle (--format, --out)
  stop                       stop the embedded PostgreSQL and Redis of DATA_DIR
  clusters [--sweep]         list the PostgreSQL clusters kept outside a DATA_DIR; --sweep removes orphans
  help [command]             this text, or one command's
  --version                  the version

Environment: DATA_DIR, PORT, DATABASE_URL, REDIS_URL, EVENTSTORE_URL, MEILI_URL, SMTP_URL,
JWT_SECRET, EMAIL_HMAC_SECRET, PUBLIC_URL, SOURCES_DIR, TRUST_PROXY, *_RATE_LIMIT_PER_MINUTE (see README.md).
`;

export const COMMAND_HELP: Record<string, string> = {
  serve: `Usage: taxonomy serve [--no-projector]

Serves the REST API (/api/v1, docs at /api/v1/docs), MCP over HTTP (/mcp) and the web app (/) on
HOST:PORT (default 127.0.0.1:8080). Runs the projector and the stored translation answers' builder in
the same process unless --no-projector (API-only instances scale out; run one \`taxonomy project\` beside them). Ctrl-C stops the server; the
embedded PostgreSQL and Redis of DATA_DIR keep running until \`taxonomy stop\`.
`,
  project: `Usage: taxonomy project

The projector alone: follows the event log into the read models, the search index and the Redis key
cache. A second projector waits for the first's lock (a hot standby). Beside it, the builder of the
stored translation answers (see \`taxonomy help answers\`).
`,
  mcp: `Usage: taxonomy mcp [--config]

The MCP server over stdio, for AI agents (stdout carries only the protocol; messages go to stderr).
--config prints a ready "mcpServers" block for an MCP host, with absolute paths and the data
location this command would use; paste it into the host's configuration.
`,
  ingest: `Usage: taxonomy ingest <bundle-dir | source-id ...>
       taxonomy ingest [<bundle-dir>] --official
       taxonomy ingest --list

Ingests a bundle directory (the JSON-lines format of ../shared/corpus) or official source files by id
(NAICS, ISIC, NACE, SIC, SOC, ISCO, HS, ISO 3166, ICD-10, CPC, crosswalks), appending only what changed,
and returns when the read models have caught up. --list shows the source ids.
--official loads every official file found in SOURCES_DIR and ../shared/sources (after the bundle when
one is named), each as a new release of its system, and reconciles the crosswalks with the official
tables: lost leading zeros and accidental ends repaired, edges for current editions derived through
unchanged codes, contradicted edges dropped. The repairs are listed in DATA_DIR/repairs.tsv.
`,
  rebuild: `Usage: taxonomy rebuild [projection]

Replays read models from the event log (all of them, or the one named) into new tables, with a progress
bar, and swaps them in when caught up: readers keep the current model until then.
`,
  answers: `Usage: taxonomy answers

Builds the stored translation answers for the read models as they are now, with a progress bar: each
linked code's translation at the REST defaults, computed by the live walk and served instead of it
until the crosswalks or the catalog change (minutes on the full corpus). After a change it computes
again only the answers the change could reach, when the event log says what changed since the last
build (else every answer). \`serve\` and \`project\` do this in the background after every change;
meanwhile translations are walked live. Returns at once when the answers are current or another
process is building them.
`,
  status: `Usage: taxonomy status [--json]

Where the data lives (DATA_DIR; the embedded PostgreSQL's cluster directory, which as root may be in
/var/lib/taxonomy/clusters; the database and Redis URLs without their passwords), each projection's
checkpoint and lag, the event log's head, and whether the stored translation answers are those of the
current read models. --json prints the same as one JSON object ({data: {data_dir, cluster_dir,
database_url, redis_url}, event_store, head, projections: [{name, checkpoint, lag}], translation_answers:
{current, stored, built_at}}). Never creates a database.
`,
  export: `Usage: taxonomy export <dir> [--all]

Writes the current knowledge graph as a bundle (the format \`taxonomy ingest\` reads): systems.jsonl,
nodes.jsonl.gz, equivalences.jsonl.gz, countries.jsonl, byte for byte the files GET /api/v1/downloads serves
for the same read models. --all also writes csv/<system>.csv (code, title, parent, level, description) and
sssom/<a>~<b>.sssom.tsv per system pair. Never creates a database.
`,
  tier: `Usage: taxonomy tier <email> <free|pro|enterprise>

Changes an account's rate tier (an event in the account's stream).
`,
  forget: `Usage: taxonomy forget <email | account-id>

Erases an account (as DELETE /api/v1/auth/account does): revokes every API key, refuses every session
and token issued before now, appends AccountErased (no personal data), and destroys the account's data
key, so the e-mail and password hash sealed with it in the event log can never be read again (a rebuild
shows the account as erased). The e-mail may then register anew. Accounts registered before sealing keep
their e-mail in the log in the clear: it is removed from every read model only (SECURITY.md).
Exit 0: erased and refused everywhere; 1: no such account; 3: erased, but Redis could not be told (the
projector completes it; run again with the account id to confirm).
`,
  audit: `Usage: taxonomy audit [--system <id>] [--limit <n>] [--json]
       taxonomy audit --editions [--pair <older>,<newer>] [--limit <n>] [--json]

The data-quality report (as GET /api/v1/audit/quality): sibling codes with identical titles, levels that
disagree with the parent's, total-like roots, edges between unrelated top-level groups, dangling edge
ends, and, where official files are found (SOURCES_DIR, ../shared/sources), where the served data
disagrees with them: titles, codes only on one side, edges an official concordance contradicts or
states but are not served. The first --limit findings (default 10) of each check. Never creates a database.

With --editions: per edition of a system (NACE Rev. 2 and Rev. 2.1, ISIC Rev. 4 and Rev. 5; --pair for two
others), what is official (the structure read from an official file, labels and links the publisher states),
what is derived (the corpus' structure, derived label sets, derived or curated links) and what is missing (no
official file, codes without a label in a language either edition has, leaves without a link to the other
edition; the first --limit codes of each).
`,
  crosswalk: `Usage: taxonomy crosswalk <a> <b> [--format sssom|ttl|csv] [--out <file>]

Every crosswalk edge between systems a and b, read from a (broad/narrow inverted for edges stored from
b), official edges first: SSSOM TSV with its metadata block (default), SKOS Turtle or CSV with the
labels of both ends, on stdout or into
--out. The same bytes as GET /api/v1/crosswalks/{a}/{b}.sssom.tsv or .ttl; codes resolve under
PUBLIC_URL (else http://HOST:PORT)/api/v1. Never creates a database.
`,
  stop: `Usage: taxonomy stop

Stops the embedded PostgreSQL and Redis that CLI commands started for DATA_DIR.
`,
  clusters: `Usage: taxonomy clusters [--sweep] [--json] [--dir D]

As root, a DATA_DIR the postgres user cannot reach (under a 0700 directory) gets its PostgreSQL cluster in
/var/lib/taxonomy/clusters/<hash>, with <hash>.data-dir beside it naming the DATA_DIR. Lists those clusters
with their DATA_DIR, state (in use; running: its DATA_DIR is gone but a server still runs in it; orphan:
its DATA_DIR is gone and no server runs; unowned: made before owner files, left alone) and size.
--sweep removes the orphans (serve and ingest do so when they start). --json prints one JSON object
({clusters_dir, clusters: [{dir, data_dir, state, bytes, removed}], removed, freed_bytes}).
--dir D reads another clusters directory than /var/lib/taxonomy/clusters (a copy, or a test's own).
Exit 1 when an orphan could not be removed.
`,
  help: `Usage: taxonomy help [command]

The list of commands, or one command's help.
`,
};
