// The build's stamp, published with the site at /build.json: the commit the site was built from,
// and when. The editor reads it from the live site to tell that a save is on it (save-watch.ts);
// the build writes it (scripts/postbuild/build-stamp.ts).

/** Where the site publishes its stamp. */
export const buildStampPath = "/build.json";

export type BuildStamp = {
  /** The git commit built, in full; null where the build could not tell (a folder without git). */
  commit: string | null;
  /** When the build ran, as an ISO 8601 instant. */
  builtAt: string;
};

/** `value` as a stamp, or undefined where it is not one (a host's error page, an older site). */
export function asBuildStamp(value: unknown): BuildStamp | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { commit, builtAt } = value as Record<string, unknown>;
  if (!(commit === null || (typeof commit === "string" && /^[0-9a-f]{40}$/.test(commit)))) return undefined;
  if (typeof builtAt !== "string" || Number.isNaN(Date.parse(builtAt))) return undefined;
  return { commit, builtAt };
}
