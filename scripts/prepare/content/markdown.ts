// Reads the long texts of content/ (synopsis, director's statement, bios, release strategy):
// paragraphs separated by a blank line, and in some files a `## Title` line before each
// section. That is all the pages show, so the reader is these few lines rather than a Markdown
// library: it keeps the line of every paragraph for messages, and a line break inside a
// paragraph is a space, as in any Markdown. `<!-- ... -->` comments are left out.

export type MarkdownLayout = "paragraphs" | "sections";
export type Paragraph = { text: string; line: number };
export type Section = { title: string; line: number; paragraphs: Paragraph[] };
export type MarkdownRead = { data: unknown; problems: string[]; lineAt: (at: PropertyKey[]) => number };

/** The blocks of a Markdown text: headings and paragraphs, each with its line (from 1). */
function blocks(text: string): { heading?: string; level?: number; text: string; line: number }[] {
  const out: { heading?: string; level?: number; text: string; line: number }[] = [];
  let paragraph: Paragraph | undefined;
  let inComment = false;
  text.split(/\r?\n/).forEach((raw, i) => {
    let line = raw;
    if (inComment || line.trimStart().startsWith("<!--")) {
      inComment = !line.includes("-->");
      line = inComment ? "" : line.slice(line.indexOf("-->") + 3);
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (line.trim() === "" || heading) {
      if (paragraph) out.push(paragraph);
      paragraph = undefined;
      if (heading) out.push({ heading: heading[2]!, level: heading[1]!.length, text: "", line: i + 1 });
      return;
    }
    if (paragraph) paragraph.text += ` ${line.trim()}`;
    else paragraph = { text: line.trim(), line: i + 1 };
  });
  if (paragraph) out.push(paragraph);
  return out;
}

/**
 * `paragraphs`: the file is one text, `{ paragraphs: string[] }`. `sections`: each `## Title` and
 * the paragraph under it, `{ sections: { title, text }[] }`. Problems name the line.
 */
export function readMarkdown(file: string, text: string, layout: MarkdownLayout): MarkdownRead {
  const problems: string[] = [];
  const all = blocks(text);
  const paragraphs: Paragraph[] = [];
  const sections: Section[] = [];
  for (const b of all) {
    if (b.heading !== undefined) {
      if (layout === "paragraphs") {
        problems.push(`${file}:${b.line}: "${b.heading}" is a heading, and this file is one text in paragraphs: remove the #`);
      } else if (b.level !== 2) {
        problems.push(`${file}:${b.line}: write a section's title after two #, like "## ${b.heading}"`);
      } else sections.push({ title: b.heading, line: b.line, paragraphs: [] });
    } else if (layout === "paragraphs") paragraphs.push(b);
    else if (sections.length === 0) problems.push(`${file}:${b.line}: this text comes before the first "## " title; put it under one`);
    else sections.at(-1)!.paragraphs.push(b);
  }
  if (layout === "sections") {
    for (const s of sections) {
      if (s.paragraphs.length === 0) problems.push(`${file}:${s.line}: "${s.title}" has no text under it`);
      if (s.paragraphs.length > 1)
        problems.push(
          `${file}:${s.paragraphs[1]!.line}: "${s.title}" has ${s.paragraphs.length} paragraphs and the site shows one: remove the blank line between them`,
        );
    }
    if (sections.length === 0 && problems.length === 0) problems.push(`${file}:1: the file has no "## " title and no text`);
  } else if (paragraphs.length === 0 && problems.length === 0) problems.push(`${file}:1: the file has no text`);

  const lineAt = (at: PropertyKey[]): number => {
    const [list, i, field] = at;
    if (list === "paragraphs" && typeof i === "number") return paragraphs[i]?.line ?? 1;
    if (list === "sections" && typeof i === "number") {
      const s = sections[i];
      if (!s) return 1;
      return field === "text" ? (s.paragraphs[0]?.line ?? s.line) : s.line;
    }
    return 1;
  };
  const data =
    layout === "paragraphs"
      ? { paragraphs: paragraphs.map((p) => p.text) }
      : { sections: sections.map((s) => ({ title: s.title, text: s.paragraphs[0]?.text ?? "" })) };
  return { data, problems, lineAt };
}
