/** The kinds of change the feed reports, as users name them. */
export const CHANGE_KINDS = [
  'release_imported',
  'system_changed',
  'code_added',
  'code_retitled',
  'code_redescribed',
  'code_moved',
  'code_retired',
  'code_split',
  'code_merged',
  'code_notes_changed',
  'labels_imported',
  'crosswalk_imported',
  'edge_added',
  'edge_removed',
  'edge_retyped',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** One change as the projection stores it (a row of catalog_changes). */
export interface ChangeRow {
  position: bigint;
  ordinal: number;
  kind: ChangeKind;
  system: string;
  code: string | null;
  other_system: string | null;
  other_code: string | null;
  at: Date;
  detail: Record<string, unknown>;
}

/** A change's cursor: the position of its event and its order among that event's changes ("1234-0"). */
export const cursorOf = (position: bigint | string | number, ordinal: number): string => `${position}-${ordinal}`;
export const CURSOR_PATTERN = '^[0-9]{1,18}-[0-9]{1,9}$';
export function parseCursor(cursor: string): { position: bigint; ordinal: number } {
  const [p, o] = cursor.split('-');
  return { position: BigInt(p), ordinal: Number(o) };
}
