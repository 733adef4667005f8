export const USAGE = `Usage: taxonomy <command> [options]

Commands:
  serve [--no-projector]     REST API, MCP over HTTP and the web app on PORT (default 8080);
                             runs the projector too unless --no-projector
  project                    the projector alone: follows the event log into the read models
  mcp                        MCP server over stdio (for AI agents)
  ingest <dir|system-id>     ingest a bundle directory or an official source by id
  ingest --list              list the official sources that can be ingested by id
  rebuild [projection]       drop and replay read models from the event log (all, or one)
  status                     each projection's checkpoint and lag, and the event count
  export <dir>               write the current knowledge graph as a bundle
  tier <email> <tier>        set an account's rate tier: free, pro or enterprise
  stop                       stop the embedded PostgreSQL and Redis of DATA_DIR
  help                       this text

Environment: DATA_DIR, PORT, DATABASE_URL, REDIS_URL, EVENTSTORE_URL, MEILI_URL, SMTP_URL,
JWT_SECRET, PUBLIC_URL, SOURCES_DIR, TRUST_PROXY, *_RATE_LIMIT_PER_MINUTE (see README.md).
`;
