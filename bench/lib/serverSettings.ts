import pg from 'pg';

/**
 * The PostgreSQL settings a read bench's figures depend on, read from the server it measures. A bench's
 * PostgreSQL CPU per search moves with `shared_buffers`: on the full corpus the search and catalog read
 * models (~0.6 GB with their indexes) do not fit the server's 128 MB default, so pages come from the OS
 * cache, which costs PostgreSQL about a quarter more CPU a search than at the 1 GB deploy/README.md
 * recommends (docs/measurements/history.md, "shared_buffers"). The benches report the setting beside
 * their figures and say when it is below the recommendation, so a figure is read against its server.
 */
export const RECOMMENDED_SHARED_BUFFERS_MB = 1024;

export interface ServerSettings {
  shared_buffers_mb: number;
  recommended_shared_buffers_mb: number;
}

export async function readServerSettings(url: string): Promise<ServerSettings> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // pg_settings gives shared_buffers in its unit (8 kB blocks), whatever the server was told
    const { rows } = await client.query<{ mb: string }>(
      `SELECT (setting::bigint * pg_size_bytes(coalesce(unit, '1B')) / 1048576)::text AS mb
         FROM pg_settings WHERE name = 'shared_buffers'`,
    );
    return {
      shared_buffers_mb: Number(rows[0].mb),
      recommended_shared_buffers_mb: RECOMMENDED_SHARED_BUFFERS_MB,
    };
  } finally {
    await client.end();
  }
}

/** A line to print when the server is set below the recommendation, else ''. */
export const settingsWarning = (s: ServerSettings) =>
  s.shared_buffers_mb < s.recommended_shared_buffers_mb
    ? `PostgreSQL shared_buffers is ${s.shared_buffers_mb} MB, below the ${s.recommended_shared_buffers_mb} MB ` +
      'deploy/README.md recommends: the read models do not fit, and PostgreSQL spends more CPU a request'
    : '';
