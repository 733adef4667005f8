import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type CallToolResult,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { Compile } from 'typebox/compile';
import type { TLocalizedValidationError } from 'typebox/error';
import type { McpDeps } from './deps.ts';
import { ToolError, type ToolDef } from './tool.ts';
import { InputError } from '../platform/inputError.ts';
import { inputListing, structural } from './schemaSize.ts';
import { findBadText } from '../platform/textInput.ts';
import { unavailability } from '../platform/unavailable.ts';

/**
 * tools/list and tools/call on the SDK's low-level request handlers, with the tools' TypeBox
 * schemas: listed as JSON Schema, arguments checked and defaulted by a compiled validator, results
 * checked against the output schema before they leave. (McpServer.registerTool would want zod.)
 */
interface Compiled {
  listing: Tool;
  input: ReturnType<typeof Compile>;
  output: ReturnType<typeof Compile>;
}
const compiled = new WeakMap<ToolDef, Compiled>();

function compile(tool: ToolDef): Compiled {
  let c = compiled.get(tool);
  if (!c) {
    c = {
      listing: {
        name: tool.name,
        title: tool.title,
        description: tool.description,
        inputSchema: inputListing(json(tool.input)) as Tool['inputSchema'],
        outputSchema: structural(json(tool.output)) as Tool['outputSchema'],
        annotations: {
          readOnlyHint: true, // destructive and idempotent hints only mean something when this is false
          openWorldHint: false,
        },
      },
      input: Compile(tool.input),
      output: Compile(tool.output),
    };
    compiled.set(tool, c);
  }
  return c;
}

/** The schema as plain JSON (TypeBox's own markers are not enumerable and drop out). */
const json = (schema: object): Record<string, unknown> => JSON.parse(JSON.stringify(schema));

export function registerTools(server: McpServer, tools: readonly ToolDef[], deps: McpDeps): void {
  const byName = new Map(tools.map((t) => [t.name, t]));
  server.server.registerCapabilities({ tools: {} });
  server.server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: tools.map((t) => compile(t).listing) }));
  server.server.setRequestHandler(CallToolRequestSchema, (req) => {
    const tool = byName.get(req.params.name);
    if (!tool)
      throw new McpError(ErrorCode.InvalidParams, `Unknown tool '${req.params.name}'; tools/list names them all.`);
    return runTool(tool, req.params.arguments, deps);
  });
}

/** Runs a tool: bad arguments, domain failures and unexpected errors all become isError results, never protocol errors. */
async function runTool(tool: ToolDef, args: unknown, deps: McpDeps): Promise<CallToolResult> {
  const { input, output } = compile(tool);
  const bad = findBadText(args, '', true); // as REST bodies: line breaks allowed, other control characters not
  if (bad) return errorResult(`Invalid arguments for ${tool.name}: ${bad.at || 'arguments'} ${bad.problem}`);
  const value = input.Default(structuredClone(args ?? {}));
  if (!input.Check(value)) return errorResult(`Invalid arguments for ${tool.name}: ${describe(input.Errors(value))}`);
  try {
    const args = input.Clean(value) as never;
    const units = tool.units?.(args) ?? 1;
    if (units > 1) await deps.charge?.(units); // every item is charged where it is done, whatever the door
    const { data, text } = await tool.handler(args, deps);
    if (!output.Check(data)) throw new Error(`output does not match its schema: ${describe(output.Errors(data))}`);
    return { structuredContent: data as Record<string, unknown>, content: [{ type: 'text', text }] };
  } catch (err) {
    if (err instanceof ToolError) return errorResult(err.message);
    if (err instanceof InputError)
      return errorResult(
        `${err.message}${err.parameter ? ` (parameter ${err.parameter})` : ''}. Fix it and call ${tool.name} again.`,
      );
    if (unavailability(err)) {
      deps.log?.(`mcp tool ${tool.name}: a dependency is unavailable: ${(err as Error).message}`);
      return errorResult(`${tool.name}: a dependency of the service is unavailable right now; retry shortly.`);
    }
    deps.log?.(`mcp tool ${tool.name} failed: ${(err as Error).stack ?? err}`);
    return errorResult(
      `${tool.name} failed on the server side; try again, or call list_classification_systems to check the service is up.`,
    );
  }
}

function errorResult(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

/** "limit: must be <= 500; code: required" from validation errors (the first three). */
function describe(errors: TLocalizedValidationError[]): string {
  return errors
    .slice(0, 3)
    .map((e) => {
      const field =
        e.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
        (e.keyword === 'required' ? e.params.requiredProperties.join(', ') : 'arguments');
      return `${field}: ${e.message}`;
    })
    .join('; ');
}
