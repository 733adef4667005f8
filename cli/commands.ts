/** Every `taxonomy <command>`; each command lives in its own module, loaded on demand by main.ts. */
export const commands: Record<string, () => Promise<{ run(argv: string[]): Promise<number | void> }>> = {
  serve: () => import('./serve.ts'),
  project: () => import('./project.ts'),
  mcp: () => import('./mcp.ts'),
  ingest: () => import('./ingest.ts'),
  rebuild: () => import('./rebuild.ts'),
  answers: () => import('./answers.ts'),
  status: () => import('./status.ts'),
  export: () => import('./export.ts'),
  stop: () => import('./stop.ts'),
  clusters: () => import('./clusters.ts'),
  tier: () => import('./tier.ts'),
  forget: () => import('./forget.ts'),
  audit: () => import('./audit.ts'),
  crosswalk: () => import('./crosswalk.ts'),
};
