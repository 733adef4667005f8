import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readGuideFiles } from '../platform/guideFiles.ts';
import type { GuideText } from './pageHead.ts';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'guides');
/** The order a newcomer needs them. */
const ORDER = ['find-a-code', 'translate-a-code', 'classify-a-description', 'use-api-keys'];

let cache: GuideText[] | undefined;

/** The guides written for people (web/guides/*.md), marked `audience: 'people'`. */
export function peopleGuides(): GuideText[] {
  return (cache ??= readGuideFiles(DIR, ORDER).map((g) => ({ ...g, audience: 'people' as const })));
}
