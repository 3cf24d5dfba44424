// By hand, not in npm test (CI installs Chromium alone): every page of a fixture film's built site,
// in each of its languages at 320 px, in Firefox ESR (puppeteer-core over WebDriver BiDi) and in
// WebKitGTK (Safari's engine, through WebKitWebDriver): the same findings as
// e2e/films/reflow.spec.ts in Chromium (nothing wider than the screen, no text out of its box or
// over another's), whose hyphenation differs from Chromium's (Debian's Chromium has no German
// dictionary: it breaks a long compound where it must; Firefox and WebKit hyphenate it). A
// screenshot of each page in each engine goes to /tmp/reflow-engines/. See e2e/README.md.
//   node --import ./scripts/lib/json-modules.ts e2e/by-hand/reflow-engines.ts [film]   (default: der-sommer-der-zugvoegel, built first)
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import puppeteer from "puppeteer-core";
import sirv from "sirv";
import { sitePages } from "#src/config/site-pages.ts";
import type { LanguageInfo } from "#src/lib/languages.ts";
import { fixtureSiteRoot } from "../../scripts/test/fixture-site.ts";
import { reflowFindings } from "../support/reflow-findings.ts";
import { WebDriver } from "./webdriver.ts";

const film = process.argv[2] ?? "der-sommer-der-zugvoegel";
const root = fixtureSiteRoot(film);
const port = 4390;
const base = `http://localhost:${port}`;
const shots = "/tmp/reflow-engines";
mkdirSync(shots, { recursive: true });
const langs = JSON.parse(readFileSync(path.join(root, "src/generated/languages.json"), "utf8")) as LanguageInfo[];
const pathIn = (lang: string, route: string) => (lang === langs[0]!.code ? route : route === "/" ? `/${lang}/` : `/${lang}${route}`);
const pages = langs.flatMap(({ code }) => sitePages(root).paths.map((route) => pathIn(code, route)));
const shotName = (engine: string, page: string) =>
  path.join(shots, `${engine}${page.replace(/\//g, "-").replace(/-$/, "") || "-home"}.png`);

// The built pages served as they are, without the site's headers: they forbid a frame
// (frame-ancestors 'none'), and WebKit's pages are laid out in one (below).
const server = createServer(sirv(path.join(root, "build/client"), { extensions: ["html"] })).listen(port);
if (
  !(await fetch(base).then(
    (r) => r.ok,
    () => false,
  ))
)
  throw new Error(`The ${film} site is not built: fixture-server.ts --build-only ${film}`);

const found: string[] = [];
try {
  const firefox = await puppeteer.launch({ browser: "firefox", executablePath: "/usr/bin/firefox-esr", headless: true });
  const page = await firefox.newPage();
  await page.setViewport({ width: 320, height: 700 });
  console.log(`Firefox ${await firefox.version()}`);
  for (const address of pages) {
    await page.goto(`${base}${address}`, { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready);
    found.push(...(await page.evaluate(reflowFindings, undefined)).map((f) => `Firefox ${address}: ${f}`));
    await page.screenshot({ path: shotName("firefox", address) as `${string}.png`, fullPage: true });
  }
  await firefox.close();

  // MiniBrowser's window is no narrower than about 450 px: each page is laid out in a frame
  // 320 px wide, whose document then has a 320 px window of its own (its media queries too).
  const webkit = await WebDriver.start();
  try {
    await webkit.window(1000, 900);
    console.log(`WebKit ${await webkit.run<string>("return navigator.userAgent")}`);
    for (const address of pages) {
      await webkit.frame(null);
      await webkit.go(`${base}/404`);
      await webkit.run(
        `document.body.replaceChildren(); const f = document.createElement("iframe"); f.width = "320"; f.height = "700"; f.src = arguments[0]; document.body.append(f);`,
        `${base}${address}`,
      );
      const frame = await webkit.css("iframe");
      await webkit.until("the page in the frame", () =>
        webkit.run<boolean>("return document.querySelector('iframe').contentDocument?.readyState === 'complete'"),
      );
      await webkit.frame(frame);
      const width = await webkit.run<number>("return document.fonts.ready.then(() => document.documentElement.clientWidth)");
      if (width !== 320) found.push(`WebKit ${address}: the frame's window is ${width} px wide, not 320`);
      const findings = await webkit.run<string[]>(`return (${reflowFindings.toString()})()`);
      found.push(...findings.map((f) => `WebKit ${address}: ${f}`));
      await webkit.frame(null);
      writeFileSync(shotName("webkit", address), await webkit.shot(frame));
    }
  } finally {
    await webkit.quit();
  }
} finally {
  server.close();
}
console.log(found.length === 0 ? `Every page of ${film} in ${pages.length} addresses: nothing found.` : found.join("\n"));
console.log(`Screenshots: ${shots}`);
process.exit(found.length === 0 ? 0 : 1);
