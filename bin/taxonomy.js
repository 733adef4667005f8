#!/usr/bin/env node
// The `taxonomy` CLI. TypeScript sources run through tsx's loader: no build step to forget.
import { register } from 'tsx/esm/api';
register();
await import('../cli/main.ts');
