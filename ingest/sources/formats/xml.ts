/**
 * Just enough XML for the spreadsheet parts we read: entity decoding and attribute lookup.
 * SpreadsheetML parts are machine-written, flat and predictable, so regular expressions over
 * the text are sufficient (and much faster than building a DOM for a 1 MB sharedStrings.xml).
 */

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes XML character data: entities, numeric references, and XML's CRLF → LF rule. */
export function decodeXmlText(s: string): string {
  return s.replace(/\r\n?/g, '\n').replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref[0] === '#') {
      const cp = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return String.fromCodePoint(cp);
    }
    return NAMED_ENTITIES[ref] ?? whole;
  });
}

/** Excel escapes characters XML cannot carry as `_xHHHH_` (e.g. `_x000D_` for CR); `_x005F_` escapes `_`. */
export function decodeExcelEscapes(s: string): string {
  return s.replace(/_x([0-9A-Fa-f]{4})_/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Value of attribute `name` in a start tag's attribute text, decoded; undefined when absent. */
export function attr(attrs: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|\\s)${name.replace(/[:.]/g, '\\$&')}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(attrs);
  if (!m) return undefined;
  return decodeXmlText(m[2] ?? m[3] ?? '');
}

/** Concatenated text of every <t> run inside a rich/plain string item, skipping phonetic runs (<rPh>). */
export function stringItemText(xml: string): string {
  const withoutPhonetic = xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '');
  let out = '';
  for (const m of withoutPhonetic.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)) out += m[1];
  return decodeExcelEscapes(decodeXmlText(out));
}
