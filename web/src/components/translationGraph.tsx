import { useNarrow } from '../narrow.ts';
import type { TranslationSystem, Translations } from '../api.ts';
import { nodePath, systemPath } from '../router.ts';
import { systemName } from '../site.ts';

/** An intermediate code (`system:code`) as people read it: "ISIC Rev. 4 4923". */
const step = (v: string) => {
  const i = v.indexOf(':');
  return i < 0 ? v : `${systemName(v.slice(0, i))} ${v.slice(i + 1)}`;
};
const viaText = (via: string[]) => via.map(step).join(' → ');

/** Two layouts: wide (landscape ellipse) and narrow (portrait, fewer boxes) so text stays legible on a phone. */
const WIDE = { W: 780, BW: 190, BH: 58, MAX: 12, CH: 24 };
const NARROW = { W: 400, BW: 180, BH: 58, MAX: 8, CH: 22 };
const more = (s: TranslationSystem) => s.match_count - 1;
const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
const types = (s: TranslationSystem) =>
  [...new Set(s.matches.map((m) => m.match_type).filter(Boolean))].join(' / ') || 'mapped';

/**
 * The node in the middle, every connected system around it, edges labelled by match type
 * (dashed when the translation goes through an intermediate system). Each box links to the target code.
 * The same content follows as a list, readable on a narrow screen and by a screen reader.
 */
export function TranslationGraph({
  system,
  code,
  title,
  data,
}: {
  system: string;
  code: string;
  title: string;
  data?: Translations;
}) {
  const narrow = useNarrow();
  const { W, BW, BH, MAX, CH } = narrow ? NARROW : WIDE;
  const all = (data?.systems ?? []).filter((s) => s.matches.length);
  if (!all.length) return <p class="muted">No translations into other systems.</p>;
  const shown = [...all].sort((a, b) => Number(b.direct) - Number(a.direct)).slice(0, MAX);
  // Wide: systems on an ellipse around the node, straight edges labelled at their middle.
  // Narrow: the node on top, systems in two columns, edges along a trunk; the match type goes in the box.
  const rows = Math.ceil(shown.length / 2);
  const H = narrow ? 130 + rows * 80 : 520;
  const CX = W / 2,
    CY = narrow ? 40 : H / 2;
  const placed = shown.map((s, i) => {
    if (narrow) return { s, x: i % 2 ? W - BW / 2 - 2 : BW / 2 + 2, y: 140 + Math.floor(i / 2) * 80 };
    const a = (2 * Math.PI * i) / shown.length - Math.PI / 2;
    return { s, x: CX + Math.cos(a) * (W / 2 - BW / 2 - 8), y: CY + Math.sin(a) * (H / 2 - BH / 2 - 8) };
  });
  return (
    <>
      <figure class="graph">
        <svg
          viewBox={`0 0 ${W} ${H}`}
          role="group"
          aria-label={`Translations of ${code}: ${all.length} connected system${all.length === 1 ? '' : 's'}`}
        >
          {placed.map(({ s, x, y }) => {
            const mx = (CX + x) / 2,
              my = (CY + y) / 2;
            const cls = s.via.length || s.direct === false ? 'edge via' : 'edge';
            if (narrow)
              return (
                <g class={cls}>
                  <path d={`M${CX},${CY} V${y} H${x}`} fill="none" />
                </g>
              );
            return (
              <g class={cls}>
                <line x1={CX} y1={CY} x2={x} y2={y} />
                <text x={mx} y={my - 4} text-anchor="middle" class="edge-label">
                  {types(s)}
                </text>
              </g>
            );
          })}
          <g class="center">
            <rect x={CX - BW / 2 - 10} y={CY - BH / 2 - 4} width={BW + 20} height={BH + 8} rx="10" />
            <text x={CX} y={CY - 4} text-anchor="middle" class="strong">
              {cut(`${systemName(system)} ${code}`, CH)}
            </text>
            <text x={CX} y={CY + 14} text-anchor="middle">
              {cut(title, CH + 2)}
            </text>
          </g>
          {placed.map(({ s, x, y }) => {
            const m = s.matches[0];
            const line1 = cut(s.name ?? systemName(s.system), CH);
            const line2 =
              cut(`${m.code} ${m.title ?? ''}`, more(s) > 0 ? CH - 4 : CH) + (more(s) > 0 ? ` +${more(s)}` : '');
            const line3 = cut(
              `${narrow ? `${types(s)}, ` : ''}${s.via.length ? `via ${viaText(s.via)}` : 'direct'}`,
              CH + 2,
            );
            const full = `${s.name ?? systemName(s.system)}: ${m.code} ${m.title ?? ''}${more(s) > 0 ? ` and ${more(s)} more` : ''}${s.via.length ? `, via ${viaText(s.via)}` : ''} (${types(s)})`;
            // Named by its <title>, the whole text (the lines on screen are cut to fit).
            return (
              <a href={nodePath(s.system, m.code)} class="sys">
                <title>{full}</title>
                <rect x={x - BW / 2} y={y - BH / 2} width={BW} height={BH} rx="8" />
                <text x={x} y={y - 10} text-anchor="middle" class="strong">
                  {line1}
                </text>
                <text x={x} y={y + 7} text-anchor="middle">
                  {line2}
                </text>
                <text x={x} y={y + 23} text-anchor="middle" class="via-label">
                  {line3}
                </text>
              </a>
            );
          })}
        </svg>
        <figcaption class="muted small">
          Solid edges: direct crosswalks; dashed: through an intermediate system. Select a box to move there.
          {all.length > MAX ? ` The picture shows ${MAX} of ${all.length} systems; the list has all.` : ''}
        </figcaption>
      </figure>
      <ul class="translations">
        {all.map((s) => {
          return (
            <li>
              <a href={systemPath(s.system)} class="strong">
                {s.name ?? systemName(s.system)}
              </a>
              {s.via.length ? (
                <span class="muted small"> via {viaText(s.via)}</span>
              ) : (
                <span class="muted small">{s.direct ? ' direct' : ' through the codes under it'}</span>
              )}
              :{' '}
              {s.matches.map((m, i) => (
                <>
                  {i ? ', ' : ''}
                  <a href={nodePath(s.system, m.code)}>
                    <code>{m.code}</code> {m.title ?? ''}
                  </a>
                  {m.match_type ? <span class={`match match-${m.match_type}`}>{m.match_type}</span> : null}
                  {m.coverage ? <span class="muted small"> ({m.coverage.summary})</span> : null}
                </>
              ))}
            </li>
          );
        })}
      </ul>
    </>
  );
}
