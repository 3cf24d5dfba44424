// Prints the benchmark tables and writes them to bench-results/latest.json and
// docs/benchmarks.md (the latest rows are kept in the repository). The document's hand-written
// measurement history, from its heading on, is kept as it is.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export type Table = { title: string; headers: string[]; rows: (string | number)[][]; notes?: string[] };

const root = path.resolve(import.meta.dirname, "../..");
export const historyHeading = "## Measurement history";

/** The hand-written part of a benchmarks document: its history heading and all that follows. */
export function keptHistory(doc: string): string {
  const at = doc.indexOf(`\n${historyHeading}\n`);
  return at === -1 ? "" : doc.slice(at + 1);
}

function markdown(t: Table): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [
    `## ${t.title}`,
    "",
    line(t.headers),
    line(t.headers.map(() => "---")),
    ...t.rows.map(line),
    ...(t.notes?.length ? ["", ...t.notes.map((n) => `- ${n}`)] : []),
    "",
  ].join("\n");
}

export function printTable(t: Table): void {
  const cells = [t.headers, ...t.rows.map((r) => r.map(String))];
  const widths = t.headers.map((_, i) => Math.max(...cells.map((r) => String(r[i] ?? "").length)));
  const fmt = (r: (string | number)[]) => r.map((c, i) => String(c).padEnd(widths[i]!)).join("  ");
  console.log(`\n${t.title}\n${fmt(t.headers)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const r of t.rows) console.log(fmt(r));
  for (const n of t.notes ?? []) console.log(`  ${n}`);
}

type Saved = { when: string; machine: string; tables: (Table & { when: string })[]; raw: Record<string, unknown> };

/**
 * The tables of a benchmarks document as written, by title (without its date): each section from
 * its "## " heading to the next, up to the measurement history.
 */
export function writtenTables(doc: string): { title: string; text: string }[] {
  const history = doc.indexOf(`\n${historyHeading}\n`);
  const tablesPart = history === -1 ? doc : doc.slice(0, history);
  return tablesPart
    .split(/\n(?=## )/)
    .filter((section) => section.startsWith("## "))
    .map((section) => ({
      title: section.slice(3, section.indexOf("\n")).replace(/ — \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/, ""),
      text: section.replace(/\n*$/, "\n"),
    }));
}

/**
 * Writes this run's tables over the same tables of docs/benchmarks.md, in their place; the
 * document's other tables (a run of one suite, or a fresh checkout without bench-results/) and
 * its history are kept as they are.
 */
export function writeResults(newTables: Table[], newRaw: Record<string, unknown>): void {
  const when = new Date().toISOString();
  const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const file = path.join(root, "bench-results/latest.json");
  const saved: Saved = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : { when, machine, tables: [], raw: {} };
  const tables = [...saved.tables.filter((t) => !newTables.some((n) => n.title === t.title)), ...newTables.map((t) => ({ ...t, when }))];
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ when, machine, tables, raw: { ...saved.raw, ...newRaw } }, null, 2)}\n`);
  const docFile = path.join(root, "docs/benchmarks.md");
  const written = existsSync(docFile) ? readFileSync(docFile, "utf8") : "";
  const stamped = (t: Table) => markdown({ ...t, title: `${t.title} — ${when.slice(0, 16).replace("T", " ")} UTC` });
  const sections = writtenTables(written).map((w) => {
    const fresh = newTables.find((t) => t.title === w.title);
    return fresh ? stamped(fresh) : w.text;
  });
  const added = newTables.filter((t) => !writtenTables(written).some((w) => w.title === t.title)).map(stamped);
  const doc = [
    "# Benchmarks",
    "",
    `Latest rows of \`npm run bench\` on ${machine}; each table says when it was measured. Raw figures: \`bench-results/latest.json\` (not committed).`,
    "",
    ...sections,
    ...added,
    keptHistory(written),
  ].join("\n");
  writeFileSync(docFile, doc);
}
