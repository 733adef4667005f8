import type { Config } from './config.ts';

/**
 * The service's origin in absolute links (the SSSOM `curie_map`, sitemap, robots.txt, llms.txt, canonical
 * and og links, the reconciliation manifest, `taxonomy crosswalk`): PUBLIC_URL, else the address `serve`
 * listens on (a wildcard HOST as localhost). Never the request's Host header: those answers are cached
 * and shared by every client, so two requests with `Host: evil.example` pointed everyone's links at
 * that host (issue 33).
 */
export function publicOrigin(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const host = ['', '0.0.0.0', '::', '[::]'].includes(config.host) ? 'localhost' : config.host;
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${config.port}`;
}
