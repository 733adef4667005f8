import type { EdgeRecord, LabelSet, SystemRelease } from '../../commands/records.ts';
import type { StatedTitles } from './edges.ts';

/** One official classification file set and how to turn it into normalized records. */
export interface SourceAdapter {
  id: string; // system id ('naics_2022') or crosswalk id ('crosswalk_naics_2017__isic_rev4')
  kind: 'system' | 'crosswalk' | 'labels';
  title: string; // human title
  folder: string; // folder under the sources cache dir, e.g. 'naics_2022' or 'crosswalks/…'
  files: SourceFile[]; // file name in the folder ← official download URL
  /**
   * dir = <cache>/<folder>; `titles`: the codes' titles as a concordance states them (older editions);
   * `labels`: the codes' labels in other languages (one set per system and language).
   */
  read(
    dir: string,
  ): Promise<{ release?: SystemRelease; edges?: EdgeRecord[]; titles?: StatedTitles; labels?: LabelSet[] }>;
}

/**
 * A file of an official source. `sha256` pins its content: of the file as downloaded, or with `member`
 * of that member of the downloaded zip (when the publisher's archive is not known byte-exact, only what
 * it holds). A download that does not match is refused and nothing is kept (download.ts).
 */
export interface SourceFile {
  name: string;
  url: string;
  sha256?: string;
  member?: string;
}
