// Texts of content/ that name the film write {title}, so that changing the title in
// content/film.yaml changes every text that names it. The loader puts the value in before the
// checks and the pages read the text; a placeholder it does not know is a problem on its line.
import { videoHost } from "../../../src/content/video-host.ts";

export type Placeholders = Record<string, { value: string; means: string }>;

/** The placeholders a text may use, from the film's title (undefined while film.yaml has a problem). */
export function placeholdersFor(title: string | undefined): Placeholders {
  return {
    ...(title === undefined ? {} : { title: { value: title, means: "the film's title" } }),
    videoHost: { value: videoHost.name, means: "the video site's name" },
  };
}

const placeholder = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/**
 * `data` with every known placeholder of its texts replaced; `problem(at, message)` is told of
 * each unknown one. {title} is left as written while the title itself has a problem.
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
      if (known) return known.value;
      if (name !== "title") {
        const list = Object.entries(placeholdersFor("")).map(([n, p]) => `{${n}} (${p.means})`);
        problem(at, `{${name}} is not a placeholder; the ones a text may use are ${list.join(" and ")}`);
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
