// The editor saves to the repository content/site.yaml names. On the git host's own build the
// repository being built is known: a site copied from another film's that still names the other
// repository would have its editor save there, so the build says so (a warning: the site itself
// is right either way).
import type { Where } from "#src/content/build-time/check/where.ts";

/** A warning when the repository being built (GITHUB_REPOSITORY) is not the one `site` names. */
export function repositoryWarnings(site: { repository: string }, where: Where, building = process.env.GITHUB_REPOSITORY): string[] {
  if (!building || building.toLowerCase() === site.repository.toLowerCase()) return [];
  return [
    `${where(["repository"])}: the site is built from the repository ${building}, but repository says ${site.repository}, and the editor at /admin saves there. Write ${building} if that is this site's repository`,
  ];
}
