/** `taxonomy tier`: placeholder until accounts land (issue 5). */
export async function run(): Promise<number> {
  process.stderr.write('taxonomy tier: accounts are not built yet\n');
  return 1;
}
