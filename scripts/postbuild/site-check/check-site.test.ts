import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ConfigData } from "html-validate";
import { afterEach, describe, expect, it } from "vitest";
import { checkSite } from "./check-site.ts";
import { fileFor, servedFiles } from "./build-files.ts";
import { configFile, htmlTools } from "./html.ts";
import { decodeEntities, srcsetUrls } from "./page-references.ts";

// Small build folders written to temp dirs: a sound one shaped like React Router's prerendered
// output after optimise-html.ts, then copies with one deliberate fault each. Unit tests run
// before `npm run build`, so the real build is checked by scripts/postbuild/index.ts and e2e/site-check.spec.ts.
const site = "https://lastwave.example";
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function build(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "site-check-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/** A page; its body starts on line 8. */
const doc = (body: string, head = "") => `<!DOCTYPE html>
<html lang="en">
<head>
<meta charSet="utf-8"/>
<title>La Dernière Vague</title>${head}
</head>
<body>
${body}
</body>
</html>
`;

// What React and React Router legitimately write, and .htmlvalidate.json allows: camelCase
// attribute names, self-closed void elements, hidden="" next to a bare hidden, Suspense ids.
const home = doc(
  `<a href="#main" class="skip-link">Skip to content</a>
<nav aria-label="Main"><ul><li><a href="/about">About</a></li><li><a href="/about/#statement">Statement</a></li></ul></nav>
<div id="mobile-menu" hidden=""><a href="/">Home</a></div>
<main id="main" tabindex="-1">
<picture><source type="image/avif" srcSet="/img/still-480.avif 480w, /img/still-960.avif 960w" sizes="100vw"/><img src="/img/still-960.webp" srcSet="/img/still-480.webp 480w, /img/still-960.webp 960w" sizes="100vw" width="960" height="408" alt="A road" fetchPriority="high"/></picture>
<a href="https://www.imdb.com/title/tt32990001/" target="_blank" rel="noopener noreferrer">IMDb</a>
<a href="mailto:press@lastwave.example?subject=Hello&amp;body=Hi">Mail</a> <a href="tel:+442079460321">+44&nbsp;20&nbsp;7946&nbsp;0321</a>
<!--$--><section aria-label="Story"><p>Story</p></section><!--/$-->
<form aria-label="Choose"><label><input type="checkbox" name="file" value="a.jpg"/>A</label><label><input type="checkbox" name="file" value="b.jpg"/>B</label><button type="submit" disabled="">Download</button></form>
</main>
<script type="module">requestAnimationFrame(() => setTimeout(async () => {
await import("/assets/manifest-1.js");
import("/assets/entry.client-2.js");
}));</script>
`,
  `
<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default" disabled=""/>
<link rel="canonical" href="${site}/"/>
<meta property="og:image" content="${site}/img/og-image.jpg"/>
<link rel="preload" as="image" type="image/avif" imageSrcSet="/img/still-480.avif 480w, /img/still-960.avif 960w" imageSizes="100vw" fetchPriority="high"/>`,
);
const about = doc(`<main id="main"><h1>About</h1><section id="statement"><p>Statement</p></section><a href="/">Home</a></main>`);
const sound = {
  "index.html": home,
  "about/index.html": about,
  "404.html": doc(`<main id="main"><h1>Not found</h1><a href="/">Home</a></main>`),
  "assets/app-1.css": "body{}",
  "assets/manifest-1.js": "",
  "assets/entry.client-2.js": "",
  "img/og-image.jpg": "",
  "img/still-480.avif": "",
  "img/still-960.avif": "",
  "img/still-480.webp": "",
  "img/still-960.webp": "",
};

/** The problems of the sound build plus one page (press/index.html) whose body is `body`. */
const problems = (body: string, head = "", files: Record<string, string> = {}) =>
  checkSite(build({ ...sound, "press/index.html": doc(body, head), ...files }), site).problems;

describe("site check", () => {
  it("passes a sound build, React's own markup included", () => {
    expect(checkSite(build(sound), site)).toEqual({ pages: 3, references: 21, problems: [] });
  });

  it("reports an internal link to no page", () => {
    expect(problems(`<main id="main"><a href="/festival">Festivals</a> <a href="/about">About</a></main>`)).toEqual([
      "press/index.html:8:20: <a href> /festival is not in the build",
    ]);
  });

  it("reports an image missing from a srcset, and a link-preview image on the site's address", () => {
    const img = `<img src="/img/still-960.webp" srcset="/img/still-480.webp 480w, /img/still-1600.webp 1600w" alt="A road"/>`;
    expect(problems(`<main id="main">${img}</main>`, `\n<meta property="og:image" content="${site}/img/og-press.jpg"/>`)).toEqual([
      `press/index.html:6:27: <meta og:image> ${site}/img/og-press.jpg is not in the build`,
      "press/index.html:9:48: <img srcset> /img/still-1600.webp is not in the build",
    ]);
  });

  it("reports a fragment with no matching id, on another page and on the same page", () => {
    expect(problems(`<main id="main"><a href="/about#statment">Statement</a> <a href="#story">Story</a></main>`)).toEqual([
      'press/index.html:8:20: <a href> /about#statment: about/index.html has no id "statment"',
      'press/index.html:8:60: <a href> #story: press/index.html has no id "story"',
    ]);
  });

  it("checks 404.html too", () => {
    expect(problems("", "", { "404.html": doc(`<main id="main"><a href="/stils">Stills</a></main>`) })).toEqual([
      "404.html:8:20: <a href> /stils is not in the build",
    ]);
  });

  it("reports a dead # link and a module the bootstrap imports that is missing", () => {
    const body = `<main id="main"><a href="#">Top</a></main>
<script type="module">requestAnimationFrame(() => setTimeout(async () => { await import("/assets/manifest-9.js"); }));</script>`;
    expect(problems(body)).toEqual([
      "press/index.html:8:20: <a href> # leads nowhere",
      "press/index.html:9:2: <script> import /assets/manifest-9.js is not in the build",
    ]);
  });

  it("reports external links that open in the same tab or hand over the opener or referrer", () => {
    const links = `<a href="https://www.imdb.com/title/tt32990001/">IMDb</a>
<a href="https://vimeo.com/1" target="_blank" rel="noopener">Trailer</a>
<a href="${site}/about">About, by its full address</a>`;
    expect(problems(`<main id="main">${links}</main>`)).toEqual([
      'press/index.html:8:20: <a href> https://www.imdb.com/title/tt32990001/ must open a new tab (target="_blank")',
      'press/index.html:8:20: <a href> https://www.imdb.com/title/tt32990001/ needs rel="noopener noreferrer" (has no rel)',
      'press/index.html:9:4: <a href> https://vimeo.com/1 needs rel="noopener noreferrer" (has rel="noopener")',
    ]);
  });

  it("reports a duplicate id", () => {
    expect(problems(`<main id="main"><p id="cast">Cast</p><p id="cast">Crew</p></main>`)).toEqual([
      'press/index.html:8:45: Duplicate ID "cast" (no-dup-id)',
    ]);
  });

  it("reports an unclosed element, and every element it leaves open", () => {
    expect(problems(`<main id="main"><section><h2>Cast</h2></main>`)).toEqual([
      "press/index.html:2:2: Element <html> is implicitly closed by document ending (no-implicit-close)",
      "press/index.html:7:2: Element <body> is implicitly closed by document ending (no-implicit-close)",
      "press/index.html:8:18: Unclosed element '<section>' (close-order)",
      "press/index.html:8:40: End tag '</main>' seen but there were open elements (close-order)",
      "press/index.html:9:2: End tag '</body>' seen but there were open elements (close-order)",
      "press/index.html:10:2: End tag '</html>' seen but there were open elements (close-order)",
    ]);
  });
});

describe("html-validate configuration", () => {
  it("relaxes only rules that valid markup breaks: React's own, and a group of check boxes sharing a name", () => {
    const config = JSON.parse(readFileSync(configFile, "utf8")) as ConfigData;
    const relaxed = Object.keys(config.rules ?? {});
    expect(relaxed).toEqual(["attr-case", "attribute-boolean-style", "attribute-empty-style", "form-dup-name", "void-style"]);
    for (const rule of relaxed) {
      const strict = htmlTools({ ...config, rules: Object.fromEntries(Object.entries(config.rules ?? {}).filter(([r]) => r !== rule)) });
      expect(
        strict.validate(home, "index.html").filter((m) => m.endsWith(`(${rule})`)),
        rule,
      ).not.toEqual([]);
    }
  });
});

describe("build files", () => {
  const files = servedFiles(
    build({ "index.html": "", "about/index.html": "", "404.html": "", "404.html.br": "", ".hidden": "", "img/a.jpg": "" }),
  );

  it("lists what is served, without precompressed copies or dotfiles", () => {
    expect([...files].sort()).toEqual(["/404.html", "/about/index.html", "/img/a.jpg", "/index.html"]);
  });

  it("answers a path as sirv does (extensions: html)", () => {
    expect(fileFor(files, "/")).toBe("/index.html");
    expect(fileFor(files, "/about")).toBe("/about/index.html");
    expect(fileFor(files, "/about/")).toBe("/about/index.html");
    expect(fileFor(files, "/404")).toBe("/404.html");
    expect(fileFor(files, "/img/a.jpg")).toBe("/img/a.jpg");
    expect(fileFor(files, "/img")).toBeUndefined();
    expect(fileFor(files, "/.hidden")).toBeUndefined();
  });
});

describe("page references", () => {
  it("reads the URLs of a srcset, descriptors or not, data URLs included", () => {
    expect(srcsetUrls("/a-480.webp 480w, /a-960.webp 960w")).toEqual(["/a-480.webp", "/a-960.webp"]);
    expect(srcsetUrls(" /a.webp, /b.webp 2x ,data:image/png;base64,AA== 3x")).toEqual(["/a.webp", "/b.webp", "data:image/png;base64,AA=="]);
    expect(srcsetUrls("/a,b.webp")).toEqual(["/a,b.webp"]); // a comma inside a URL does not split it
  });

  it("decodes the character references React writes", () => {
    expect(decodeEntities("/?a=1&amp;b=&#x27;2&#39;&quot;")).toBe(`/?a=1&b='2'"`);
  });
});
