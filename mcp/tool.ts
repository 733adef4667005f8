import type { Static, TObject } from 'typebox';
import type { McpDeps } from './deps.ts';

/**
 * One MCP tool: its fixed snake_case name, a description written for agents, its input and output
 * schemas (TypeBox, the same library and, for outputs, the same shapes as the REST door), and a
 * handler that returns the structured result plus a short text rendering. Domain failures are
 * thrown as ToolError.
 */
export interface ToolDef<I extends TObject = TObject, O extends TObject = TObject> {
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  /**
   * Units of work of one call when more than one (a batch's items): charged against the caller's rate
   * limit before the handler runs (McpDeps.charge), as the REST door charges the same batch.
   */
  units?(args: Static<I>): number;
  handler(args: Static<I>, deps: McpDeps): Promise<{ data: Static<O>; text: string }>;
}

/** Keeps the argument and result types of one tool file while the registry holds them all as ToolDef. */
export function defineTool<I extends TObject, O extends TObject>(def: ToolDef<I, O>): ToolDef {
  return def as ToolDef;
}

/** A failure the agent can act on: the message says what to try next. Becomes `isError: true`. */
export class ToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolError';
  }
}
