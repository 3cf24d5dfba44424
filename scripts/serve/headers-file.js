// Reads the `_headers` file the build writes (the Netlify / Cloudflare Pages format) so the
// bundled server sends exactly what a static host configured from the same file sends.
// Plain JavaScript: scripts/serve/serve.js runs under bare Node, without a TypeScript loader.

/** @typedef {{ pattern: string; test: RegExp; headers: [string, string][] }} HeaderRule */

/**
 * A path pattern (`/*`, `/assets/*`, `/about`) as a regular expression over the whole path.
 * @param {string} pattern
 */
function patternToRegExp(pattern) {
  const source = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${source}$`);
}

/**
 * Rules in file order: a line starting with `/` opens a rule, indented `Name: value` lines add
 * its headers, `#` starts a comment.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const [index, raw] of text.split("\n").entries()) {
    const line = raw.trimEnd();
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line, test: patternToRegExp(line), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * The headers for one path: every matching rule applies, later rules override a header an
 * earlier one set (the file never sets one header in two matching rules).
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Map<string, string>}
 */
export function headersFor(rules, pathname) {
  const out = new Map();
  for (const rule of rules) if (rule.test.test(pathname)) for (const [name, value] of rule.headers) out.set(name, value);
  return out;
}
