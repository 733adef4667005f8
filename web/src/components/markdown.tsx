import type { ComponentChildren } from 'preact';

/**
 * A small markdown renderer for the guides (headings, paragraphs, lists, code blocks, tables as text,
 * inline code, bold, links). Builds elements, never HTML strings, so guide text cannot inject markup.
 */
function inline(text: string): ComponentChildren[] {
  const out: ComponentChildren[] = [];
  const re = /(`[^`]+`)|(\*\*[^*]+\*\*)|(\[[^\]]+\]\([^)\s]+\))/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const t = m[0];
    if (m[1]) out.push(<code>{t.slice(1, -1)}</code>);
    else if (m[2]) out.push(<strong>{t.slice(2, -2)}</strong>);
    else {
      const [, label, href] = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(t)!;
      const safe = /^(https?:|\/|#)/.test(href) ? href : undefined;
      out.push(safe ? <a href={safe}>{label}</a> : label);
    }
    last = m.index + t.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function Markdown({ text }: { text: string }) {
  const blocks: ComponentChildren[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length;) {
    const line = lines[i];
    if (line.startsWith('```')) {
      const code: string[] = [];
      for (i++; i < lines.length && !lines[i].startsWith('```'); i++) code.push(lines[i]);
      i++;
      blocks.push(<pre>{code.join('\n')}</pre>);
    } else if (/^#{1,4}\s/.test(line)) {
      const level = /^#+/.exec(line)![0].length;
      const H = `h${level}` as 'h1';
      blocks.push(<H>{inline(line.replace(/^#+\s*/, ''))}</H>);
      i++;
    } else if (/^\s*([-*]|\d+\.)\s/.test(line)) {
      const ordered = /^\s*\d+\./.test(line);
      const items: string[] = [];
      for (; i < lines.length; i++) {
        if (/^\s*([-*]|\d+\.)\s/.test(lines[i])) items.push(lines[i].replace(/^\s*([-*]|\d+\.)\s+/, ''));
        // an item wrapped onto indented lines is one item, not an item and a paragraph
        else if (/^\s+\S/.test(lines[i])) items[items.length - 1] += ` ${lines[i].trim()}`;
        else break;
      }
      const L = ordered ? 'ol' : 'ul';
      blocks.push(
        <L>
          {items.map((it) => (
            <li>{inline(it)}</li>
          ))}
        </L>,
      );
    } else if (line.startsWith('|')) {
      const rows: string[] = [];
      for (; i < lines.length && lines[i].startsWith('|'); i++)
        if (!/^\|[\s:|-]+\|?$/.test(lines[i])) rows.push(lines[i]);
      const cells = rows.map((r) =>
        r
          .replace(/^\||\|$/g, '')
          .split('|')
          .map((c) => c.trim()),
      );
      blocks.push(
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                {cells[0].map((c) => (
                  <th scope="col">{inline(c)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {cells.slice(1).map((r) => (
                <tr>
                  {r.map((c) => (
                    <td>{inline(c)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>,
      );
    } else if (!line.trim()) i++;
    else {
      const para: string[] = [];
      for (; i < lines.length && lines[i].trim() && !/^(#|```|\||\s*([-*]|\d+\.)\s)/.test(lines[i]); i++)
        para.push(lines[i]);
      blocks.push(<p>{inline(para.join(' '))}</p>);
    }
  }
  return <>{blocks}</>;
}
