// Texts of content/ that name the film write {title}, so that changing the title in
// content/film.yaml changes every text that names it; the festival strategy names the first
// and last notification dates of content/festivals.yaml the same way. The loader puts the
// values in before the checks and the pages read the text; a placeholder it does not know is a
// problem on its line.
import { videoHost } from "../../video-host.ts";
import { monthLabel, rootLanguage, type Lang } from "../../../lib/languages.ts";

/** Each placeholder's value and what it means; `missing` says why a known one has no value yet. */
export type Placeholders = Record<string, { value: string; means: string; missing?: string }>;

/**
 * The placeholders a text in `lang` may use, from the film's facts and the festivals (undefined
 * while their file has a problem); months are written in the language's own way.
 */
export function placeholdersFor(
  title: string | undefined,
  festivals?: { submissions: { notificationDate: string; status: string }[] },
  lang: Lang = rootLanguage,
): Placeholders {
  // The festivals listed on the pages: those that said no are never named.
  const shown = festivals?.submissions.filter((s) => s.status !== "Not Selected") ?? [];
  // Before the first submission a text cannot name its month: said, rather than printed as written.
  const noFestival = (name: string, means: string) => ({
    value: "",
    means,
    missing: `{${name}} is ${means}, but content/festivals.yaml lists no festival yet; write the text without it until it lists one`,
  });
  return {
    ...(title === undefined ? {} : { title: { value: title, means: "the film's title" } }),
    videoHost: { value: videoHost.name, means: "the video site's name" },
    ...(festivals === undefined
      ? {}
      : shown.length === 0
        ? { firstNotification: noFestival("firstNotification", firstMeans), lastNotification: noFestival("lastNotification", lastMeans) }
        : {
            firstNotification: { value: monthLabel(shown[0]!.notificationDate, lang), means: firstMeans },
            lastNotification: { value: monthLabel(shown.at(-1)!.notificationDate, lang), means: lastMeans },
          }),
  };
}

const firstMeans = "the first festival's notificationDate";
const lastMeans = "the last festival's notificationDate";

/** What a message lists: every placeholder there is. */
const allNames = Object.keys(placeholdersFor("", { submissions: [{ notificationDate: "2025-01", status: "" }] }));

const placeholder = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/**
 * `data` with every known placeholder of its texts replaced; `problem(at, message)` is told of
 * each unknown one. A known placeholder is left as written while the file it comes from has a problem.
 */
export function expandPlaceholders(
  data: unknown,
  placeholders: Placeholders,
  problem: (at: PropertyKey[], message: string) => void,
  at: PropertyKey[] = [],
): unknown {
  if (typeof data === "string") {
    return data.replace(placeholder, (whole, name: string) => {
      const known = placeholders[name];
      if (known?.missing !== undefined) {
        problem(at, known.missing);
        return whole;
      }
      if (known) return known.value;
      if (!allNames.includes(name)) {
        const list = allNames.map((n) => `{${n}}`);
        problem(at, `{${name}} is not a placeholder; a text may use ${list.slice(0, -1).join(", ")} and ${list.at(-1)}`);
      }
      return whole;
    });
  }
  if (Array.isArray(data)) return data.map((item, i) => expandPlaceholders(item, placeholders, problem, [...at, i]));
  if (typeof data === "object" && data !== null) {
    return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, expandPlaceholders(v, placeholders, problem, [...at, k])]));
  }
  return data;
}
