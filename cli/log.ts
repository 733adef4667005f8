/** CLI messages go to stderr (stdout stays clean for data and for MCP's stdio). */
export const say = (msg: string) => process.stderr.write(`${msg}\n`);
