/** `taxonomy mcp`: placeholder until the MCP server lands (issue 6). */
export async function run(): Promise<number> {
  process.stderr.write('taxonomy mcp: the MCP server is not built yet\n');
  return 1;
}
