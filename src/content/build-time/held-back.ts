// News written ahead of its hour: a festival's answer, a review, a screening or a release with an
// embargoUntil, the instant from which it may be public (late is acceptable, early never: a
// festival or an outlet whose news is out before its hour stops trusting the film). The content
// check reads every file as written, so a change that would break the build at its hour is
// refused when it is saved; the rest of the build reads the content as it stands at the build's
// instant, the changes still waiting taken out here, before anything is written: no page, PDF,
// image, calendar or script is made from them, so none can carry them (fail closed).
import type { CollectionName } from "./collections.ts";
import type { Loaded, LoadedFiles } from "./check/read-texts.ts";
import { laurelStatuses } from "./submission-statuses.ts";
import { isoOfLocalTime } from "../../lib/zoned-time.ts";

type Entry = Record<string, unknown> & { embargoUntil?: string };
type Answer = Entry & { status: string };
type Submission = Entry & { name: unknown; status: string; answer?: Answer };

/** The instant an embargoUntil, as the content check has taken it, ends. */
export const embargoEnds = (written: string): Date => new Date(isoOfLocalTime(written));

/** The moment every hour written has come: the editor's preview shows the news as it will be. */
export const everyHour = "every hour";
type When = Date | typeof everyHour;

/** Whether what `written` holds back may be public at `now`: its instant has come. */
const isDue = (written: string | undefined, now: When) => written === undefined || now === everyHour || embargoEnds(written) <= now;

/** An entry as the site shows it: without the instant it waited for, as if saved then. */
const released = ({ embargoUntil: _, ...entry }: Entry) => entry;

/** The lists whose entries may wait whole for their hour, by file and list. */
const waitingLists = { reviews: "reviews", screenings: "screenings", releases: "releases" } as const satisfies Partial<
  Record<CollectionName, string>
>;

/**
 * A file's content, in its data and in each language, with `change` made to both: the languages'
 * lists have the data's entries in the same order, so each entry is decided by the data's.
 */
function each(
  loaded: Loaded,
  change: (content: Record<string, unknown>, data: Record<string, unknown>) => Record<string, unknown>,
): Loaded {
  const data = loaded.data as Record<string, unknown>;
  const languages = loaded.languages
    ? Object.fromEntries(
        Object.entries(loaded.languages).map(([lang, content]) => [lang, change(content as Record<string, unknown>, data)]),
      )
    : undefined;
  return { ...loaded, data: change(data, data), ...(languages ? { languages: languages as Loaded["languages"] } : {}) };
}

/** The festivals as they stand at `now`: each answer whose hour has come given, the others left out. */
function festivalsAt(content: Record<string, unknown>, data: Record<string, unknown>, now: When): Record<string, unknown> {
  const written = data.submissions as Submission[];
  const submissions = (content.submissions as Submission[]).map((s, i) => {
    const { answer, ...submission } = s;
    const due = written[i]!.answer;
    return answer && due && isDue(due.embargoUntil, now) ? { ...submission, ...released(answer) } : submission;
  });
  // A laurel listed ahead leads only once its festival's answer is given.
  const laurelled = new Set(
    written.flatMap((s, i) =>
      (laurelStatuses as readonly string[]).includes((submissions[i] as Submission).status) ? [referenceName(s.name)] : [],
    ),
  );
  // A list left with none leads with every laurel, as without the list (laurel-rules.ts).
  const { laurels, ...rest } = content as { laurels?: string[] };
  const leading = laurels?.filter((name) => laurelled.has(name)) ?? [];
  return { ...rest, submissions, ...(leading.length > 0 ? { laurels: leading } : {}) };
}

/** A festival's name as the laurels list writes it: in the first language. */
const referenceName = (name: unknown): string =>
  typeof name === "string" ? name : (Object.values(name as Record<string, string>)[0] ?? "");

/**
 * One file's content (its data, or one language's) as the site shows it at `now`: what waits for a
 * later hour left out. `data`, the file's data, decides each entry (a language's has its entries
 * in the same order).
 */
export function fileAt(
  name: CollectionName,
  content: Record<string, unknown>,
  now: When,
  data: Record<string, unknown> = content,
): Record<string, unknown> {
  if (name === "festivals") return festivalsAt(content, data, now);
  if (!(name in waitingLists)) return content;
  const list = waitingLists[name as keyof typeof waitingLists];
  const due = ((data[list] ?? []) as Entry[]).map((e) => isDue(e.embargoUntil, now));
  return { ...content, [list]: ((content[list] ?? []) as Entry[]).filter((_, i) => due[i]).map(released) };
}

/** Every file as the site shows it at `now`: what waits for a later hour left out. */
export function heldBack(files: LoadedFiles, now: Date): LoadedFiles {
  const shown: LoadedFiles = { ...files };
  for (const name of ["festivals", "reviews", "screenings", "releases"] as const)
    shown[name] = each(files[name], (content, data) => fileAt(name, content, now, data));
  return shown;
}

/** What waits in one file's content: each change's hour as written, and what names it. */
export function waitingIn(
  name: CollectionName,
  content: Record<string, unknown>,
): { until: string; kind: "answer" | "review" | "screening" | "release"; named: string }[] {
  if (name === "festivals")
    return ((content.submissions ?? []) as Submission[]).flatMap((s) =>
      s.answer?.embargoUntil ? [{ until: s.answer.embargoUntil, kind: "answer" as const, named: referenceName(s.name) }] : [],
    );
  const kinds = { reviews: ["review", "outlet"], screenings: ["screening", "venue"], releases: ["release", "where"] } as const;
  if (!(name in kinds)) return [];
  const [kind, field] = kinds[name as keyof typeof kinds];
  return ((content[waitingLists[name as keyof typeof waitingLists]] ?? []) as Entry[]).flatMap((e) =>
    e.embargoUntil ? [{ until: e.embargoUntil, kind, named: String(e[field] ?? "") }] : [],
  );
}

/** Every instant content waits for, earliest first: the moments the site will change by itself. */
export function embargoes(files: LoadedFiles): Date[] {
  const festivals = (files.festivals.data as { submissions: Submission[] }).submissions.flatMap((s) =>
    s.answer ? [s.answer.embargoUntil!] : [],
  );
  const entries = (Object.entries(waitingLists) as [keyof typeof waitingLists, string][]).flatMap(([name, list]) =>
    ((files[name].data as Record<string, Entry[]>)[list] ?? []).flatMap((e) => (e.embargoUntil ? [e.embargoUntil] : [])),
  );
  return [...festivals, ...entries].map(embargoEnds).sort((a, b) => a.getTime() - b.getTime());
}
