// How one script of the build starts another: Node itself, with the hook that imports JSON as Vite
// does (json-modules.ts, as package.json's scripts load it), from the checkout at `root`.
import path from "node:path";
import { pathToFileURL } from "node:url";

/** Node's arguments before a script of the checkout at `root`. */
export const nodeScriptArgs = (root: string): string[] => ["--import", pathToFileURL(path.join(root, "scripts/lib/json-modules.ts")).href];
