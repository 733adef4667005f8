/** See freshBuild.js: the fresh build's entry file, or undefined. */
export function freshBuild(root: string, dir?: string): string | undefined;
