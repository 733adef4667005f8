/** Registry of source adapters: one per official classification file set. */
import type { SourceAdapter } from './types.ts';
import { naics2022 } from './naics2022.ts';
import { isicRev4 } from './isicRev4.ts';
import { naceRev2 } from './naceRev2.ts';
import { sic1987 } from './sic1987.ts';
import { soc2018 } from './soc2018.ts';
import { isco08 } from './isco08.ts';
import { hs2022 } from './hs2022.ts';
import { iso3166 } from './iso3166.ts';
import { icd10Who } from './icd10Who.ts';
import { cpcV21 } from './cpcV21.ts';
import { naceRev21 } from './naceRev21.ts';
import { isicRev5 } from './isicRev5.ts';
import { crosswalkNace2Nace21 } from './crosswalkNace2Nace21.ts';
import { labelsNaceRev21 } from './labelsNaceRev21.ts';
import { labelsIsicRev4 } from './labelsIsicRev4.ts';
import { labelsEsco } from './labelsEsco.ts';
import { crosswalkNaics2017Isic4 } from './crosswalkNaics2017Isic4.ts';
import { crosswalkIsco08Soc2010 } from './crosswalkIsco08Soc2010.ts';
import { crosswalkSic1987Naics1997 } from './crosswalkSic1987Naics1997.ts';
import { crosswalkSic1987Naics2002 } from './crosswalkSic1987Naics2002.ts';
import { crosswalkHs2007Isic3 } from './crosswalkHs2007Isic3.ts';
import { crosswalkIsic4Cpc21 } from './crosswalkIsic4Cpc21.ts';

export type { SourceAdapter } from './types.ts';
export { ensureSourceFiles } from './download.ts';

/** Systems first, then crosswalks (whose edges reference the systems), then labels in other languages. */
export const sourceAdapters: SourceAdapter[] = [
  naics2022,
  isicRev4,
  naceRev2,
  sic1987,
  soc2018,
  isco08,
  hs2022,
  iso3166,
  icd10Who,
  cpcV21,
  naceRev21,
  isicRev5,
  crosswalkNaics2017Isic4,
  crosswalkIsco08Soc2010,
  crosswalkSic1987Naics1997,
  crosswalkSic1987Naics2002,
  crosswalkHs2007Isic3,
  crosswalkIsic4Cpc21,
  crosswalkNace2Nace21,
  labelsNaceRev21,
  labelsIsicRev4,
  labelsEsco,
];

export function findAdapter(id: string): SourceAdapter | undefined {
  return sourceAdapters.find((a) => a.id === id);
}
