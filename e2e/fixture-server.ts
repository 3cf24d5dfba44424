// Builds the fixture sites (scripts/test/fixture-site.ts) and serves them, for the browser tests:
// `tsx e2e/fixture-server.ts seed:4311 festival-run:4312`. The copies are laid one after the
// other (the festival run starts from the seed's images), then built side by side, and served
// once both are built, the first named last, so that when it answers every one does.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { buildLaidSite, fixtureSiteRoot, layFixtureSite, type FixtureSite } from "../scripts/test/fixture-site";

const fixtures: Record<string, Omit<FixtureSite, "name">> = {
  seed: {},
  // The seed's images, already made by the seed's preparation (playwright.config.ts).
  "festival-run": { overlays: [path.join(import.meta.dirname, "festival-run/content")], imagesFrom: fixtureSiteRoot("seed") },
};
const sites = process.argv.slice(2).map((arg) => {
  const [name = "", port = ""] = arg.split(":");
  if (!(name in fixtures) || !/^\d+$/.test(port))
    throw new Error(`Not a fixture site and port: "${arg}" (${Object.keys(fixtures).join(", ")})`);
  return { name, port };
});

const servers: ChildProcess[] = [];
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    for (const server of servers) server.kill(signal);
    process.exit(0);
  });

/** Serves a built copy on its port, resolving once it answers. */
async function serve(copy: string, port: string): Promise<void> {
  const server = spawn(process.execPath, [path.join(copy, "scripts/serve/serve.js")], {
    env: { ...process.env, PORT: port },
    stdio: "inherit",
  });
  servers.push(server);
  server.on("exit", (code) => process.exit(code ?? 1));
  for (;;) {
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

try {
  // The seed's copy is laid anew first, so the festival run's, laid from its images, follows it.
  const copies = sites.map((site) => layFixtureSite({ name: site.name, ...fixtures[site.name] }));
  await Promise.all(copies.map(buildLaidSite));
  for (const i of sites.map((_, i) => i).reverse()) await serve(copies[i]!, sites[i]!.port);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
