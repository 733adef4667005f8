/** Registry of the official coding aids: phrases the publishers label with codes (ingested by `ingest --official`). */
import type { AidAdapter } from './types.ts';
import { naicsIndex2022 } from './naicsIndex2022.ts';
import { socDirectMatch2018 } from './socDirectMatch2018.ts';
import { onetAlternateTitles } from './onetAlternateTitles.ts';
import { escoOccupations } from './escoOccupations.ts';

export type { AidAdapter } from './types.ts';

export const aidAdapters: AidAdapter[] = [naicsIndex2022, socDirectMatch2018, onetAlternateTitles, escoOccupations];
