import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { McpDeps } from './deps.ts';

type Shape = z.ZodRawShape;
type Out<S extends Shape> = z.output<z.ZodObject<S>>;

/**
 * One MCP tool: its fixed snake_case name, its config (descriptions written for agents, zod
 * shapes for input and output, read-only annotation) and a handler that returns the structured
 * result plus a short text rendering. Domain failures are thrown as ToolError.
 */
export interface ToolDef<I extends Shape = Shape, O extends Shape = Shape> {
  name: string;
  config: { title: string; description: string; inputSchema: I; outputSchema: O };
  handler(args: Out<I>, deps: McpDeps): Promise<{ data: Out<O>; text: string }>;
}

/** Keeps the generic types of one tool file while the registry holds them as ToolDef. */
export function defineTool<I extends Shape, O extends Shape>(def: ToolDef<I, O>): ToolDef {
  return def as unknown as ToolDef;
}

/** A failure the agent can act on: the message says what to try next. Becomes `isError: true`. */
export class ToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolError';
  }
}

export function errorResult(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

/** Runs a tool: domain failures and unexpected errors both become isError results, never protocol errors. */
export async function runTool(tool: ToolDef, args: unknown, deps: McpDeps): Promise<CallToolResult> {
  try {
    const { data, text } = await tool.handler(args as Out<Shape>, deps);
    return { structuredContent: data as Record<string, unknown>, content: [{ type: 'text', text }] };
  } catch (err) {
    if (err instanceof ToolError) return errorResult(err.message);
    deps.log?.(`mcp tool ${tool.name} failed: ${(err as Error).stack ?? err}`);
    return errorResult(
      `${tool.name} failed on the server side; try again, or call list_classification_systems to check the service is up.`,
    );
  }
}

/** Registers every tool of the registry on a server; all of them are read-only. */
export function registerTools(server: McpServer, tools: readonly ToolDef[], deps: McpDeps): void {
  for (const tool of tools) {
    server.registerTool(
      tool.name,
      {
        title: tool.config.title,
        description: tool.config.description,
        inputSchema: tool.config.inputSchema,
        outputSchema: tool.config.outputSchema,
        annotations: {
          title: tool.config.title,
          readOnlyHint: true,
          destructiveHint: false,
          idempotentHint: true,
          openWorldHint: false,
        },
      },
      (args: unknown) => runTool(tool, args, deps),
    );
  }
}
