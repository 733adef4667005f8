/**
 * Excel number formats, as far as codes need them. A numeric cell's stored text is what we return,
 * except where its format pads digits: `0000` turns a stored 620 into "0620" (how the Census
 * NAICS↔ISIC concordance keeps ISIC's leading zeros), `000` turns 12 into "012", and the built-in
 * ids 1 (`0`) and 2 (`0.00`) round as Excel shows them. Every other format (General, thousands
 * separators, percentages, dates, text) keeps the stored text: rendering it would turn codes into
 * prose such as `111,110` or a date.
 */

/** Excel's built-in format codes by numFmtId (ECMA-376 Part 1, 18.8.30), the ones a workbook may omit. */
export const BUILTIN_NUMBER_FORMATS: Readonly<Record<number, string>> = {
  0: 'General',
  1: '0',
  2: '0.00',
  3: '#,##0',
  4: '#,##0.00',
  9: '0%',
  10: '0.00%',
  11: '0.00E+00',
  12: '# ?/?',
  13: '# ??/??',
  14: 'mm-dd-yy',
  15: 'd-mmm-yy',
  16: 'd-mmm',
  17: 'mmm-yy',
  18: 'h:mm AM/PM',
  19: 'h:mm:ss AM/PM',
  20: 'h:mm',
  21: 'h:mm:ss',
  22: 'm/d/yy h:mm',
  37: '#,##0 ;(#,##0)',
  38: '#,##0 ;[Red](#,##0)',
  39: '#,##0.00;(#,##0.00)',
  40: '#,##0.00;[Red](#,##0.00)',
  45: 'mm:ss',
  46: '[h]:mm:ss',
  47: 'mmss.0',
  48: '##0.0E+0',
  49: '@',
};

/** Digit-placeholder formats we apply: zeros, optionally a point and more zeros (`0000`, `0.00`). */
const ZERO_PADDING = /^(0+)(?:\.(0+))?$/;

/** The cell text a numeric cell shows under `formatCode`, or `stored` when the format is not a zero pattern. */
export function applyNumberFormat(stored: string, formatCode: string | undefined): string {
  const pattern = ZERO_PADDING.exec((formatCode ?? '').split(';')[0]);
  const value = Number(stored);
  if (!pattern || stored.trim() === '' || !Number.isFinite(value)) return stored;
  const [, whole, decimals = ''] = pattern;
  const [int, frac] = Math.abs(value).toFixed(decimals.length).split('.');
  return `${value < 0 ? '-' : ''}${int.padStart(whole.length, '0')}${frac ? `.${frac}` : ''}`;
}
