/**
 * GENERATED from docs/openapi.json by `npm run gen:client` (clients/typescript/generate.ts). Do not edit.
 */
export interface paths {
  '/api/v1/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Status (ok, degraded with reasons, unavailable), projection checkpoints and lag
     * @description Status (ok, degraded with reasons, unavailable), projection checkpoints and lag
     */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/health/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Liveness probe: 200 while the process answers
     * @description Liveness probe: 200 while the process answers
     */
    get: operations['getLiveness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Readiness probe: 200 when PostgreSQL and Redis answer, else 503
     * @description Readiness probe: 200 when PostgreSQL and Redis answer, else 503
     */
    get: operations['getReadiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create an account; returns a JWT (and sets the session cookie)
     * @description The account is unverified until its e-mail is proven. This e-mail is not proven yet. The first time its owner signs in with a link sent to it, this password is removed and every session, token and API key created before is revoked.
     */
    post: operations['registerAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with e-mail and password; returns a JWT (and sets the session cookie)
     * @description Sign in with e-mail and password; returns a JWT (and sets the session cookie)
     */
    post: operations['logIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End the browser session (clears the session cookie)
     * @description End the browser session (clears the session cookie)
     */
    post: operations['logOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in account
     * @description The signed-in account
     */
    get: operations['getAccount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in account's API keys (never the keys themselves)
     * @description The signed-in account's API keys (never the keys themselves)
     */
    get: operations['listApiKeys'];
    put?: never;
    /**
     * Issue an API key; the key is in this response only
     * @description Issue an API key; the key is in this response only
     */
    post: operations['createApiKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke an API key; every API instance refuses it from then on
     * @description Revoke an API key; every API instance refuses it from then on
     */
    delete: operations['revokeApiKey'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Erase the signed-in account: its e-mail and password are destroyed, every key and session ends
     * @description Signed in with a token or the session cookie (not an API key); from a browser, from this site only. Every API key, session and token of the account is refused before the answer, and the account's data key is destroyed: its e-mail and password hash, sealed with that key in the event log, can never be read again, and every rebuild shows the account as erased. The e-mail may then register a new account. A 503 with `erasure: "pending"` means the account is erased but the refusal of its credentials completes shortly; repeating the request reports when it has.
     */
    delete: operations['eraseAccount'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/magic-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail a one-time sign-in link (valid 15 minutes); the same answer whether or not the account existed. For an address without an account nothing is created until the link is followed
     * @description E-mail a one-time sign-in link (valid 15 minutes); the same answer whether or not the account existed. For an address without an account nothing is created until the link is followed
     */
    post: operations['sendSignInLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/magic-link/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The page an e-mailed sign-in link opens: a button that posts the token. Opening it changes nothing (mail scanners follow links), so the token stays unused
     * @description The page an e-mailed sign-in link opens: a button that posts the token. Opening it changes nothing (mail scanners follow links), so the token stays unused
     */
    get: operations['showSignInLink'];
    put?: never;
    /**
     * Use a sign-in link's token (once): sets the session cookie and redirects to /developers/keys
     * @description Use a sign-in link's token (once): sets the session cookie and redirects to /developers/keys
     */
    post: operations['useSignInLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/systems': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List classification systems
     * @description Every system with counts and provenance, by id. `group_by=region` groups them by region label (the groups are paged). `country` keeps the systems that apply to a country, `kind` standard or domain ones, `region` those whose region label contains the text, `q` those whose id, name, full name, authority or region contain every word (id and name matches first).
     */
    get: operations['listSystems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/systems/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Node and leaf counts per system
     * @description `system` narrows to one system; `sort=node_count` lists the largest first.
     */
    get: operations['getSystemStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/systems/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One system with its root codes and counts per level
     * @description `limit`/`offset` page the root codes (`roots.total` is the number of roots). With `lang` (or Accept-Language) the roots' titles are in that language where a label exists, each `lang` saying which (`en`: fell back).
     */
    get: operations['getSystem'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/systems/{id}/nodes/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One code: title, description, level, parent, leaf flag, child count, the authority's page
     * @description With `include=ancestors,children,siblings,equivalences,translations,history` (any of them) the answer also carries those lists (children and siblings: the first 500, with their totals; equivalences: the first 500; translations: 2 hops; history: the first 100), so a page showing a code needs one request instead of six. An unknown code answers 404 with `did_you_mean`: the closest codes in the system and the systems that do have it.
     */
    get: operations['getNode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/systems/{id}/nodes/{code}/children': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Direct children of a code, in publication order
     * @description With `lang` (or Accept-Language) each title is in that language where a label exists, its `lang` saying which (`en`: fell back).
     */
    get: operations['listChildren'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/systems/{id}/nodes/{code}/ancestors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Ancestors of a code, root first (the code itself excluded)
     * @description Ancestors of a code, root first (the code itself excluded)
     */
    get: operations['listAncestors'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/systems/{id}/nodes/{code}/siblings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Other codes under the same parent (other roots for a root)
     * @description With `lang` (or Accept-Language) each title is in that language where a label exists, its `lang` saying which (`en`: fell back).
     */
    get: operations['listSiblings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/systems/{id}/nodes/{code}/subtree': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Shape of the subtree under a code: node count, leaf count, depth, counts per level
     * @description Shape of the subtree under a code: node count, leaf count, depth, counts per level
     */
    get: operations['getSubtree'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/systems/{id}/nodes/{code}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What happened to a code in each ingestion (added, changed fields, removed), oldest first
     * @description Also answers for codes that were removed since (`current` is false then).
     */
    get: operations['getCodeHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/nodes/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every system that has this exact code
     * @description 404 when no system has it.
     */
    get: operations['resolveCode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/systems/{id}/nodes/{code}/equivalences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A code's crosswalk edges in both directions, with match type and the other side's title
     * @description A code's crosswalk edges in both directions, with match type and the other side's title
     */
    get: operations['listEquivalences'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/systems/{id}/nodes/{code}/translations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every system a code translates into, directly or through intermediate systems (with the path)
     * @description Breadth-first over systems along crosswalk edges in both directions; a system already reached is never revisited, so there are no loops. A group code also translates through its descendants: per target code, how many of its leaves reach it (`coverage`), the type derived from that (a group covered in part is never exact), marked `derived: hierarchy`; and a target group every child of which is reached is listed (rolled up). Bounded: `max_hops` edges (default 2), `limit` systems (default 50), `max_matches` codes per system (default 20); `truncated` says when a bound cut the answer.
     */
    get: operations['translateCode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/crosswalks/{a}/{b}/quality': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * How far to trust the crosswalk between two systems: sources, types, coverage, repairs
     * @description One card per system pair: edges by provenance (official, curated, derived; and the groups translated through the hierarchy) and by source, the match types read from a, leaf coverage both ways with the first unmapped leaves (GET /diff pages all of them), the repairs and contradictions `ingest --official` applied, edges between otherwise unrelated top-level groups, the last change, and the downloads (SSSOM, Turtle, CSV).
     */
    get: operations['getCrosswalkQuality'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/equivalences/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Edges per system pair and per match type, largest first
     * @description Edges per system pair and per match type, largest first
     */
    get: operations['getCrosswalkCoverage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/compare': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Side by side at top level: for each top-level group of a, the groups of b its codes map to
     * @description The top-level groups of `a` are paged with `limit`/`offset`; `total_edges` counts the distinct code pairs joined in either direction.
     */
    get: operations['compareSystems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/diff': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Leaf codes of a with no mapping into b, and of b with none into a (paginated alike)
     * @description `level=all` lists every unmapped code, parents included; the answer says which (`level`).
     */
    get: operations['diffSystems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/systems/{id}/crosswalk/{b}/sections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Edges between system id and system b grouped by the top-level groups of both sides, largest first
     * @description Edges between system id and system b grouped by the top-level groups of both sides, largest first
     */
    get: operations['getCrosswalkSections'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/systems/{id}/crosswalk/{b}/graph': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Nodes and edges of a crosswalk for drawing: at most `limit` edges, `truncated` when there are more
     * @description Nodes and edges of a crosswalk for drawing: at most `limit` edges, `truncated` when there are more
     */
    get: operations['getCrosswalkGraph'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/crosswalks/{a}/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A system pair as SSSOM TSV ({b}.sssom.tsv), SKOS Turtle ({b}.ttl) or CSV with the labels of both ends ({b}.csv)
     * @description Every edge between a and b, read from a (broad/narrow inverted for edges stored from b), official edges first. SSSOM: a YAML metadata block (`#` lines), then subject_id, predicate_id (SKOS), object_id and mapping_justification from provenance (official: semapv:ManualMappingCuration, curated bundle: semapv:UnspecifiedMatching, derived: semapv:MappingChaining).
     */
    get: operations['exportCrosswalk'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audit/quality': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Data-quality report: duplicate sibling titles, level mismatches, total-like roots, odd and dangling edges
     * @description Each check gives its total and its first `limit` findings, each naming its codes; `system` narrows the report to one system. Where official files are present (SOURCES_DIR, ../shared/sources), the served data is compared with them: official_title_differs, only_in_served, only_in_official, official_edge_contradicted, official_edge_missing. The report shrinks as official files are applied (`taxonomy ingest --official`).
     */
    get: operations['getQualityReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/countries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List countries (ISO 3166-1 alpha-2) with the number of applicable systems
     * @description List countries (ISO 3166-1 alpha-2) with the number of applicable systems
     */
    get: operations['listCountries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/countries/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Per country: applicable systems (by relevance) and the nodes they hold
     * @description Per country: applicable systems (by relevance) and the nodes they hold
     */
    get: operations['getCountryStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/countries/scope': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * For several countries: the country-specific systems and the global ones
     * @description Country-specific: official, regional or historical for at least one of the countries (most countries first); global: recommended for all of them. Pass the ids on to `/search?system=` or `/classify`.
     */
    get: operations['getCountryScope'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/countries/{cc}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A country's profile: the applicable systems grouped by kind, official first, with counts
     * @description The code is case-insensitive (`de` = `DE`).
     */
    get: operations['getCountry'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Totals: systems, nodes, leaves, equivalences (edges as ingested), countries, events, last ingestion
     * @description Totals: systems, nodes, leaves, equivalences (edges as ingested), countries, events, last ingestion
     */
    get: operations['getStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Provenance audit: totals, and systems and nodes per provenance tier (with its meaning), licence and kind
     * @description Provenance audit: totals, and systems and nodes per provenance tier (with its meaning), licence and kind
     */
    get: operations['getAudit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/docs/guide': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Guide (HTML): API keys, rate tiers and their limits, limit headers, and the error catalogue
     * @description Guide (HTML): API keys, rate tiers and their limits, limit headers, and the error catalogue
     */
    get: operations['getGuide'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/classify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Classify a description into codes of the business systems (or of the systems asked)
     * @description Ranks codes by how much of the text their titles (and the lead of their descriptions) account for, preferring specific (leaf) codes; handles plurals, stems, synonyms and job-title abbreviations. A text naming several businesses ("a bakery with a coffee shop") is split into segments, each classified. By default the business systems are searched (industries, occupations, products), only the industries when the text names an establishment ("taxi company", "an accounting firm"); `kind` or `systems` widen or narrow that. `countries` keeps the systems that apply to one of them. Instead of `text`, an occupation may come as `{title, tasks, industry}` and a business as `{name, description, products}`, each field weighted as coders weigh it (title before tasks before industry; description before products before name). A text in another language (`lang`, or found from the words: "transporte de mercancías por carretera") is read as the English title of the code its words find in that language's labels, and `read_as` says which. Every match carries `confidence` (the probability it is right, calibrated per system), `needs_review` and `evidence` (what carried it: title, example, an official coding aid phrase, a crosswalk); `min_confidence` asks for no answer rather than a guess. Deterministic: the same text gives the same answer.
     */
    post: operations['classify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search codes and titles across every system (ranked, typo tolerant, exact codes first)
     * @description Filters (system, countries, kind) apply before ranking and paging. With grouped=true, limit and offset page through systems, each with its total and first hits.
     */
    get: operations['search'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/batch/lookup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Look up to 1000 codes in one call
     * @description Each item answers with the code (title, parent, level, leaf, child count) or an `error` (unknown system or code); an unknown code never fails the batch. Each item counts against the rate limit (a batch larger than what is left answers 429 whole). With `accept: application/x-ndjson` the items are streamed, one JSON object per line, in order.
     */
    post: operations['batchLookup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/batch/translate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Translate up to 1000 codes into one or more target systems
     * @description Each item lists the codes of the target systems its translation reaches, as GET /systems/{id}/nodes/{code}/translations gives them (direct edges first; a group through its descendants, marked `derived: hierarchy` with its `coverage`; else through an intermediate system; at most `max_matches` per target), or an `error`. Each item counts against the rate limit (a batch larger than what is left answers 429 whole). With `accept: application/x-ndjson` the items are streamed, one JSON object per line, in order.
     */
    post: operations['batchTranslate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/batch/classify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Classify up to 100 texts in one call
     * @description Each item carries the standard and domain matches POST /classify would give for that text (or, given `items`, for that plain or structured input), or an `error`. Each item counts against the rate limit (a batch larger than what is left answers 429 whole). With `accept: application/x-ndjson` the items are streamed, one JSON object per line, in order.
     */
    post: operations['batchClassify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/editions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Editions replaced by a successor with an official correspondence (NACE Rev. 2 → Rev. 2.1)
     * @description Editions replaced by a successor with an official correspondence (NACE Rev. 2 → Rev. 2.1)
     */
    get: operations['listEditions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/editions/{from}/{to}/diff': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What changed from an edition to its successor, read from the official correspondence
     * @description The release diff across two systems (NACE Rev. 2 → NACE Rev. 2.1 are two systems, not two releases of one): the official correspondence links grouped into connected sets of old and new codes, each named by its shape: unchanged, retitled, renumbered (one to one), split (one to several), merged (several to one), regrouped (several to several), added (a new code no old one leads to) and removed, with both editions' titles and the table's rows (match type, common content). `totals` counts the kinds at the chosen level, and the codes whose number is new or gone; `level` and `change` filter the paged list.
     */
    get: operations['diffEditions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/batch/migrate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Migrate up to 1000 codes of an older edition to its successor (NACE Rev. 2 → Rev. 2.1)
     * @description Over the official correspondence table: a code with one successor is answered (`one_to_one`, exact or merged); a code split over several returns the candidates with the common content the table states and the other old codes each also takes (`one_to_many`), so a person can choose. Unknown codes are items with status `unknown_code`, never a failed batch. Each code counts against the rate limit.
     */
    post: operations['batchMigrate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/systems/{id}/releases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every release of a system ingested, oldest first, with its source and counts
     * @description Every release of a system ingested, oldest first, with its source and counts
     */
    get: operations['listReleases'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/systems/{id}/releases/{a}/diff/{b}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Codes added, removed, retitled and moved between two releases of a system
     * @description Nets every change recorded between release a and release b (b earlier than a gives the reverse diff): added and removed codes, and changed ones with `retitled` (old and new title) and `moved` (old and new parent); `changes` says per code what changed, field by field, before → after (title, description, parent). `totals` counts each kind over the whole diff (`described`: descriptions changed); `change` filters the paged list.
     */
    get: operations['diffReleases'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reconcile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Reconciliation service (W3C Reconciliation API 0.2): manifest, queries, extend
     * @description Without parameters: the service manifest. With `queries`: candidates for each query (id `{system}/{code}`, name, score 0..100, match, type), each query counted against the rate limit (at most 100 per request). With `extend`: property values of entities (title, description, code, parent, level, translation:{system}). Connect OpenRefine to /api/v1/reconcile.
     */
    get: operations['reconcile'];
    put?: never;
    /**
     * Reconcile a batch of queries, or extend entities with properties (form fields or JSON)
     * @description Without parameters: the service manifest. With `queries`: candidates for each query (id `{system}/{code}`, name, score 0..100, match, type), each query counted against the rate limit (at most 100 per request). With `extend`: property values of entities (title, description, code, parent, level, translation:{system}). Connect OpenRefine to /api/v1/reconcile.
     */
    post: operations['reconcileBatch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reconcile/suggest/entity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Suggest codes as the user types
     * @description Suggest codes as the user types
     */
    get: operations['suggestEntities'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reconcile/suggest/type': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Suggest types (systems) as the user types
     * @description Suggest types (systems) as the user types
     */
    get: operations['suggestTypes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reconcile/suggest/property': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Suggest properties as the user types
     * @description Suggest properties as the user types
     */
    get: operations['suggestProperties'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reconcile/properties': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Properties to extend entities of a type with (title, parent, level, translations, ...)
     * @description Properties to extend entities of a type with (title, parent, level, translations, ...)
     */
    get: operations['listReconcileProperties'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/changes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What changed in the catalog since a cursor: releases, codes, crosswalk edges (JSON pages or Server-Sent Events)
     * @description Changes as users name them, oldest first: a release imported; a code added, retitled, redescribed, moved or retired (with its successors); a crosswalk imported; an edge added, removed or retyped. A system's or pair's first import is one change (its codes are not listed). Keep `next_cursor` and pass it as `since`: cursors stay valid through rebuilds. `since=now` starts at the latest change. With `Accept: text/event-stream` the answer is a stream of `change` events (`id` = cursor; Last-Event-ID resumes), kept open up to ten minutes.
     */
    get: operations['listChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/downloads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Bulk downloads: the whole graph as a bundle, a CSV per system, SSSOM per system pair
     * @description Built in the background after each change of the catalog, the crosswalks or the countries, from one snapshot. The bundle (systems.jsonl, nodes.jsonl.gz, equivalences.jsonl.gz, countries.jsonl) is what `taxonomy ingest <dir>` reads and `taxonomy export` writes, byte for byte. Each file has its size and sha256; its url answers Range requests.
     */
    get: operations['listDownloads'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/downloads/{version}/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One file of a dump (Range requests: 206; ETag and Last-Modified: 304)
     * @description One file of a dump (Range requests: 206; ETag and Last-Modified: 304)
     */
    get: operations['getDownload'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/watches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in account's watches (with `system`, `code`, `target`: whether it watches them)
     * @description The signed-in account's watches (with `system`, `code`, `target`: whether it watches them)
     */
    get: operations['listWatches'];
    put?: never;
    /**
     * Watch a code, a system or a crosswalk; optionally with a signed webhook (its secret in this response only)
     * @description Watch a code, a system or a crosswalk; optionally with a signed webhook (its secret in this response only)
     */
    post: operations['createWatch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/watches/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Stop watching (its pending deliveries are dropped)
     * @description Stop watching (its pending deliveries are dropped)
     */
    delete: operations['deleteWatch'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/watches/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A watch's webhook deliveries, newest first, each with its attempts (status, error, time)
     * @description A watch's webhook deliveries, newest first, each with its attempts (status, error, time)
     */
    get: operations['listWatchDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/openapi.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * This API as an OpenAPI 3.1 document
     * @description This API as an OpenAPI 3.1 document
     */
    get: operations['getOpenApiDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description RFC 9457 problem details (application/problem+json) */
    Problem: {
      type: string;
      title: string;
      status: number;
      detail: string;
      instance?: string;
      /** @description The offending parameter, when one is to blame */
      parameter?: string;
      did_you_mean?: components['schemas']['DidYouMean'];
    } & {
      [key: string]: unknown;
    };
    DidYouMean: {
      /** @description System ids that look like the unknown one */
      systems: string[];
      /** @description The closest codes in that system, then the systems that do have this code */
      codes: components['schemas']['CodeRef'][];
    };
    CodeRef: {
      system: string;
      code: string;
      title: string;
    };
    SystemList: {
      items: components['schemas']['SystemSummary'][];
      total: number;
      limit: number;
      offset: number;
      disclaimer: string;
    };
    SystemSummary: {
      id: string;
      name: string;
      full_name: string | null;
      region: string | null;
      version: string | null;
      authority: string | null;
      /** @enum {string} */
      kind: 'standard' | 'domain';
      country_codes: string[];
      node_count: number;
      leaf_count: number;
      max_depth: number;
      root_count: number;
      url: string | null;
      source_url: string | null;
      source_date: string | null;
      license: string | null;
      /** @description official_download, structural_derivation, expert_curated or manual_transcription */
      provenance: string | null;
      source_hash: string | null;
      release: string | null;
      /** @description Authority tier, derived from provenance, authority, kind, crosswalk degree and copies (search ranks by it): 1 international statistical standards and their official editions, 2 official national adaptations, 3 regulatory and domain vocabularies, 4 lexical and web vocabularies */
      tier: number;
      /** @description Why the system has its tier, in a few words */
      tier_basis: string;
      /** @description The standard this system copies code for code (its search hits fold under that standard) */
      copy_of: string | null;
    };
    RegionList: {
      items: components['schemas']['RegionGroup'][];
      total: number;
      limit: number;
      offset: number;
      /** @enum {string} */
      group_by: 'region';
      disclaimer: string;
    };
    RegionGroup: {
      region: string;
      /** @description Systems in the region (all of them, listed or not) */
      count: number;
      systems: {
        id: string;
        name: string;
        kind: string;
        node_count: number;
      }[];
    };
    SystemStats: {
      items: components['schemas']['SystemStat'][];
      total: number;
      limit: number;
      offset: number;
      /** @description Over every system the filter keeps */
      totals: {
        systems: number;
        nodes: number;
        leaves: number;
      };
    };
    SystemStat: {
      id: string;
      name: string;
      node_count: number;
      /** @description Codes without children */
      leaf_count: number;
      max_depth: number;
      root_count: number;
    };
    SystemDetail: {
      id: string;
      name: string;
      full_name: string | null;
      region: string | null;
      version: string | null;
      authority: string | null;
      /** @enum {string} */
      kind: 'standard' | 'domain';
      country_codes: string[];
      node_count: number;
      leaf_count: number;
      max_depth: number;
      root_count: number;
      url: string | null;
      source_url: string | null;
      source_date: string | null;
      license: string | null;
      /** @description official_download, structural_derivation, expert_curated or manual_transcription */
      provenance: string | null;
      source_hash: string | null;
      release: string | null;
      /** @description Authority tier, derived from provenance, authority, kind, crosswalk degree and copies (search ranks by it): 1 international statistical standards and their official editions, 2 official national adaptations, 3 regulatory and domain vocabularies, 4 lexical and web vocabularies */
      tier: number;
      /** @description Why the system has its tier, in a few words */
      tier_basis: string;
      /** @description The standard this system copies code for code (its search hits fold under that standard) */
      copy_of: string | null;
      roots: {
        items: components['schemas']['NodeBrief'][];
        total: number;
        limit: number;
        offset: number;
      };
      /** @description Codes per level in the whole system */
      levels: components['schemas']['LevelCount'][];
      /** @description The editions this system succeeds (`to` is this system) or is succeeded by (`from` is) with an official correspondence, each with its diff; empty for most systems */
      successions: {
        /** @description The older edition (a system id) */
        from: string;
        /** @description Its successor (a system id) */
        to: string;
        name: string;
        /** @description What changed from one to the other: GET /api/v1/editions/{from}/{to}/diff */
        diff_url: string;
      }[];
      disclaimer: string;
    };
    NodeBrief: {
      code: string;
      title: string;
      /** @description Depth in the hierarchy, 1 = top level */
      level: number;
      /** @description Parent code; null for a top-level code */
      parent: string | null;
      /** @description True when the code has no children */
      leaf: boolean;
      child_count: number;
      /** @description With a language asked for: the language of `title` (BCP 47), `en` where no label in it exists (fallback) */
      lang?: string;
      /** @description The English title, when `title` is in another language */
      title_en?: string;
    };
    LevelCount: {
      level: number;
      count: number;
    };
    CodePage: {
      system: string;
      system_name: string;
      code: string;
      title: string;
      description: string | null;
      /** @description Parent code; null for a top-level code */
      parent: string | null;
      parent_title: string | null;
      /** @description Depth in the hierarchy, 1 = top level */
      level: number;
      /** @description True when the code has no children */
      leaf: boolean;
      child_count: number;
      /** @description Codes under this one, itself included */
      subtree_size: number;
      /** @description The authority's page for this code, where known */
      authority_url: string | null;
      disclaimer: string;
      /** @description Root first, the code itself excluded */
      ancestors?: components['schemas']['NodeBrief'][];
      children?: {
        items: components['schemas']['NodeBrief'][];
        total: number;
      };
      siblings?: {
        items: components['schemas']['NodeBrief'][];
        total: number;
      };
      /** @description Language of `title` (BCP 47); en unless another was asked and exists */
      lang?: string;
      /** @description The English title, when `title` is in another language */
      title_en?: string;
      /** @description Fields answered in English because the language asked for has no text for them (e.g. title, description, notes) */
      fallback?: string[];
      /** @description Languages this code has a title in, English first */
      languages?: string[];
      /** @description The publisher's explanatory notes, each as published (null where it has none) */
      notes?: {
        introduction: string | null;
        includes: string | null;
        includes_also: string | null;
        excludes: string | null;
        implementation_rule: string | null;
      };
      equivalences?: components['schemas']['EquivalenceList'];
      translations?: components['schemas']['Translations'];
      history?: components['schemas']['History'];
      successors?: {
        code: string;
        title: string | null;
        /** @description The edition the successors are in (e.g. nace_rev21) */
        to: string;
        /**
         * @description one_to_one: `successor` is the answer; one_to_many: the content is split, choose among `candidates` (with their common content); no_successor: the table links it nowhere; unknown_code: not a code of the older edition
         * @enum {string}
         */
        status: 'one_to_one' | 'one_to_many' | 'no_successor' | 'unknown_code';
        successor?: {
          code: string;
          title: string | null;
          /** @description exact (same content), narrow (the new code takes part of the old one: a split), broad (the new code also takes other old codes: a merge) or partial */
          match_type: string;
          common_content: string | null;
          /** @description Other codes of the older edition that flow into this one (what it merges) */
          also_from: string[];
          /** @description With a language asked for: the language of `title` (BCP 47), `en` where no label in it exists (fallback) */
          lang?: string;
          /** @description The English title, when `title` is in another language */
          title_en?: string;
        };
        candidates?: {
          code: string;
          title: string | null;
          /** @description exact (same content), narrow (the new code takes part of the old one: a split), broad (the new code also takes other old codes: a merge) or partial */
          match_type: string;
          common_content: string | null;
          /** @description Other codes of the older edition that flow into this one (what it merges) */
          also_from: string[];
          /** @description With a language asked for: the language of `title` (BCP 47), `en` where no label in it exists (fallback) */
          lang?: string;
          /** @description The English title, when `title` is in another language */
          title_en?: string;
        }[];
        explanation: string;
      };
    };
    EquivalenceList: {
      items: components['schemas']['Equivalence'][];
      total: number;
      limit: number;
      offset: number;
      source: components['schemas']['CodeRef'];
    };
    Equivalence: {
      system: string;
      system_name: string | null;
      code: string;
      title: string | null;
      /** @description SKOS mapping type read from the code asked about: exact, close, broad (the other code is broader), narrow, related; partial (corpus overlap) */
      match_type: string;
      /**
       * @description Edge ingested from this code (out), to it (in), or both
       * @enum {string}
       */
      direction: 'out' | 'in' | 'both';
      /** @description Where the edge comes from */
      provenance: {
        /**
         * @description official: stated by the authority; curated: from a compiled bundle; derived: by a rule
         * @enum {string}
         */
        kind: 'official' | 'curated' | 'derived';
        /** @description The source file set (`official:<source id>`) or bundle (`bundle:<name>`) */
        source: string;
        /** @description For derived edges: the rule that derived it */
        rule?: string;
        /** @description For derived edges: the codes it went through (`system:code`) */
        path?: string[];
      };
    };
    Translations: {
      source: components['schemas']['CodeRef'];
      max_hops: number;
      systems: components['schemas']['TranslationSystem'][];
      total_systems: number;
      /** @description True when a bound cut the answer */
      truncated: boolean;
      successors?: {
        code: string;
        title: string | null;
        /** @description The edition the successors are in (e.g. nace_rev21) */
        to: string;
        /**
         * @description one_to_one: `successor` is the answer; one_to_many: the content is split, choose among `candidates` (with their common content); no_successor: the table links it nowhere; unknown_code: not a code of the older edition
         * @enum {string}
         */
        status: 'one_to_one' | 'one_to_many' | 'no_successor' | 'unknown_code';
        successor?: {
          code: string;
          title: string | null;
          /** @description exact (same content), narrow (the new code takes part of the old one: a split), broad (the new code also takes other old codes: a merge) or partial */
          match_type: string;
          common_content: string | null;
          /** @description Other codes of the older edition that flow into this one (what it merges) */
          also_from: string[];
          /** @description With a language asked for: the language of `title` (BCP 47), `en` where no label in it exists (fallback) */
          lang?: string;
          /** @description The English title, when `title` is in another language */
          title_en?: string;
        };
        candidates?: {
          code: string;
          title: string | null;
          /** @description exact (same content), narrow (the new code takes part of the old one: a split), broad (the new code also takes other old codes: a merge) or partial */
          match_type: string;
          common_content: string | null;
          /** @description Other codes of the older edition that flow into this one (what it merges) */
          also_from: string[];
          /** @description With a language asked for: the language of `title` (BCP 47), `en` where no label in it exists (fallback) */
          lang?: string;
          /** @description The English title, when `title` is in another language */
          title_en?: string;
        }[];
        explanation: string;
      };
    };
    TranslationSystem: {
      system: string;
      name: string | null;
      /** @description True when an edge joins the source code to this system directly */
      direct: boolean;
      hops: number;
      /** @description Intermediate codes of the first match as `system:code`, in order (empty when direct) */
      via: string[];
      match_count: number;
      /** @description True when more matches exist than are listed */
      truncated: boolean;
      matches: {
        code: string;
        title: string | null;
        /** @description SKOS mapping type read from the code asked about: exact, close, broad (the other code is broader), narrow, related; partial (corpus overlap) */
        match_type: string;
        /** @description From the source code to this one */
        path: components['schemas']['PathStep'][];
        /** @description Where the edge comes from */
        provenance: {
          /**
           * @description official: stated by the authority; curated: from a compiled bundle; derived: by a rule
           * @enum {string}
           */
          kind: 'official' | 'curated' | 'derived';
          /** @description The source file set (`official:<source id>`) or bundle (`bundle:<name>`) */
          source: string;
          /** @description For derived edges: the rule that derived it */
          rule?: string;
          /** @description For derived edges: the codes it went through (`system:code`) */
          path?: string[];
        };
        /**
         * @description Reached through the hierarchy: a group's descendants' links combined, or a target group every child of which is reached
         * @enum {string}
         */
        derived?: 'hierarchy';
        /** @description For a match through the hierarchy: how much of the source reaches it */
        coverage?: {
          /** @description How many of the source's leaves reach this code */
          source_leaves: number;
          /** @description The source's leaves (1 for a leaf) */
          source_leaves_total: number;
          /** @description In words: "covers 6 of 6 leaves of naics_2022 484" */
          summary: string;
        };
      }[];
    };
    PathStep: {
      system: string;
      code: string;
    };
    History: {
      items: components['schemas']['HistoryEntry'][];
      total: number;
      limit: number;
      offset: number;
      system: string;
      code: string;
      /** @description True when the code is in the current release */
      current: boolean;
      /** @description The system's first release, when the code has been in the data since it (null: a later release added it); not an item: loading the system is no change of the code */
      first_release: {
        /** @description Release id (GET /systems/{id}/releases) */
        id: string;
        release: string | null;
        at: string;
      } | null;
    };
    HistoryEntry: {
      position: number;
      release: string | null;
      ingestion_id: string | null;
      /** @enum {string} */
      change: 'added' | 'changed' | 'removed';
      /** @description For "changed": which fields */
      fields: string[] | null;
      /** @description Title after the change (before it, for "removed") */
      title: string | null;
      at: string;
    };
    Neighbours: {
      items: components['schemas']['NodeBrief'][];
      total: number;
      limit: number;
      offset: number;
      system: string;
      code: string;
    };
    Ancestors: {
      system: string;
      code: string;
      /** @description Root first, the code itself excluded */
      items: components['schemas']['NodeBrief'][];
      total: number;
    };
    Subtree: {
      system: string;
      code: string;
      /** @description Codes in the subtree, the code itself included */
      node_count: number;
      leaf_count: number;
      /** @description Levels in the subtree, the node included (1 for a leaf) */
      depth: number;
      levels: components['schemas']['LevelCount'][];
    };
    Occurrences: {
      items: components['schemas']['CodeOccurrence'][];
      total: number;
      limit: number;
      offset: number;
      code: string;
      disclaimer: string;
    };
    CodeOccurrence: {
      system: string;
      system_name: string;
      code: string;
      title: string;
      level: number;
      parent: string | null;
      leaf: boolean;
    };
    CrosswalkQuality: {
      a: {
        system: string;
        name: string | null;
        /** @description Leaf codes of this system */
        leaves: number;
        /** @description Leaves with at least one edge to the other system */
        mapped_leaves: number;
        unmapped_leaves: number;
        /** @description mapped_leaves / leaves (0 to 1) */
        coverage: number;
        /** @description The first unmapped leaves (at most 20); unmapped_link pages through all of them */
        unmapped: {
          code: string;
          title: string;
        }[];
        /** @description GET /diff for this pair: every unmapped leaf, paginated */
        unmapped_link: string;
        /** @description Group codes with no edge of their own to the other system whose descendants' edges reach it (translated through the hierarchy) */
        groups_through_hierarchy: number;
      };
      b: {
        system: string;
        name: string | null;
        /** @description Leaf codes of this system */
        leaves: number;
        /** @description Leaves with at least one edge to the other system */
        mapped_leaves: number;
        unmapped_leaves: number;
        /** @description mapped_leaves / leaves (0 to 1) */
        coverage: number;
        /** @description The first unmapped leaves (at most 20); unmapped_link pages through all of them */
        unmapped: {
          code: string;
          title: string;
        }[];
        /** @description GET /diff for this pair: every unmapped leaf, paginated */
        unmapped_link: string;
        /** @description Group codes with no edge of their own to the other system whose descendants' edges reach it (translated through the hierarchy) */
        groups_through_hierarchy: number;
      };
      /** @description Edges between the two systems, either direction */
      edges: number;
      /** @description Edges by where they come from; hierarchy counts the groups reached through the hierarchy */
      provenance: {
        official: number;
        curated: number;
        derived: number;
        /** @description Groups of either side translated through their descendants (not edges) */
        hierarchy: number;
      };
      /** @description Each source file set or bundle with its edges, largest first */
      sources: {
        source: string;
        kind: string;
        edges: number;
      }[];
      /** @description Edges per SKOS type read from a */
      match_types: {
        exact: number;
        close: number;
        broad: number;
        narrow: number;
        partial: number;
        related: number;
      };
      repairs: {
        total: number;
        by_rule: {
          lost_leading_zero: number;
          accidental_end: number;
        };
        /** @description The first 20 */
        items: {
          /** @description lost_leading_zero, accidental_end or contradicted_by_official */
          rule: string;
          /** @description The edge as the bundle had it: `system:code -> system:code` */
          edge: string;
          /** @description The edge served instead (null: dropped) */
          now: string | null;
        }[];
      };
      contradictions: {
        total: number;
        /** @description Curated edges of this pair an official table contradicted, dropped (the first 20) */
        items: {
          /** @description lost_leading_zero, accidental_end or contradicted_by_official */
          rule: string;
          /** @description The edge as the bundle had it: `system:code -> system:code` */
          edge: string;
          /** @description The edge served instead (null: dropped) */
          now: string | null;
        }[];
      };
      unrelated_sections: {
        total: number;
        /** @description Edges joining top-level groups the rest of the pair never joins, while the group of a has at least 20 edges elsewhere (the first 20) */
        items: {
          a_code: string;
          b_code: string;
          a_group: string;
          b_group: string;
        }[];
      };
      /** @description When the pair last changed (its last crosswalk event) */
      last_change: string | null;
      /** @description The pair as files */
      downloads: {
        sssom: string;
        turtle: string;
        csv: string;
      };
    };
    EquivalenceStats: {
      items: components['schemas']['PairStat'][];
      total: number;
      limit: number;
      offset: number;
      total_edges: number;
      by_match_type: {
        exact: number;
        partial: number;
        broad: number;
        narrow: number;
      };
    };
    PairStat: {
      source_system: string;
      target_system: string;
      edges: number;
      exact: number;
      partial: number;
      broad: number;
      narrow: number;
    };
    Comparison: {
      items: components['schemas']['CompareGroup'][];
      total: number;
      limit: number;
      offset: number;
      a: string;
      b: string;
      /** @description Distinct code pairs linked between a and b, either direction */
      total_edges: number;
    };
    CompareGroup: {
      code: string;
      title: string | null;
      edges: number;
      /** @description Top-level groups of b, most edges first */
      targets: components['schemas']['GroupRef'][];
    };
    GroupRef: {
      code: string;
      title: string | null;
      edges: number;
    };
    Diff: {
      a: string;
      b: string;
      /**
       * @description leaves (default): unmapped leaf codes only; all: every unmapped code, parents included
       * @enum {string}
       */
      level: 'leaves' | 'all';
      limit: number;
      offset: number;
      a_unmapped: {
        items: components['schemas']['UnmappedCode'][];
        /** @description Codes (leaves unless level=all) without any edge to the other system */
        total: number;
      };
      b_unmapped: {
        items: components['schemas']['UnmappedCode'][];
        /** @description Codes (leaves unless level=all) without any edge to the other system */
        total: number;
      };
    };
    UnmappedCode: {
      code: string;
      title: string;
      level: number;
      leaf: boolean;
    };
    Sections: {
      items: components['schemas']['Section'][];
      total: number;
      limit: number;
      offset: number;
      a: string;
      b: string;
      total_edges: number;
    };
    Section: {
      a_group: string;
      a_title: string | null;
      b_group: string;
      b_title: string | null;
      edges: number;
    };
    CrosswalkGraph: {
      a: string;
      b: string;
      limit: number;
      total_edges: number;
      truncated: boolean;
      nodes: {
        id: string;
        system: string;
        code: string;
        title: string | null;
        level: number | null;
      }[];
      edges: {
        source: string;
        target: string;
        /** @description SKOS mapping type read from the code asked about: exact, close, broad (the other code is broader), narrow, related; partial (corpus overlap) */
        match_type: string;
      }[];
    };
    CountryList: {
      items: components['schemas']['CountrySummary'][];
      total: number;
      limit: number;
      offset: number;
    };
    CountrySummary: {
      code: string;
      name: string | null;
      system_count: number;
    };
    CountryStats: {
      items: components['schemas']['CountryStat'][];
      total: number;
      limit: number;
      offset: number;
    };
    CountryStat: {
      code: string;
      name: string | null;
      systems: number;
      nodes: number;
      official: number;
      regional: number;
      recommended: number;
      historical: number;
    };
    CountryScope: {
      countries: {
        code: string;
        name: string | null;
      }[];
      country_specific_total: number;
      global_total: number;
      /** @description Official, regional or historical for at least one country; most countries first */
      country_specific: components['schemas']['ScopedSystem'][];
      /** @description Recommended for every country */
      global: components['schemas']['ScopedSystem'][];
    };
    ScopedSystem: {
      id: string;
      name: string;
      kind: string;
      /** @description Which of the given countries it applies to */
      countries: string[];
      /** @description Relevance per country code */
      relevance: {
        [key: string]: string;
      };
    };
    CountryProfile: {
      code: string;
      name: string | null;
      system_count: number;
      node_count: number;
      by_relevance: {
        official: number;
        regional: number;
        historical: number;
        recommended: number;
      };
      groups: {
        kind: string;
        /** @description Systems of this kind (all of them, listed or not) */
        count: number;
        node_count: number;
        /** @description Official first, then regional, historical, recommended */
        systems: components['schemas']['CountrySystem'][];
      }[];
    };
    CountrySystem: {
      id: string;
      name: string;
      /** @description official, regional, historical or recommended */
      relevance: string;
      /** @description hand_coded (from the source list) or region_rule (from the system's region) */
      derivation: string | null;
      node_count: number;
      region: string | null;
    };
    Stats: {
      systems: number;
      nodes: number;
      leaves: number;
      /** @description Crosswalk edges as ingested (directed) */
      equivalences: number;
      countries: number;
      /** @description Position in the event log the read models reflect */
      events: number;
      last_ingestion: {
        id: string;
        source: string;
        kind: string;
        status: string;
        started_at: string;
        finished_at: string | null;
        counts: Record<string, never> | null;
      } | null;
    };
    Audit: {
      totals: {
        systems: number;
        nodes: number;
        equivalences: number;
      };
      /** @description Systems and codes per provenance tier, most codes first */
      tiers: {
        provenance: string;
        /** @description What the provenance tier says about the data */
        meaning: string;
        systems: number;
        nodes: number;
      }[];
      /** @description At most 500, most codes first */
      licenses: {
        license: string;
        systems: number;
        nodes: number;
      }[];
      kinds: {
        kind: string;
        systems: number;
        nodes: number;
      }[];
      disclaimer: string;
    };
    ClassifyResult: {
      text: string;
      /** @description Codes of official standards (NAICS, ISIC, NACE, SOC, ISCO, HS, CPC, ICD, ...) */
      standard_matches: components['schemas']['Match'][];
      /** @description Codes of domain vocabularies */
      domain_matches: components['schemas']['Match'][];
      /** @description Parts of the text naming different activities, each classified on its own (one when the text names one) */
      segments: {
        text: string;
        standard_matches: components['schemas']['Match'][];
        domain_matches: components['schemas']['Match'][];
      }[];
      /** @description The first answer's probability of being right (0: no answer) */
      confidence: number;
      /** @description The first answer is unsure (confidence below 0.6) or there is none: a person should check it */
      needs_review: boolean;
      /**
       * @description The first answer's confidence level (the best standard match's, else the best domain match's): low means a guess from a few shared words, to be presented as such or answered with a request for a fuller description; none: nothing matched
       * @enum {string}
       */
      confidence_level: 'high' | 'medium' | 'low' | 'none';
      /** @description A text in another language: classified as `text`, the English title of the code whose label in `lang` its words found */
      read_as?: {
        lang: string;
        text: string;
        system: string;
        code: string;
        label: string;
      };
      /** @description With include_crosswalks: the top standard matches in other standard systems */
      crosswalks?: {
        from_system: string;
        from_code: string;
        system: string;
        code: string;
        title: string;
        match_type: string;
      }[];
      /** @description Which systems were searched */
      searched_systems: {
        /**
         * @description business: the default, industries, occupations and products; standard or domain: every system of the kind asked; selected: the systems named
         * @enum {string}
         */
        scope: 'business' | 'standard' | 'domain' | 'selected';
        count: number;
        standard: string[];
        domain: string[];
      };
    };
    Match: {
      system: string;
      code: string;
      title: string;
      /** @description Relevance in 0..1 (1: the title says exactly what the text says) */
      score: number;
      /** @description The probability that this code is right, from its score and its lead over the next code of its system, calibrated per system on held-out folds of the official coding aids and example lists */
      confidence: number;
      /** @description The confidence is below 0.6: a person should check this code before it is used */
      needs_review: boolean;
      /**
       * @description high (score >= 0.75): the title, an example phrase or a coding aid phrase says what the text says; medium (>= 0.45); low: a guess from a few shared words
       * @enum {string}
       */
      confidence_level: 'high' | 'medium' | 'low';
      /** @description Words (or phrases) of the text found in this code */
      matched_words: string[];
      /** @description Words of the text this code matched only through a related word from WordNet: a more general term (hypernym: guitar -> musical instrument) or a derived form (derivation: cardiologist -> cardiology); such a match counts less than the word itself */
      bridged_words?: {
        word: string;
        to: string;
        /** @enum {string} */
        relation: 'hypernym' | 'derivation';
      }[];
      /** @description What carried the match: the code's title (with its description and examples at half), one of its example phrases, a phrase an official coding aid labels with the code (index_item: NAICS index; direct_match_title: SOC direct-match titles; alternate_title: O*NET; preferred_label, alternative_label: ESCO; with the aid and the phrase), or a crosswalk from another system's match (via) */
      evidence?: {
        /** @enum {string} */
        kind:
          | 'title'
          | 'example'
          | 'crosswalk'
          | 'index_item'
          | 'direct_match_title'
          | 'alternate_title'
          | 'preferred_label'
          | 'alternative_label';
        aid?: string;
        phrase?: string;
      };
      level: number;
      /** @description Leaf codes are the most specific */
      leaf: boolean;
      /** @description Ancestor path, root first */
      ancestors: {
        code: string;
        title: string;
      }[];
      /** @description Found (or confirmed) through an official crosswalk: the code the text matched in another system, and the edge type */
      via?: {
        system: string;
        code: string;
        title: string;
        match_type: string;
        /** @description A path of two crosswalk edges: the code of the international standard it went through (ESCO occupation -> ISCO-08 unit group -> SOC) and the first edge type */
        through?: {
          system: string;
          code: string;
          title: string;
          match_type: string;
        };
      };
    };
    SearchPage: {
      query: string;
      /** @description The query as searched after spelling correction, when a word was corrected */
      corrected?: string;
      /** @description Hits the filters allow, counted exactly up to 1,000 title matches (a query widened to all its words but one: up to 2,000 of those matches), beyond them at least that many; see total_capped */
      total: number;
      /** @description True when the count stopped at one of those bounds: there are more hits than total says */
      total_capped: boolean;
      limit: number;
      offset: number;
      items: components['schemas']['Hit'][];
    };
    Hit: {
      system: string;
      system_name: string;
      code: string;
      title: string;
      level: number;
      leaf: boolean;
      child_count: number;
      /** @description Relevance: higher is better; code matches (10–10.6 exact, 5–6.3 prefix) above title matches (< 3), each weighted by its system's authority tier. Comparable within one response. */
      score: number;
      /** @description The system's authority tier: 1 international statistical standards and their official editions, 2 official national adaptations, 3 regulatory and domain vocabularies, 4 lexical and web vocabularies */
      tier: number;
      /** @description Other systems holding a code of the same title (national copies of a standard, other editions): folded into this hit */
      also_in: number;
      /**
       * @description What matched: the code, a code starting with the query, the title, an official coding aid's phrase for the code (a NAICS index item, a SOC direct-match or O*NET alternate title, an ESCO label) saying the query's words, or another name of the country (common or its people's: Vietnam, Vietnamese)
       * @enum {string}
       */
      match: 'code' | 'code_prefix' | 'title' | 'aid' | 'name';
      /** @description With a language asked for: the language of `title` (BCP 47), `en` where no label in it exists (fallback) */
      lang?: string;
      /** @description The English title, when `title` is in another language */
      title_en?: string;
      /** @description With context: ancestors, root first */
      ancestors?: components['schemas']['NodeBrief'][];
      /** @description With context: the first 10 children */
      children?: components['schemas']['NodeBrief'][];
    };
    SearchGroups: {
      query: string;
      /** @description The query as searched after spelling correction, when a word was corrected */
      corrected?: string;
      /** @description Hits the filters allow across all groups, counted up to 10,000 title matches (a query widened to all its words but one: up to 2,000 of those matches); see total_capped */
      total: number;
      /** @description True when the count stopped at one of those bounds: there are more hits than total says */
      total_capped: boolean;
      limit: number;
      offset: number;
      /** @description Systems with at least one hit (limit/offset page through the groups) */
      group_count: number;
      groups: {
        system: string;
        system_name: string;
        /** @description Hits in this system */
        total: number;
        /** @description The system's authority tier: 1 international statistical standards and their official editions, 2 official national adaptations, 3 regulatory and domain vocabularies, 4 lexical and web vocabularies */
        tier: number;
        /** @description National copies of this system with hits too: folded into this group, not groups of their own */
        also_in: number;
        items: components['schemas']['Hit'][];
      }[];
    };
    BatchLookup: {
      items: {
        /** @description Position of the item in the batch, from 0 */
        index: number;
        system: string;
        code: string;
        system_name?: string;
        title?: string;
        description?: string | null;
        /** @description Parent code; null for a top-level code */
        parent?: string | null;
        parent_title?: string | null;
        /** @description Depth in the hierarchy, 1 = top level */
        level?: number;
        /** @description True when the code has no children */
        leaf?: boolean;
        child_count?: number;
        error?: {
          /** @description The HTTP status the single call would have answered (404, 400) */
          status: number;
          title: string;
          detail: string;
        };
      }[];
      total: number;
      /** @description Items answered with an error */
      errors: number;
      disclaimer: string;
    };
    BatchTranslate: {
      targets: string[];
      items: {
        index: number;
        system: string;
        code: string;
        title?: string;
        /** @description Codes of the target systems the translation reaches (as GET /systems/{id}/nodes/{code}/translations): direct edges first, else through the hierarchy or an intermediate system */
        matches?: {
          system: string;
          code: string;
          title: string | null;
          /** @description SKOS mapping type read from the code asked about: exact, close, broad (the other code is broader), narrow, related; partial (corpus overlap) */
          match_type: string;
          /** @description Where the edge comes from */
          provenance: {
            /**
             * @description official: stated by the authority; curated: from a compiled bundle; derived: by a rule
             * @enum {string}
             */
            kind: 'official' | 'curated' | 'derived';
            /** @description The source file set (`official:<source id>`) or bundle (`bundle:<name>`) */
            source: string;
            /** @description For derived edges: the rule that derived it */
            rule?: string;
            /** @description For derived edges: the codes it went through (`system:code`) */
            path?: string[];
          };
          /**
           * @description Reached through the hierarchy: a group's descendants' links combined, or a target group every child of which is reached
           * @enum {string}
           */
          derived?: 'hierarchy';
          /** @description For a match through the hierarchy: how much of the source reaches it */
          coverage?: {
            /** @description How many of the source's leaves reach this code */
            source_leaves: number;
            /** @description The source's leaves (1 for a leaf) */
            source_leaves_total: number;
            /** @description In words: "covers 6 of 6 leaves of naics_2022 484" */
            summary: string;
          };
        }[];
        error?: {
          /** @description The HTTP status the single call would have answered (404, 400) */
          status: number;
          title: string;
          detail: string;
        };
      }[];
      total: number;
      errors: number;
      disclaimer: string;
    };
    BatchClassify: {
      items: {
        index: number;
        text: string;
        standard_matches?: components['schemas']['Match'][];
        domain_matches?: components['schemas']['Match'][];
        error?: {
          /** @description The HTTP status the single call would have answered (404, 400) */
          status: number;
          title: string;
          detail: string;
        };
      }[];
      total: number;
      errors: number;
    };
    SuccessionList: {
      items: {
        /** @description The older edition (a system id) */
        from: string;
        /** @description Its successor (a system id) */
        to: string;
        name: string;
        /** @description What changed from one to the other: GET /api/v1/editions/{from}/{to}/diff */
        diff_url: string;
      }[];
      total: number;
    };
    EditionDiff: {
      items: components['schemas']['EditionDiffEntry'][];
      total: number;
      limit: number;
      offset: number;
      from: string;
      to: string;
      name: string;
      /** @description Where the links come from: the official correspondence table */
      source: string;
      /** @description Editions of the pair not loaded here (ingest the official files): while one is missing, nothing is listed and every total is 0 */
      missing: string[];
      totals: {
        unchanged: number;
        retitled: number;
        renumbered: number;
        split: number;
        merged: number;
        regrouped: number;
        added: number;
        removed: number;
        /** @description Codes of the newer edition whose number the older one does not have */
        new_codes: number;
        /** @description Codes of the older edition whose number the newer one does not have */
        dropped_codes: number;
      };
    };
    EditionDiffEntry: {
      /**
       * @description unchanged (one code to the same code, same title), retitled (one to the same code, another title), renumbered (one to one under another code), split (one old code over several new ones), merged (several old codes into one), regrouped (several old codes over several new ones), added (a new code no old code leads to), removed (an old code that leads nowhere)
       * @enum {string}
       */
      change: 'unchanged' | 'retitled' | 'renumbered' | 'split' | 'merged' | 'regrouped' | 'added' | 'removed';
      level: number;
      /** @description The codes of the older edition in this change */
      from: {
        code: string;
        title: string | null;
        /** @description Whether the same code exists in the other edition (false: a new code number, or one that is gone); a code that exists in both may mean other content */
        also_in_other: boolean;
      }[];
      /** @description The codes of the newer edition in this change */
      to: {
        code: string;
        title: string | null;
        /** @description Whether the same code exists in the other edition (false: a new code number, or one that is gone); a code that exists in both may mean other content */
        also_in_other: boolean;
      }[];
      /** @description The official correspondence rows between them */
      links: {
        from: string;
        to: string;
        /** @description exact, narrow (a part of the old code), broad (the new code takes more) or partial */
        match_type: string;
        common_content: string | null;
      }[];
      explanation: string;
    };
    ReleaseList: {
      items: components['schemas']['Release'][];
      total: number;
      limit: number;
      offset: number;
      system: string;
    };
    Release: {
      /** @description Release id: its position in the event log (use it in /diff/{a}/{b}) */
      id: string;
      /** @description The version label the source gave, if any */
      release: string | null;
      /** @description The bundle or file set it came from, by name (`bundle:sample`, an official source id); never a server path */
      source: string | null;
      /** @description Edition, which release of the system it is, and when: tells two releases apart */
      label: string;
      /** @description Which release of the system it is, from 1 (oldest first) */
      sequence: number;
      ingestion_id: string;
      source_hash: string;
      counts: {
        nodes: number;
        added: number;
        changed: number;
        removed: number;
      };
      at: string;
    };
    ReleaseDiff: {
      items: components['schemas']['DiffEntry'][];
      total: number;
      limit: number;
      offset: number;
      system: string;
      from: string;
      to: string;
      totals: {
        added: number;
        removed: number;
        changed: number;
        retitled: number;
        moved: number;
        /** @description Changed codes whose description changed */
        described: number;
      };
    };
    DiffEntry: {
      code: string;
      /** @enum {string} */
      change: 'added' | 'removed' | 'changed';
      retitled: boolean;
      /** @description True when the parent changed */
      moved: boolean;
      title: string | null;
      /** @description Title in release a (removed, retitled) */
      previous_title: string | null;
      parent: string | null;
      /** @description Parent in release a (removed, moved) */
      previous_parent: string | null;
      /** @description Fields that changed (changed codes) */
      fields: string[];
      /** @description What changed, field by field (title, description, parent), before → after; values null where not recorded or absent */
      changes: {
        field: string;
        before: string | null;
        after: string | null;
      }[];
    };
    DownloadList: {
      /** @description The dump version (null until the first is built) */
      version: string | null;
      built_at: string | null;
      /** @description The event log position the dump reflects */
      log_position: string | null;
      items: components['schemas']['DownloadFile'][];
      total: number;
      limit: number;
      offset: number;
    };
    DownloadFile: {
      name: string;
      /**
       * @description bundle: the whole graph as `taxonomy ingest` reads it; csv: one system; sssom: one system pair
       * @enum {string}
       */
      kind: 'bundle' | 'csv' | 'sssom';
      media_type: string;
      /** @description Bytes */
      size: number;
      /** @description Hex SHA-256 of the bytes served */
      sha256: string;
      /** @description Where to get it (supports Range, ETag, If-None-Match, Last-Modified) */
      url: string;
      system: string | null;
      target_system: string | null;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: {
    /** @description This request's id: the caller's X-Request-Id when it is a plain token, else a new UUID; in every log line */
    RequestId: string;
    /** @description Requests allowed in the current window for the caller's tier (the daily cap once it binds) */
    RateLimitLimit: number;
    /** @description Requests left in the current window */
    RateLimitRemaining: number;
    /** @description Seconds until the current window starts afresh */
    RateLimitReset: number;
    /** @description Seconds to wait before retrying */
    RetryAfter: number;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Status (ok, degraded with reasons, unavailable), projection checkpoints and lag */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description ok; degraded (lookups answer, but no projector runs or a projection is more than HEALTH_MAX_LAG events behind: see reasons); unavailable (a dependency is down: 503) */
            status: 'ok' | 'degraded' | 'unavailable';
            /** @description Why the status is not ok; in detail to operators only (from this machine, or with Authorization: Bearer <METRICS_TOKEN>) */
            reasons: string[];
            /** @description Operators only */
            event_store?: string;
            head: number;
            projections: {
              name: string;
              checkpoint: number;
              lag: number;
            }[];
            /** @description Operators only */
            dependencies?: {
              postgres: boolean;
              redis: boolean;
              /** @description A projector holds its lock on this database and its heartbeat is fresh */
              projector: boolean;
            };
          };
        };
      };
      /** @description Error 503 */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description ok; degraded (lookups answer, but no projector runs or a projection is more than HEALTH_MAX_LAG events behind: see reasons); unavailable (a dependency is down: 503) */
            status: 'ok' | 'degraded' | 'unavailable';
            /** @description Why the status is not ok; in detail to operators only (from this machine, or with Authorization: Bearer <METRICS_TOKEN>) */
            reasons: string[];
            /** @description Operators only */
            event_store?: string;
            head: number;
            projections: {
              name: string;
              checkpoint: number;
              lag: number;
            }[];
            /** @description Operators only */
            dependencies?: {
              postgres: boolean;
              redis: boolean;
              /** @description A projector holds its lock on this database and its heartbeat is fresh */
              projector: boolean;
            };
          };
        };
      };
    };
  };
  getLiveness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The process answers */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok';
          };
        };
      };
    };
  };
  getReadiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Whether this instance can serve requests now */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            status: 'ready' | 'unavailable';
            /** @description Operators only (from this machine, or with Authorization: Bearer <METRICS_TOKEN>) */
            checks?: {
              /** @description The read models answer a query */
              postgres: boolean;
              /** @description Redis answers a PING (true when no Redis is configured) */
              redis: boolean;
              /** @description A projector runs (informative: reads are served without it) */
              projector: boolean;
            };
            /** @description Why /health says degraded (the instance stays ready); in detail to operators only */
            degraded: string[];
          };
        };
      };
      /** @description Whether this instance can serve requests now */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            status: 'ready' | 'unavailable';
            /** @description Operators only (from this machine, or with Authorization: Bearer <METRICS_TOKEN>) */
            checks?: {
              /** @description The read models answer a query */
              postgres: boolean;
              /** @description Redis answers a PING (true when no Redis is configured) */
              redis: boolean;
              /** @description A projector runs (informative: reads are served without it) */
              projector: boolean;
            };
            /** @description Why /health says degraded (the instance stays ready); in detail to operators only */
            degraded: string[];
          };
        };
      };
    };
  };
  registerAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: email
           * @description E-mail address (case-insensitive, one account per address)
           */
          email: string;
          /** @description At least 8 characters; stored only as a salted scrypt hash */
          password: string;
        };
      };
    };
    responses: {
      /** @description Create an account; returns a JWT (and sets the session cookie) */
      201: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description JWT (HS256) for Authorization: Bearer; also sets the session cookie */
            token: string;
            /** @enum {string} */
            token_type: 'Bearer';
            /** @description Seconds until the token expires */
            expires_in: number;
            account: {
              id: string;
              email: string;
              tier: 'free' | 'pro' | 'enterprise';
            };
            /**
             * @description The e-mail has not been proven by a followed sign-in link
             * @enum {boolean}
             */
            verified: false;
            /** @description This e-mail is not proven yet. The first time its owner signs in with a link sent to it, this password is removed and every session, token and API key created before is revoked. */
            notice: string;
          };
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential may not do this */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  logIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: email
           * @description E-mail address (case-insensitive, one account per address)
           */
          email: string;
          /** @description At least 8 characters; stored only as a salted scrypt hash */
          password: string;
        };
      };
    };
    responses: {
      /** @description Sign in with e-mail and password; returns a JWT (and sets the session cookie) */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description JWT (HS256) for Authorization: Bearer; also sets the session cookie */
            token: string;
            /** @enum {string} */
            token_type: 'Bearer';
            /** @description Seconds until the token expires */
            expires_in: number;
            account: {
              id: string;
              email: string;
              tier: 'free' | 'pro' | 'enterprise';
            };
          };
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential may not do this */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  logOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content */
      204: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The credential may not do this */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed-in account */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            email: string;
            tier: 'free' | 'pro' | 'enterprise';
          };
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential may not do this */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listApiKeys: {
    parameters: {
      query?: {
        /** @description Page size (at most 500) */
        limit?: number;
        offset?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed-in account's API keys (never the keys themselves) */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** @description API key id (not the key) */
              id: string;
              name: string;
              /** @description Service prefix of the key */
              prefix: string;
              /** @description Last 4 characters of the key */
              last4: string;
              /** @description prefix_…last4, to recognise the key */
              hint: string;
              status: 'active' | 'revoked';
              /** Format: date-time */
              created_at: string;
              last_used_at: string | null;
              revoked_at: string | null;
            }[];
            total: number;
            limit: number;
            offset: number;
          };
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential may not do this */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description A label for the key */
          name: string;
        };
      };
    };
    responses: {
      /** @description Issue an API key; the key is in this response only */
      201: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description API key id (not the key) */
            id: string;
            name: string;
            /** @description Service prefix of the key */
            prefix: string;
            /** @description Last 4 characters of the key */
            last4: string;
            /** @description prefix_…last4, to recognise the key */
            hint: string;
            status: 'active' | 'revoked';
            /** Format: date-time */
            created_at: string;
            /** @description The API key: shown this once, never again */
            key: string;
          };
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential may not do this */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  revokeApiKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description API key id (not the key) */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content */
      204: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential may not do this */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  eraseAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Erase the signed-in account */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            erased: true;
            /** @description The erased account */
            id: string;
            /** Format: date-time */
            erased_at: string;
            /** @description API keys revoked by this erasure (0 when repeated) */
            revoked_keys: number;
          };
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential may not do this */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  sendSignInLink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: email
           * @description E-mail address (case-insensitive, one account per address)
           */
          email: string;
        };
      };
    };
    responses: {
      /** @description E-mail a one-time sign-in link (valid 15 minutes); the same answer whether or not the account existed */
      202: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            sent: boolean;
            /** @description Seconds the link stays valid */
            expires_in: number;
          };
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  showSignInLink: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The sign-in page */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  useSignInLink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
        'application/x-www-form-urlencoded': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Signed in; Location: /developers/keys */
      303: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential may not do this */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unsupported request content type */
      415: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listSystems: {
    parameters: {
      query?: {
        /** @description How many items to return (default 50, at most 500) */
        limit?: number;
        /** @description How many to skip, for paging (default 0) */
        offset?: number;
        /** @description Group by region label */
        group_by?: 'region';
        /**
         * @description ISO 3166-1 alpha-2 country code, e.g. US (any case)
         * @example US
         */
        country?: string;
        /** @description standard: official classifications (NAICS, ISIC, SOC, HS, ...); domain: curated vocabularies layered on them */
        kind?: 'standard' | 'domain';
        /** @description Text the region label contains, e.g. "European Union" */
        region?: string;
        /**
         * @description Words to look for in id, name, full name, authority or region
         * @example truck transportation
         */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description List classification systems */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": "apqc_pcf",
           *           "name": "APQC PCF (Skeleton)",
           *           "full_name": "APQC Cross-Industry Process Classification Framework (Level 1)",
           *           "region": "Global",
           *           "version": "v7.4 (skeleton)",
           *           "authority": "APQC",
           *           "kind": "standard",
           *           "country_codes": [],
           *           "node_count": 13,
           *           "leaf_count": 13,
           *           "max_depth": 1,
           *           "root_count": 13,
           *           "url": null,
           *           "source_url": "https://www.apqc.org/process-frameworks",
           *           "source_date": null,
           *           "license": "APQC PCF (free use with attribution)",
           *           "provenance": "manual_transcription",
           *           "source_hash": "7add4041e503b16aea9724000699e5df3bbbf51737b6bef1f6cc2ce7eaa1ef34",
           *           "release": "v7.4 (skeleton)",
           *           "tier": 3,
           *           "tier_basis": "domain vocabulary",
           *           "copy_of": null
           *         },
           *         {
           *           "id": "cfr_title_49",
           *           "name": "CFR Title 49",
           *           "full_name": "Code of Federal Regulations - Title 49 Transportation",
           *           "region": "United States",
           *           "version": "2024",
           *           "authority": "US Government (ecfr.gov)",
           *           "kind": "standard",
           *           "country_codes": [
           *             "US"
           *           ],
           *           "node_count": 104,
           *           "leaf_count": 90,
           *           "max_depth": 2,
           *           "root_count": 14,
           *           "url": null,
           *           "source_url": null,
           *           "source_date": "2025-01-15",
           *           "license": "Public Domain",
           *           "provenance": "manual_transcription",
           *           "source_hash": "9a14e6756d574c02ba3301b4ffc24a212e8f486d5d5a24f1b205cd7e452c022a",
           *           "release": "2024",
           *           "tier": 3,
           *           "tier_basis": "domain vocabulary",
           *           "copy_of": null
           *         }
           *       ],
           *       "total": 25,
           *       "limit": 2,
           *       "offset": 0,
           *       "disclaimer": "Informational only: not a substitute for the official publications of the classification authorities."
           *     }
           */
          'application/json': components['schemas']['SystemList'] | components['schemas']['RegionList'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getSystemStats: {
    parameters: {
      query?: {
        /** @description How many items to return (default 50, at most 500) */
        limit?: number;
        /** @description How many to skip, for paging (default 0) */
        offset?: number;
        /**
         * @description Classification system id, e.g. naics_2022
         * @example naics_2022
         */
        system?: string;
        /** @description id (default) or node_count (largest first) */
        sort?: 'id' | 'node_count';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Node and leaf counts per system */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SystemStats'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getSystem: {
    parameters: {
      query?: {
        /** @description How many items to return (default 50, at most 500) */
        limit?: number;
        /** @description How many to skip, for paging (default 0) */
        offset?: number;
        /** @description Language of the titles (BCP 47, e.g. de, fr, es; several comma-separated in preference order). Without it, Accept-Language decides; fields without text in that language stay English. */
        lang?: string;
      };
      header?: never;
      path: {
        /**
         * @description Classification system id, e.g. naics_2022
         * @example naics_2022
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One system with its root codes and counts per level */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SystemDetail'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getNode: {
    parameters: {
      query?: {
        /** @description Language of the titles (BCP 47, e.g. de, fr, es; several comma-separated in preference order). Without it, Accept-Language decides; fields without text in that language stay English. */
        lang?: string;
        /** @description comma-separated: ancestors, children, siblings, equivalences, translations, history */
        include?: string;
      };
      header?: never;
      path: {
        /**
         * @description Classification system id, e.g. naics_2022
         * @example naics_2022
         */
        id: string;
        /**
         * @description Code exactly as published, URL-encoded (A%2FB for A/B)
         * @example 484
         */
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One code */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "system": "naics_2022",
           *       "system_name": "NAICS 2022",
           *       "code": "484",
           *       "title": "Truck Transportation",
           *       "description": "Industries in the Truck Transportation subsector provide over-the-road transportation of cargo using motor vehicles, such as trucks and tractor trailers.  The …",
           *       "parent": "48-49",
           *       "parent_title": "Transportation and Warehousing",
           *       "level": 2,
           *       "leaf": false,
           *       "child_count": 2,
           *       "subtree_size": 14,
           *       "authority_url": "https://www.census.gov/naics/?input=484&year=2022&details=484",
           *       "disclaimer": "Informational only: not a substitute for the official publications of the classification authorities."
           *     }
           */
          'application/json': components['schemas']['CodePage'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listChildren: {
    parameters: {
      query?: {
        /** @description How many items to return (default 50, at most 500) */
        limit?: number;
        /** @description How many to skip, for paging (default 0) */
        offset?: number;
        /** @description Language of the titles (BCP 47, e.g. de, fr, es; several comma-separated in preference order). Without it, Accept-Language decides; fields without text in that language stay English. */
        lang?: string;
      };
      header?: never;
      path: {
        /**
         * @description Classification system id, e.g. naics_2022
         * @example naics_2022
         */
        id: string;
        /**
         * @description Code exactly as published, URL-encoded (A%2FB for A/B)
         * @example 484
         */
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Direct children of a code, in publication order */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "code": "4841",
           *           "title": "General Freight Trucking",
           *           "level": 3,
           *           "parent": "484",
           *           "leaf": false,
           *           "child_count": 2
           *         },
           *         {
           *           "code": "4842",
           *           "title": "Specialized Freight Trucking",
           *           "level": 3,
           *           "parent": "484",
           *           "leaf": false,
           *           "child_count": 3
           *         }
           *       ],
           *       "total": 2,
           *       "limit": 2,
           *       "offset": 0,
           *       "system": "naics_2022",
           *       "code": "484"
           *     }
           */
          'application/json': components['schemas']['Neighbours'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listAncestors: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Classification system id, e.g. naics_2022
         * @example naics_2022
         */
        id: string;
        /**
         * @description Code exactly as published, URL-encoded (A%2FB for A/B)
         * @example 484
         */
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ancestors of a code, root first (the code itself excluded) */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Ancestors'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listSiblings: {
    parameters: {
      query?: {
        /** @description How many items to return (default 50, at most 500) */
        limit?: number;
        /** @description How many to skip, for paging (default 0) */
        offset?: number;
        /** @description Language of the titles (BCP 47, e.g. de, fr, es; several comma-separated in preference order). Without it, Accept-Language decides; fields without text in that language stay English. */
        lang?: string;
      };
      header?: never;
      path: {
        /**
         * @description Classification system id, e.g. naics_2022
         * @example naics_2022
         */
        id: string;
        /**
         * @description Code exactly as published, URL-encoded (A%2FB for A/B)
         * @example 484
         */
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Other codes under the same parent (other roots for a root) */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Neighbours'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getSubtree: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Classification system id, e.g. naics_2022
         * @example naics_2022
         */
        id: string;
        /**
         * @description Code exactly as published, URL-encoded (A%2FB for A/B)
         * @example 484
         */
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Shape of the subtree under a code */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Subtree'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCodeHistory: {
    parameters: {
      query?: {
        /** @description How many items to return (default 50, at most 500) */
        limit?: number;
        /** @description How many to skip, for paging (default 0) */
        offset?: number;
      };
      header?: never;
      path: {
        /**
         * @description Classification system id, e.g. naics_2022
         * @example naics_2022
         */
        id: string;
        /**
         * @description Code exactly as published, URL-encoded (A%2FB for A/B)
         * @example 484
         */
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description What happened to a code in each ingestion (added, changed fields, removed), oldest first */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['History'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  resolveCode: {
    parameters: {
      query?: {
        /** @description How many items to return (default 50, at most 500) */
        limit?: number;
        /** @description How many to skip, for paging (default 0) */
        offset?: number;
      };
      header?: never;
      path: {
        /**
         * @description Code exactly as published, URL-encoded (A%2FB for A/B)
         * @example 484
         */
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every system that has this exact code */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Occurrences'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listEquivalences: {
    parameters: {
      query?: {
        /** @description How many items to return (default 50, at most 500) */
        limit?: number;
        /** @description How many to skip, for paging (default 0) */
        offset?: number;
        /**
         * @description Classification system id, e.g. naics_2022
         * @example naics_2022
         */
        system?: string;
      };
      header?: never;
      path: {
        /**
         * @description Classification system id, e.g. naics_2022
         * @example naics_2022
         */
        id: string;
        /**
         * @description Code exactly as published, e.g. 484 in naics_2022
         * @example 484
         */
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A code's crosswalk edges in both directions, with match type and the other side's title */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "system": "cfr_title_49",
           *           "system_name": "CFR Title 49",
           *           "code": "49_171",
           *           "title": "Part 171 - General Information, Regulations, and Definitions (Hazmat)",
           *           "match_type": "narrow",
           *           "direction": "in",
           *           "provenance": {
           *             "kind": "curated",
           *             "source": "bundle:sample"
           *           }
           *         },
           *         {
           *           "system": "cfr_title_49",
           *           "system_name": "CFR Title 49",
           *           "code": "49_172",
           *           "title": "Part 172 - Hazardous Materials Table, Special Provisions, Packaging Requirements",
           *           "match_type": "narrow",
           *           "direction": "in",
           *           "provenance": {
           *             "kind": "curated",
           *             "source": "bundle:sample"
           *           }
           *         }
           *       ],
           *       "total": 28,
           *       "limit": 2,
           *       "offset": 0,
           *       "source": {
           *         "system": "naics_2022",
           *         "code": "484",
           *         "title": "Truck Transportation"
           *       }
           *     }
           */
          'application/json': components['schemas']['EquivalenceList'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  translateCode: {
    parameters: {
      query?: {
        max_hops?: number;
        /** @description How many systems to return (default 50, at most 500) */
        limit?: number;
        /** @description Codes listed per target system (default 20, at most 100) */
        max_matches?: number;
        /** @description Also translate through synthetic domain vocabularies (by default they are only end points) */
        include?: 'domain';
      };
      header?: never;
      path: {
        /**
         * @description Classification system id, e.g. naics_2022
         * @example naics_2022
         */
        id: string;
        /**
         * @description Code exactly as published, e.g. 484 in naics_2022
         * @example 484
         */
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every system a code translates into, directly or through intermediate systems (with the path) */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "source": {
           *         "system": "naics_2022",
           *         "code": "484",
           *         "title": "Truck Transportation"
           *       },
           *       "max_hops": 2,
           *       "systems": [
           *         {
           *           "system": "cfr_title_49",
           *           "name": "CFR Title 49",
           *           "direct": true,
           *           "hops": 1,
           *           "via": [],
           *           "match_count": 14,
           *           "truncated": false,
           *           "matches": [
           *             {
           *               "code": "49_171",
           *               "title": "Part 171 - General Information, Regulations, and Definitions (Hazmat)",
           *               "match_type": "narrow",
           *               "path": [
           *                 {
           *                   "system": "naics_2022",
           *                   "code": "484"
           *                 },
           *                 {
           *                   "system": "cfr_title_49",
           *                   "code": "49_171"
           *                 }
           *               ],
           *               "provenance": {
           *                 "kind": "curated",
           *                 "source": "bundle:sample"
           *               }
           *             },
           *             {
           *               "code": "49_172",
           *               "title": "Part 172 - Hazardous Materials Table, Special Provisions, Packaging Requirements",
           *               "match_type": "narrow",
           *               "path": [
           *                 {
           *                   "system": "naics_2022",
           *                   "code": "484"
           *                 },
           *                 {
           *                   "system": "cfr_title_49",
           *                   "code": "49_172"
           *                 }
           *               ],
           *               "provenance": {
           *                 "kind": "curated",
           *                 "source": "bundle:sample"
           *               }
           *             }
           *           ]
           *         },
           *         {
           *           "system": "fmcsa_regs",
           *           "name": "FMCSA Regulations",
           *           "direct": true,
           *           "hops": 1,
           *           "via": [],
           *           "match_count": 10,
           *           "truncated": false,
           *           "matches": [
           *             {
           *               "code": "fmcsa_ar",
           *               "title": "Accident Reporting (AR)",
           *               "match_type": "narrow",
           *               "path": [
           *                 {
           *                   "system": "naics_2022",
           *                   "code": "484"
           *                 },
           *                 {
           *                   "system": "fmcsa_regs",
           *                   "code": "fmcsa_ar"
           *                 }
           *               ],
           *               "provenance": {
           *                 "kind": "curated",
           *                 "source": "bundle:sample"
           *               }
           *             },
           *             {
           *               "code": "fmcsa_cdl",
           *               "title": "Commercial Driver's License (CDL)",
           *               "match_type": "narrow",
           *               "path": [
           *                 {
           *                   "system": "naics_2022",
           *                   "code": "484"
           *                 },
           *                 {
           *                   "system": "fmcsa_regs",
           *                   "code": "fmcsa_cdl"
           *                 }
           *               ],
           *               "provenance": {
           *                 "kind": "curated",
           *                 "source": "bundle:sample"
           *               }
           *             }
           *           ]
           *         }
           *       ],
           *       "total_systems": 3,
           *       "truncated": true
           *     }
           */
          'application/json': components['schemas']['Translations'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCrosswalkQuality: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Classification system id, e.g. naics_2022
         * @example naics_2022
         */
        a: string;
        /**
         * @description Classification system id, e.g. naics_2022
         * @example isic_rev4
         */
        b: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description How far to trust the crosswalk between two systems */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CrosswalkQuality'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCrosswalkCoverage: {
    parameters: {
      query?: {
        /** @description How many items to return (default 50, at most 500) */
        limit?: number;
        /** @description How many to skip, for paging (default 0) */
        offset?: number;
        /**
         * @description Classification system id, e.g. naics_2022
         * @example naics_2022
         */
        system?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Edges per system pair and per match type, largest first */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EquivalenceStats'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  compareSystems: {
    parameters: {
      query: {
        /**
         * @description Classification system id, e.g. naics_2022
         * @example naics_2022
         */
        a: string;
        /**
         * @description Classification system id, e.g. naics_2022
         * @example isic_rev4
         */
        b: string;
        /** @description How many items to return (default 50, at most 500) */
        limit?: number;
        /** @description How many to skip, for paging (default 0) */
        offset?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Side by side at top level */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Comparison'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  diffSystems: {
    parameters: {
      query: {
        /**
         * @description Classification system id, e.g. naics_2022
         * @example naics_2022
         */
        a: string;
        /**
         * @description Classification system id, e.g. naics_2022
         * @example isic_rev4
         */
        b: string;
        /** @description How many items to return (default 50, at most 500) */
        limit?: number;
        /** @description How many to skip, for paging (default 0) */
        offset?: number;
        /** @description leaves (default): unmapped leaf codes only; all: every unmapped code, parents included */
        level?: 'leaves' | 'all';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Leaf codes of a with no mapping into b, and of b with none into a (paginated alike) */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Diff'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCrosswalkSections: {
    parameters: {
      query?: {
        /** @description How many items to return (default 50, at most 500) */
        limit?: number;
        /** @description How many to skip, for paging (default 0) */
        offset?: number;
      };
      header?: never;
      path: {
        /**
         * @description Classification system id, e.g. naics_2022
         * @example naics_2022
         */
        id: string;
        /**
         * @description Classification system id, e.g. naics_2022
         * @example isic_rev4
         */
        b: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Edges between system id and system b grouped by the top-level groups of both sides, largest first */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Sections'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCrosswalkGraph: {
    parameters: {
      query?: {
        /** @description How many edges to return (default 50, at most 500) */
        limit?: number;
        /** @description Only edges from this top-level group of id (a section's a_group) */
        a_group?: string;
        /** @description Only edges into this top-level group of b (a section's b_group) */
        b_group?: string;
      };
      header?: never;
      path: {
        /**
         * @description Classification system id, e.g. naics_2022
         * @example naics_2022
         */
        id: string;
        /**
         * @description Classification system id, e.g. naics_2022
         * @example isic_rev4
         */
        b: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Nodes and edges of a crosswalk for drawing */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CrosswalkGraph'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  exportCrosswalk: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Classification system id, e.g. naics_2022
         * @example naics_2022
         */
        a: string;
        /** @description `{b}.sssom.tsv`, `{b}.ttl` or `{b}.csv` */
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description SSSOM TSV or Turtle text */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getQualityReport: {
    parameters: {
      query?: {
        /** @description How many findings per check to return (default 50, at most 500) */
        limit?: number;
        /**
         * @description Classification system id, e.g. naics_2022
         * @example naics_2022
         */
        system?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Data-quality report */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            limit: number;
            /** @description Findings of every kind */
            total: number;
            checks: {
              kind: string;
              description: string;
              /** @description Findings of this kind (items lists the first `limit`) */
              total: number;
              items: {
                system: string;
                /** @description The codes concerned (for edges: `system:code` of both ends) */
                codes: string[];
                detail: string;
              }[];
            }[];
          };
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listCountries: {
    parameters: {
      query?: {
        /** @description How many items to return (default 50, at most 500) */
        limit?: number;
        /** @description How many to skip, for paging (default 0) */
        offset?: number;
        /**
         * @description Text in the code or name
         * @example truck transportation
         */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description List countries (ISO 3166-1 alpha-2) with the number of applicable systems */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CountryList'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCountryStats: {
    parameters: {
      query?: {
        /** @description How many items to return (default 50, at most 500) */
        limit?: number;
        /** @description How many to skip, for paging (default 0) */
        offset?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Per country */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CountryStats'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCountryScope: {
    parameters: {
      query: {
        /**
         * @description Comma-separated ISO 3166-1 alpha-2 codes (at most 20)
         * @example US
         */
        countries: string;
        /** @description How many systems listed per list (counts cover all) to return (default 100, at most 500) */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description For several countries */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CountryScope'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCountry: {
    parameters: {
      query?: {
        /** @description How many systems listed per list (counts cover all) to return (default 100, at most 500) */
        limit?: number;
      };
      header?: never;
      path: {
        /**
         * @description ISO 3166-1 alpha-2 code (any case)
         * @example US
         */
        cc: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A country's profile */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CountryProfile'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getStats: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Totals */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Stats'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getAudit: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Provenance audit */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Audit'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getGuide: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The guide page */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
    };
  };
  classify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description What to classify: a business, activity, occupation, product or condition in plain words (up to 2000 characters) */
          text?: string;
          /** @description An occupation: the job title as written ("Sr. Software Engineer II, night shift") (up to 2000 characters) */
          title?: string;
          /** @description An occupation: what the job does ("design, write and test code") (up to 2000 characters) */
          tasks?: string;
          /** @description An occupation: the employer's industry, a hint ("software publishing") (up to 2000 characters) */
          industry?: string;
          /** @description A business: its name, a hint ("Joe's Pizza LLC") (up to 2000 characters) */
          name?: string;
          /** @description A business: what it does, as it describes itself (up to 2000 characters) */
          description?: string;
          /** @description A business: what it makes or sells (up to 2000 characters) */
          products?: string;
          /** @description Language of `text` (BCP 47: fr, de, es, ...); guessed from its words when absent. See read_as */
          lang?: string;
          /** @description No answer rather than a guess: leave out matches whose confidence is below this */
          min_confidence?: number;
          /** @description System ids to search (default: the business systems, i.e. industries, occupations and products; see kind) */
          systems?: string[];
          /**
           * @description Without systems: every standard classification (geographic, regulatory, medical, ... too) or every domain vocabulary instead of the business systems
           * @enum {string}
           */
          kind?: 'standard' | 'domain';
          /** @description Only systems that apply to one of these countries, e.g. ["US"] */
          countries?: string[];
          /**
           * @description Matches per list (at most 50)
           * @default 5
           */
          limit?: number;
          /**
           * @description Also carry the top standard matches into other standards through the crosswalks
           * @default false
           */
          include_crosswalks?: boolean;
        };
      };
    };
    responses: {
      /** @description Classify a description into codes of the business systems (or of the systems asked) */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "text": "long-haul trucking company",
           *       "standard_matches": [
           *         {
           *           "system": "naics_2022",
           *           "code": "48412",
           *           "title": "General Freight Trucking, Long-Distance",
           *           "score": 0.8066,
           *           "confidence": 0.678,
           *           "needs_review": false,
           *           "confidence_level": "high",
           *           "matched_words": [
           *             "long haul",
           *             "trucking"
           *           ],
           *           "level": 4,
           *           "leaf": false,
           *           "ancestors": [
           *             {
           *               "code": "48-49",
           *               "title": "Transportation and Warehousing"
           *             },
           *             {
           *               "code": "484",
           *               "title": "Truck Transportation"
           *             }
           *           ]
           *         },
           *         {
           *           "system": "naics_2022",
           *           "code": "48423",
           *           "title": "Specialized Freight (except Used Goods) Trucking, Long-Distance",
           *           "score": 0.8066,
           *           "confidence": 0.678,
           *           "needs_review": false,
           *           "confidence_level": "high",
           *           "matched_words": [
           *             "long haul",
           *             "trucking"
           *           ],
           *           "level": 4,
           *           "leaf": false,
           *           "ancestors": [
           *             {
           *               "code": "48-49",
           *               "title": "Transportation and Warehousing"
           *             },
           *             {
           *               "code": "484",
           *               "title": "Truck Transportation"
           *             }
           *           ]
           *         }
           *       ],
           *       "domain_matches": [],
           *       "segments": [
           *         {
           *           "text": "long-haul trucking company",
           *           "standard_matches": [
           *             {
           *               "system": "naics_2022",
           *               "code": "48412",
           *               "title": "General Freight Trucking, Long-Distance",
           *               "score": 0.8066,
           *               "confidence": 0.678,
           *               "needs_review": false,
           *               "confidence_level": "high",
           *               "matched_words": [
           *                 "long haul",
           *                 "trucking"
           *               ],
           *               "level": 4,
           *               "leaf": false,
           *               "ancestors": [
           *                 {
           *                   "code": "48-49",
           *                   "title": "Transportation and Warehousing"
           *                 },
           *                 {
           *                   "code": "484",
           *                   "title": "Truck Transportation"
           *                 }
           *               ]
           *             },
           *             {
           *               "system": "naics_2022",
           *               "code": "48423",
           *               "title": "Specialized Freight (except Used Goods) Trucking, Long-Distance",
           *               "score": 0.8066,
           *               "confidence": 0.678,
           *               "needs_review": false,
           *               "confidence_level": "high",
           *               "matched_words": [
           *                 "long haul",
           *                 "trucking"
           *               ],
           *               "level": 4,
           *               "leaf": false,
           *               "ancestors": [
           *                 {
           *                   "code": "48-49",
           *                   "title": "Transportation and Warehousing"
           *                 },
           *                 {
           *                   "code": "484",
           *                   "title": "Truck Transportation"
           *                 }
           *               ]
           *             }
           *           ],
           *           "domain_matches": []
           *         }
           *       ],
           *       "confidence": 0.678,
           *       "needs_review": false,
           *       "confidence_level": "high",
           *       "searched_systems": {
           *         "scope": "business",
           *         "count": 12,
           *         "standard": [
           *           "hs_2022",
           *           "hts_us"
           *         ],
           *         "domain": []
           *       }
           *     }
           */
          'application/json': components['schemas']['ClassifyResult'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential may not do this */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  search: {
    parameters: {
      query: {
        /**
         * @description Words or a code. Typos are corrected; exact code matches come first.
         * @example truck transportation
         */
        q: string;
        /** @description Group hits by system, with per-system totals */
        grouped?: boolean;
        /** @description Add each hit's ancestor path (root first) and its first 10 children */
        context?: boolean;
        /**
         * @description Only these systems (comma-separated ids)
         * @example naics_2022
         */
        system?: string;
        /**
         * @description Only systems that apply to one of these countries (comma-separated)
         * @example US
         */
        countries?: string;
        /** @description Only standard classifications or only domain vocabularies */
        kind?: 'standard' | 'domain';
        /** @description How many hits (with grouped=true: systems) to return (default 50, at most 500) */
        limit?: number;
        /** @description How many to skip, for paging (default 0) */
        offset?: number;
        /** @description Hits shown per system (default 5, at most 50) */
        per_group?: number;
        /** @description Search the titles in this language too (BCP 47: de, fr, es, nl, pl, ...): its labels are folded and stemmed for that language; without it, Accept-Language decides. A query no English title holds is answered in the language whose labels hold it ("boulangerie": French), each hit saying its `lang` */
        lang?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Search codes and titles across every system (ranked, typo tolerant, exact codes first) */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "query": "truck transportation",
           *       "total": 322,
           *       "total_capped": false,
           *       "limit": 2,
           *       "offset": 0,
           *       "items": [
           *         {
           *           "system": "naics_2022",
           *           "system_name": "NAICS 2022",
           *           "code": "484",
           *           "title": "Truck Transportation",
           *           "level": 2,
           *           "leaf": false,
           *           "child_count": 2,
           *           "score": 2.1253,
           *           "match": "title",
           *           "tier": 1,
           *           "also_in": 0
           *         },
           *         {
           *           "system": "hs_2022",
           *           "system_name": "HS 2022",
           *           "code": "8709",
           *           "title": "Works trucks, self-propelled, (not fitted with lifting or handling equipment), for factories, warehouses etc, for short distance transport of goods, tractors u…",
           *           "level": 3,
           *           "leaf": false,
           *           "child_count": 3,
           *           "score": 0.5066,
           *           "match": "title",
           *           "tier": 1,
           *           "also_in": 0
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['SearchPage'] | components['schemas']['SearchGroups'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  batchLookup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description {system, code} pairs (at most 1000) */
          items: {
            /** @description Classification system id, e.g. naics_2022 */
            system: string;
            /** @description Code exactly as published, e.g. 484 in naics_2022 */
            code: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Look up to 1000 codes in one call */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BatchLookup'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential may not do this */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  batchTranslate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description {system, code} pairs (at most 1000) */
          items: {
            /** @description Classification system id, e.g. naics_2022 */
            system: string;
            /** @description Code exactly as published, e.g. 484 in naics_2022 */
            code: string;
          }[];
          /** @description Target system ids (at most 100) */
          targets: string[];
          /**
           * @description Codes listed per target system (default 20, at most 100)
           * @default 20
           */
          max_matches?: number;
        };
      };
    };
    responses: {
      /** @description Translate up to 1000 codes into one or more target systems */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BatchTranslate'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential may not do this */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  batchClassify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Texts to classify (at most 100, each up to 2000 characters); or `items` */
          texts?: string[];
          /** @description Instead of texts: up to 100 items, each plain {text}, an occupation {title, tasks, industry} or a business {name, description, products}, as POST /classify takes them */
          items?: {
            /** @description What to classify: a business, activity, occupation, product or condition in plain words (up to 2000 characters) */
            text?: string;
            /** @description An occupation: the job title as written ("Sr. Software Engineer II, night shift") (up to 2000 characters) */
            title?: string;
            /** @description An occupation: what the job does ("design, write and test code") (up to 2000 characters) */
            tasks?: string;
            /** @description An occupation: the employer's industry, a hint ("software publishing") (up to 2000 characters) */
            industry?: string;
            /** @description A business: its name, a hint ("Joe's Pizza LLC") (up to 2000 characters) */
            name?: string;
            /** @description A business: what it does, as it describes itself (up to 2000 characters) */
            description?: string;
            /** @description A business: what it makes or sells (up to 2000 characters) */
            products?: string;
            /** @description Language of `text` (BCP 47: fr, de, es, ...); guessed from its words when absent. See read_as */
            lang?: string;
          }[];
          /** @description Only these systems (default: every system) */
          systems?: string[];
          /**
           * @description Matches per list and text
           * @default 5
           */
          limit?: number;
          /** @description No answer rather than a guess: leave out matches whose confidence is below this */
          min_confidence?: number;
        };
      };
    };
    responses: {
      /** @description Classify up to 100 texts in one call */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BatchClassify'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential may not do this */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listEditions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Editions replaced by a successor with an official correspondence (NACE Rev */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessionList'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  diffEditions: {
    parameters: {
      query?: {
        /** @description Only this level (NACE: 1 section … 4 class) */
        level?: number;
        /** @description Only this kind (changed: every kind but unchanged): unchanged (one code to the same code, same title), retitled (one to the same code, another title), renumbered (one to one under another code), split (one old code over several new ones), merged (several old codes into one), regrouped (several old codes over several new ones), added (a new code no old code leads to), removed (an old code that leads nowhere) */
        change?:
          'unchanged' | 'retitled' | 'renumbered' | 'split' | 'merged' | 'regrouped' | 'added' | 'removed' | 'changed';
        /** @description How many changes to return (default 50, at most 500) */
        limit?: number;
        /** @description How many to skip, for paging (default 0) */
        offset?: number;
      };
      header?: never;
      path: {
        /** @description The older edition, e.g. nace_rev2 */
        from: string;
        /** @description Its successor, e.g. nace_rev21 */
        to: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description What changed from an edition to its successor, read from the official correspondence */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EditionDiff'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  batchMigrate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The older edition (default nace_rev2) */
          from?: string;
          /** @description Its successor (default nace_rev21) */
          to?: string;
          /** @description Up to 1000 codes */
          codes: string[];
        };
      };
    };
    responses: {
      /** @description Migrate up to 1000 codes of an older edition to its successor (NACE Rev */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            from: string;
            to: string;
            total: number;
            one_to_one: number;
            one_to_many: number;
            /** @description Codes with no successor or unknown */
            not_migrated: number;
            items: {
              code: string;
              title: string | null;
              /** @description The edition the successors are in (e.g. nace_rev21) */
              to: string;
              /**
               * @description one_to_one: `successor` is the answer; one_to_many: the content is split, choose among `candidates` (with their common content); no_successor: the table links it nowhere; unknown_code: not a code of the older edition
               * @enum {string}
               */
              status: 'one_to_one' | 'one_to_many' | 'no_successor' | 'unknown_code';
              successor?: {
                code: string;
                title: string | null;
                /** @description exact (same content), narrow (the new code takes part of the old one: a split), broad (the new code also takes other old codes: a merge) or partial */
                match_type: string;
                common_content: string | null;
                /** @description Other codes of the older edition that flow into this one (what it merges) */
                also_from: string[];
                /** @description With a language asked for: the language of `title` (BCP 47), `en` where no label in it exists (fallback) */
                lang?: string;
                /** @description The English title, when `title` is in another language */
                title_en?: string;
              };
              candidates?: {
                code: string;
                title: string | null;
                /** @description exact (same content), narrow (the new code takes part of the old one: a split), broad (the new code also takes other old codes: a merge) or partial */
                match_type: string;
                common_content: string | null;
                /** @description Other codes of the older edition that flow into this one (what it merges) */
                also_from: string[];
                /** @description With a language asked for: the language of `title` (BCP 47), `en` where no label in it exists (fallback) */
                lang?: string;
                /** @description The English title, when `title` is in another language */
                title_en?: string;
              }[];
              explanation: string;
            }[];
          };
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential may not do this */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listReleases: {
    parameters: {
      query?: {
        /** @description How many items to return (default 50, at most 500) */
        limit?: number;
        /** @description How many to skip, for paging (default 0) */
        offset?: number;
      };
      header?: never;
      path: {
        /**
         * @description Classification system id, e.g. naics_2022
         * @example naics_2022
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every release of a system ingested, oldest first, with its source and counts */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReleaseList'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  diffReleases: {
    parameters: {
      query?: {
        /** @description How many items to return (default 50, at most 500) */
        limit?: number;
        /** @description How many to skip, for paging (default 0) */
        offset?: number;
        /** @description Only codes of this kind */
        change?: 'added' | 'removed' | 'changed' | 'retitled' | 'moved';
      };
      header?: never;
      path: {
        /**
         * @description Classification system id, e.g. naics_2022
         * @example naics_2022
         */
        id: string;
        /** @description From: a release id from GET /systems/{id}/releases */
        a: string;
        /** @description To: a release id from GET /systems/{id}/releases */
        b: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Codes added, removed, retitled and moved between two releases of a system */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReleaseDiff'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  reconcile: {
    parameters: {
      query?: {
        /** @description Query batch: {"q0": {"query": "truck driver", "type": "soc_2018", "limit": 5}, ...} (at most 100 queries) */
        queries?:
          | string
          | {
              [key: string]: unknown;
            };
        /** @description Data extension: {"ids": ["naics_2022/484"], "properties": [{"id": "title"}, {"id": "translation:isic_rev4"}]} */
        extend?:
          | string
          | {
              [key: string]: unknown;
            };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Reconciliation service (W3C Reconciliation API 0.2) */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                versions: string[];
                name: string;
                identifierSpace: string;
                schemaSpace: string;
                documentation?: string;
                serviceVersion?: string;
                defaultTypes: {
                  id: string;
                  name: string;
                }[];
                view: {
                  url: string;
                };
                preview: {
                  url: string;
                  width: number;
                  height: number;
                };
                suggest: {
                  entity: {
                    service_url: string;
                    service_path: string;
                  };
                  type: {
                    service_url: string;
                    service_path: string;
                  };
                  property: {
                    service_url: string;
                    service_path: string;
                  };
                };
                extend: {
                  propose_properties: {
                    service_url: string;
                    service_path: string;
                  };
                  property_settings: Record<string, never>[];
                };
              }
            | {
                meta: {
                  id: string;
                  name: string;
                  type?: {
                    id: string;
                    name: string;
                  };
                }[];
                rows: {
                  [key: string]: {
                    [key: string]: (
                      | {
                          str: string;
                        }
                      | {
                          int: number;
                        }
                      | {
                          id: string;
                          name: string;
                        }
                    )[];
                  };
                };
              }
            | {
                [key: string]: {
                  result: {
                    /** @description {system}/{code} */
                    id: string;
                    name: string;
                    description?: string;
                    /** @description 0..100 */
                    score: number;
                    /** @description True for an exact code or an exact title */
                    match: boolean;
                    type: {
                      id: string;
                      name: string;
                    }[];
                  }[];
                };
              };
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  reconcileBatch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Query batch: {"q0": {"query": "truck driver", "type": "soc_2018", "limit": 5}, ...} (at most 100 queries) */
          queries?:
            | string
            | {
                [key: string]: unknown;
              };
          /** @description Data extension: {"ids": ["naics_2022/484"], "properties": [{"id": "title"}, {"id": "translation:isic_rev4"}]} */
          extend?:
            | string
            | {
                [key: string]: unknown;
              };
        };
      };
    };
    responses: {
      /** @description Reconcile a batch of queries, or extend entities with properties (form fields or JSON) */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                versions: string[];
                name: string;
                identifierSpace: string;
                schemaSpace: string;
                documentation?: string;
                serviceVersion?: string;
                defaultTypes: {
                  id: string;
                  name: string;
                }[];
                view: {
                  url: string;
                };
                preview: {
                  url: string;
                  width: number;
                  height: number;
                };
                suggest: {
                  entity: {
                    service_url: string;
                    service_path: string;
                  };
                  type: {
                    service_url: string;
                    service_path: string;
                  };
                  property: {
                    service_url: string;
                    service_path: string;
                  };
                };
                extend: {
                  propose_properties: {
                    service_url: string;
                    service_path: string;
                  };
                  property_settings: Record<string, never>[];
                };
              }
            | {
                meta: {
                  id: string;
                  name: string;
                  type?: {
                    id: string;
                    name: string;
                  };
                }[];
                rows: {
                  [key: string]: {
                    [key: string]: (
                      | {
                          str: string;
                        }
                      | {
                          int: number;
                        }
                      | {
                          id: string;
                          name: string;
                        }
                    )[];
                  };
                };
              }
            | {
                [key: string]: {
                  result: {
                    /** @description {system}/{code} */
                    id: string;
                    name: string;
                    description?: string;
                    /** @description 0..100 */
                    score: number;
                    /** @description True for an exact code or an exact title */
                    match: boolean;
                    type: {
                      id: string;
                      name: string;
                    }[];
                  }[];
                };
              };
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential may not do this */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  suggestEntities: {
    parameters: {
      query: {
        /** @description What the user typed so far */
        prefix: string;
        /** @description Only entities of this type (system id) */
        type?: string;
        /** @description How many to skip (the protocol calls it cursor) */
        cursor?: number;
        /** @description At most 50 */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Suggest codes as the user types */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            result: {
              id: string;
              name: string;
              description?: string;
              notable?: {
                id: string;
                name: string;
              }[];
            }[];
          };
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  suggestTypes: {
    parameters: {
      query: {
        /** @description What the user typed so far */
        prefix: string;
        /** @description Only entities of this type (system id) */
        type?: string;
        /** @description How many to skip (the protocol calls it cursor) */
        cursor?: number;
        /** @description At most 50 */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Suggest types (systems) as the user types */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            result: {
              id: string;
              name: string;
              description?: string;
              notable?: {
                id: string;
                name: string;
              }[];
            }[];
          };
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  suggestProperties: {
    parameters: {
      query: {
        /** @description What the user typed so far */
        prefix: string;
        /** @description Only entities of this type (system id) */
        type?: string;
        /** @description How many to skip (the protocol calls it cursor) */
        cursor?: number;
        /** @description At most 50 */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Suggest properties as the user types */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            result: {
              id: string;
              name: string;
              description?: string;
              notable?: {
                id: string;
                name: string;
              }[];
            }[];
          };
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listReconcileProperties: {
    parameters: {
      query: {
        /** @description The type (system id) */
        type: string;
        /** @description At most 500 */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Properties to extend entities of a type with (title, parent, level, translations, ...) */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            type: string;
            properties: {
              id: string;
              name: string;
              description?: string;
            }[];
            limit?: number;
          };
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listChanges: {
    parameters: {
      query?: {
        /** @description A cursor from an earlier answer, or `now` */
        since?: string;
        /** @description How many changes to return (default 50, at most 500) */
        limit?: number;
        /**
         * @description Only changes of this system (an edge or a crosswalk: either end)
         * @example naics_2022
         */
        system?: string;
        /**
         * @description With `system`: only changes of this code
         * @example 484
         */
        code?: string;
        /** @description Only these kinds */
        kind?: (
          | 'release_imported'
          | 'system_changed'
          | 'code_added'
          | 'code_retitled'
          | 'code_redescribed'
          | 'code_moved'
          | 'code_retired'
          | 'code_split'
          | 'code_merged'
          | 'code_notes_changed'
          | 'labels_imported'
          | 'crosswalk_imported'
          | 'edge_added'
          | 'edge_removed'
          | 'edge_retyped'
        )[];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of changes (or, for Accept: text/event-stream, a stream of them) */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** @description Where this change is in the feed: pass it as `since` to read what came after */
              cursor: string;
              /**
               * @description release_imported, system_changed (metadata), code_added, code_retitled (its title, or with `lang` its label in that language), code_redescribed, code_moved, code_retired, code_split (retired for several new codes), code_merged (retired with others into one new code), code_notes_changed (the explanatory notes: includes, excludes, ...), labels_imported (a system's labels in one language), crosswalk_imported (a system pair), edge_added, edge_removed, edge_retyped (another match type)
               * @enum {string}
               */
              kind:
                | 'release_imported'
                | 'system_changed'
                | 'code_added'
                | 'code_retitled'
                | 'code_redescribed'
                | 'code_moved'
                | 'code_retired'
                | 'code_split'
                | 'code_merged'
                | 'code_notes_changed'
                | 'labels_imported'
                | 'crosswalk_imported'
                | 'edge_added'
                | 'edge_removed'
                | 'edge_retyped';
              /** @description When the change was recorded (ISO 8601, UTC) */
              at: string;
              /** @description The code's system; an edge's source system; a crosswalk's first system */
              system: string;
              code: string | null;
              /** @description An edge's target system; a crosswalk's second system */
              target_system: string | null;
              /** @description An edge's target code */
              target_code: string | null;
              title?: string | null;
              /** @description code_retitled: the title (or label) before; null: it had none */
              previous_title?: string | null;
              /** @description code_retitled, labels_imported: the language of the label (BCP 47); absent when the code's own title changed */
              lang?: string;
              parent?: string | null;
              /** @description code_moved: the parent before */
              previous_parent?: string | null;
              /** @description code_retired, code_split, code_merged: the codes the same release added in its place (the same title: renumbered) */
              successors?: string[];
              /** @description code_merged: the other codes merged into the same new code */
              merged_with?: string[];
              match_type?: string | null;
              /** @description edge_retyped: the match type before */
              previous_match_type?: string | null;
              /** @description release_imported: the version label of the source */
              release?: string | null;
              /** @description release_imported, crosswalk_imported, labels_imported: what the import counted */
              counts?: {
                [key: string]: number;
              };
              /** @description The system's or pair's first import: its codes or edges are not listed one by one */
              first?: boolean;
              /** @description system_changed: the metadata fields that changed */
              fields?: string[];
            }[];
            /** @description Pass as `since` for the next page (the last item's cursor, or `since` itself when nothing came) */
            next_cursor: string;
            has_more: boolean;
            limit: number;
          };
          'text/event-stream': string;
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listDownloads: {
    parameters: {
      query?: {
        /** @description Only files of this kind */
        kind?: 'bundle' | 'csv' | 'sssom';
        /**
         * @description Only files of this system (SSSOM: either side)
         * @example naics_2022
         */
        system?: string;
        /** @description How many files to return (default 50, at most 500) */
        limit?: number;
        /** @description How many to skip, for paging (default 0) */
        offset?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Bulk downloads */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DownloadList'];
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getDownload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The dump version from GET /downloads */
        version: string;
        /** @description The file name from GET /downloads */
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The whole file */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description The range asked for */
      206: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Not modified (If-None-Match) */
      304: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Range not satisfiable */
      416: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listWatches: {
    parameters: {
      query?: {
        /** @description Page size (at most 500) */
        limit?: number;
        offset?: number;
        /**
         * @description Only watches of this system (a pair: either end)
         * @example naics_2022
         */
        system?: string;
        /**
         * @description With `system`: only the watch of this code
         * @example 484
         */
        code?: string;
        /** @description Only watches of this kind */
        target?: 'code' | 'system' | 'pair';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed-in account's watches (with `system`, `code`, `target` */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              /**
               * @description code: one code; system: every change of a system; pair: a crosswalk
               * @enum {string}
               */
              target: 'code' | 'system' | 'pair';
              /** @description The code's system; a pair's first system (sorted) */
              system: string;
              code: string | null;
              /** @description A pair's second system */
              other_system: string | null;
              /** @description Where changes are POSTed (null: no webhook) */
              webhook_url: string | null;
              created_at: string;
            }[];
            total: number;
            limit: number;
            offset: number;
          };
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential may not do this */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createWatch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description code: one code; system: a whole system; pair: a crosswalk
           * @enum {string}
           */
          target: 'code' | 'system' | 'pair';
          /** @description The system (a pair: one of its two systems) */
          system: string;
          /** @description target=code: the code */
          code?: string;
          /** @description target=pair: the pair's other system */
          other_system?: string;
          /**
           * Format: uri
           * @description Where each change is POSTed, signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature); http(s) only, never a loopback, private or link-local address
           */
          webhook_url?: string;
        };
      };
    };
    responses: {
      /** @description Watch a code, a system or a crosswalk; optionally with a signed webhook (its secret in this response only) */
      201: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /**
             * @description code: one code; system: every change of a system; pair: a crosswalk
             * @enum {string}
             */
            target: 'code' | 'system' | 'pair';
            /** @description The code's system; a pair's first system (sorted) */
            system: string;
            code: string | null;
            /** @description A pair's second system */
            other_system: string | null;
            /** @description Where changes are POSTed (null: no webhook) */
            webhook_url: string | null;
            created_at: string;
            /** @description The webhook signing secret (whsec_…), in this response only: verify each delivery with it */
            webhook_secret: string | null;
          };
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential may not do this */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteWatch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A watch id (wat_…) */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content */
      204: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential may not do this */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listWatchDeliveries: {
    parameters: {
      query?: {
        /** @description Page size (at most 500) */
        limit?: number;
        offset?: number;
      };
      header?: never;
      path: {
        /** @description A watch id (wat_…) */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A watch's webhook deliveries, newest first, each with its attempts (status, error, time) */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** @description The `webhook-id` header: the same on every retry (receivers dedupe by it) */
              id: string;
              /**
               * @description pending (due at next_attempt_at), delivered (2xx), failed (retries exhausted), dropped (watch gone)
               * @enum {string}
               */
              status: 'pending' | 'delivered' | 'failed' | 'dropped';
              /** @description How many changes the delivery carries (at most 100 in the body; the rest by `since`) */
              changes: number;
              /** @description GET /api/v1/changes?since=<this> lists the changes of this delivery first */
              since: string;
              attempts: number;
              next_attempt_at: string | null;
              created_at: string;
              done_at: string | null;
              log: {
                at: string;
                /** @description The receiver's HTTP status (null: no answer) */
                status: number | null;
                /** @description Why the attempt failed, when it did */
                error: string | null;
                ms: number;
              }[];
            }[];
            total: number;
            limit: number;
            offset: number;
          };
        };
      };
      /** @description Bad parameter (problem+json names it) */
      400: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential may not do this */
      403: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Unknown system, code or country (problem+json says what you may have meant) */
      404: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getOpenApiDocument: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description This API as an OpenAPI 3.1 document */
      200: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
      /** @description The credential sent is malformed, unknown, expired or revoked (never treated as anonymous) */
      401: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Rate limited: wait Retry-After seconds (limits per tier: /api/v1/docs/guide) */
      429: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'x-ratelimit-limit': components['headers']['RateLimitLimit'];
          'x-ratelimit-remaining': components['headers']['RateLimitRemaining'];
          'x-ratelimit-reset': components['headers']['RateLimitReset'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description A dependency (PostgreSQL, or Redis for credentials) is unavailable: retry after Retry-After seconds */
      503: {
        headers: {
          'x-request-id': components['headers']['RequestId'];
          'retry-after': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
}
