// After the React Router build: copy the prerendered not-found page to 404.html (what static
// hosts and the bundled server send for unknown paths) and drop the SPA fallback, which would
// otherwise answer unknown paths with status 200.
import { copyFileSync, existsSync, rmSync } from "node:fs";
import path from "node:path";

const client = path.resolve(import.meta.dirname, "../build/client");
const prerendered404 = path.join(client, "404/index.html");
if (!existsSync(prerendered404)) throw new Error("build/client/404/index.html is missing: is /404 in the prerender list?");
copyFileSync(prerendered404, path.join(client, "404.html"));
rmSync(path.join(client, "404"), { recursive: true });
rmSync(path.join(client, "__spa-fallback.html"), { force: true });
console.log("postbuild: wrote build/client/404.html");
