// Whether a scheduled run of the workflow publishes: only when news written ahead has come due
// since the last publication (decisions.md, "News that must wait"). The live site's stamp
// (/build.json) carries the next instant its content will change, never what will change; a run
// whose instant has not come, or that cannot read the stamp, ends here, within seconds, before
// anything is installed. Run by the workflow with Node alone, on a checkout of this file, the
// stamp's reader and content/site.yaml: `node scripts/ci/publish-due.ts`.
import { appendFileSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { asBuildStamp, buildStampPath, type BuildStamp } from "../../admin/build-stamp.ts";

export type PublishDecision = { publish: boolean; why: string };

/** The decision from the last publication's stamp (undefined: none could be read) and the clock's now. */
export function publishDecision(published: BuildStamp | undefined, now: Date): PublishDecision {
  if (!published)
    return {
      publish: false,
      why: "the live site's stamp could not be read: nothing is published on schedule until a push publishes the site",
    };
  if (!published.nextChange) return { publish: false, why: `nothing is waiting for its hour (published ${published.builtAt})` };
  const due = new Date(published.nextChange);
  if (due > now) return { publish: false, why: `the next news is due at ${published.nextChange}; published ${published.builtAt}` };
  return { publish: true, why: `news due at ${published.nextChange} has come due since the publication of ${published.builtAt}` };
}

/**
 * The site's address in content/site.yaml: its `address:` line (an https link, the schema's rule),
 * read without a YAML reader, as this runs before anything is installed.
 */
export function siteAddress(siteYaml: string): string | undefined {
  return /^address:[ \t]*["']?(https:\/\/[^\s"'#]+?)\/?["']?[ \t]*(?:#.*)?$/m.exec(siteYaml)?.[1];
}

/** The live site's stamp, or undefined where it does not answer with one within `timeout` ms. */
export async function liveStamp(address: string, timeout = 10_000): Promise<BuildStamp | undefined> {
  try {
    const response = await fetch(`${address}${buildStampPath}`, { signal: AbortSignal.timeout(timeout), cache: "no-store" });
    return response.ok ? asBuildStamp(await response.json()) : undefined;
  } catch {
    return undefined;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(import.meta.dirname, "../..");
  const address = siteAddress(readFileSync(path.join(root, "content/site.yaml"), "utf8"));
  const decision = publishDecision(address ? await liveStamp(address) : undefined, new Date());
  console.log(`${decision.publish ? "Publishing" : "Nothing to publish"}: ${decision.why}`);
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `publish=${decision.publish}\n`);
}
