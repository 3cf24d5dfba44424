// What a parsed page points at: every URL in an attribute a browser follows or fetches, the
// modules its inline bootstrap imports, and the ids fragments can land on.
import type { HtmlElement } from "html-validate";

export type Reference = {
  /** Where the URL was written, for messages: `<img srcset>`, `<meta og:image>`, `<script> import`. */
  where: string;
  /** As written, entities decoded. */
  url: string;
  line: number;
  column: number;
  /** A link the visitor follows (a, area), with the attributes that say how it opens. */
  link?: { target: string | null; rel: string | null };
};

export type PageReferences = { ids: Set<string>; references: Reference[] };

const moduleImport = /\bimport\s*\(\s*"([^"]+)"\s*\)|\bimport\s+"([^"]+)"|\bfrom\s+"([^"]+)"/g;

/** Note: html-validate's parser skips the inside of inline SVG, so ids and hrefs there are not seen. */
export function pageReferences(root: HtmlElement): PageReferences {
  const ids = new Set<string>();
  const references: Reference[] = [];
  const visit = (el: HtmlElement) => {
    const tag = el.tagName;
    for (const attr of el.attributes) {
      if (typeof attr.value !== "string") continue;
      const value = decodeEntities(attr.value);
      const at = { line: attr.location.line, column: attr.location.column };
      const key = attr.key.toLowerCase();
      if (key === "id") ids.add(value);
      else if (key === "href" && tag !== "base") {
        const link =
          tag === "a" || tag === "area" ? { target: el.getAttributeValue("target"), rel: el.getAttributeValue("rel") } : undefined;
        references.push({ where: `<${tag} href>`, url: value.trim(), ...at, ...(link && { link }) });
      } else if (key === "src" || key === "poster") references.push({ where: `<${tag} ${key}>`, url: value.trim(), ...at });
      else if (key === "srcset" || key === "imagesrcset")
        for (const url of srcsetUrls(value)) references.push({ where: `<${tag} ${key}>`, url, ...at });
      else if (key === "content" && tag === "meta" && /^https?:\/\//i.test(value.trim())) {
        const name = el.getAttributeValue("property") ?? el.getAttributeValue("name") ?? "content";
        references.push({ where: `<meta ${name}>`, url: value.trim(), ...at });
      }
    }
    if (tag === "script" && !el.hasAttribute("src") && el.getAttributeValue("type") === "module")
      for (const m of el.textContent.matchAll(moduleImport))
        references.push({ where: "<script> import", url: (m[1] ?? m[2] ?? m[3])!, line: el.location.line, column: el.location.column });
    for (const child of el.childElements) visit(child);
  };
  visit(root);
  return { ids, references };
}

/** The URLs of a srcset: each candidate is a URL, then descriptors up to the next comma. */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  let i = 0;
  while (i < srcset.length) {
    while (i < srcset.length && /[\s,]/.test(srcset[i]!)) i++;
    const start = i;
    while (i < srcset.length && !/\s/.test(srcset[i]!)) i++;
    const url = srcset.slice(start, i);
    if (!url) break;
    if (url.endsWith(",")) urls.push(url.replace(/,+$/, ""));
    else {
      urls.push(url);
      while (i < srcset.length && srcset[i] !== ",") i++; // descriptors ("480w", "2x")
    }
  }
  return urls;
}

const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** The parser leaves character references in attribute values; React writes these. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);/gi, (whole, ref: string) => {
    if (ref[0] !== "#") return named[ref.toLowerCase()] ?? whole;
    const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}
