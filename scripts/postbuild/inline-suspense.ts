// React streams a Suspense boundary whose content was not ready when its shell was written
// (here: lazily imported components) as a placeholder plus, at the end of the body, a hidden
// copy of the content and a script that moves it into place. React 19 batches those moves after
// the first paint (docs/benchmarks.md, history), so the page painted without them and shifted. A
// prerendered page is complete, so the build moves every segment into its place instead,
// exactly as React's script would, and drops the scripts: the HTML is in reading order, paints
// whole, and React hydrates the boundaries as if they had been ready all along.

const pendingBoundary = (id: string) => `<!--$?--><template id="${id}"></template><!--/$-->`;
const segmentStart = /<div hidden(?:="")? id="(S:\d+)">/;
const revealCall = /\$RC\("(B:\d+)","(S:\d+)"\)/g;
const revealScript = /<script>(?:\$RB=\[\];[\s\S]*?|\$RC\("B:\d+","S:\d+"\))<\/script>/g;
const revealClock = /<script id="_R_">requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);<\/script>/;

function fail(why: string): never {
  throw new Error(`optimise-html: React's out-of-order Suspense markup changed shape (${why})`);
}

/** Cuts each hidden segment (a div, matched to its closing tag) out of the page. */
function takeSegments(html: string): { rest: string; segments: Map<string, string> } {
  const segments = new Map<string, string>();
  let rest = html;
  for (let m = segmentStart.exec(rest); m; m = segmentStart.exec(rest)) {
    const tags = /<div\b|<\/div>/g;
    tags.lastIndex = m.index + m[0].length;
    let depth = 1;
    let end = -1;
    for (let t = tags.exec(rest); t; t = tags.exec(rest)) {
      depth += t[0] === "</div>" ? -1 : 1;
      if (depth === 0) {
        end = t.index;
        break;
      }
    }
    if (end < 0) fail(`segment ${m[1]} is not closed`);
    segments.set(m[1]!, rest.slice(m.index + m[0].length, end));
    rest = rest.slice(0, m.index) + rest.slice(end + "</div>".length);
  }
  return { rest, segments };
}

export function inlineSuspenseSegments(html: string): { html: string; moved: number } {
  const pairs = [...html.matchAll(revealCall)].map((m) => [m[1]!, m[2]!] as const);
  if (pairs.length === 0) return { html, moved: 0 };
  const taken = takeSegments(html);
  const segments = taken.segments;
  let out = taken.rest;
  out = out.replace(revealScript, "").replace(revealClock, "");
  // Inner boundaries arrive inside their parent's segment, so place outer ones first.
  let remaining = [...pairs];
  while (remaining.length > 0) {
    const ready = remaining.filter(([boundary]) => out.includes(pendingBoundary(boundary)));
    if (ready.length === 0) fail(`no placeholder for ${remaining.map(([b]) => b).join(", ")}`);
    for (const [boundary, segment] of ready) {
      const content = segments.get(segment);
      if (content === undefined) fail(`no content for ${boundary}`);
      out = out.replace(pendingBoundary(boundary), () => `<!--$-->${content}<!--/$-->`);
      segments.delete(segment);
    }
    remaining = remaining.filter((p) => !ready.includes(p));
  }
  if (segments.size > 0) fail(`unused segments ${[...segments.keys()].join(", ")}`);
  if (/<template id="B:|\$RC\(|\$RB|\$RT|<!--\$[?!]-->/.test(out)) fail("placeholders or reveal scripts left over");
  return { html: out, moved: pairs.length };
}
