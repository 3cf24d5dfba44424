// The dev server's content check: every edit to a file under content/ is read and checked
// again at once. Sound content is written where the pages read it, so the open page shows the
// edit; a problem goes to the browser's error overlay (and the terminal) instead, and the page
// keeps the last sound content until the file is mended.
import path from "node:path";
import type { Plugin } from "vite";
import type { Laurel } from "../../src/content/laurel-rules.ts";
import { generatedContentDir, loadCollections, problemReport } from "../prepare/content/load-collections.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "../..");

/** Draws the laurels just written (read from the file, not the cached module). */
async function redrawLaurels(root: string): Promise<void> {
  const { readFileSync } = await import("node:fs");
  const { writeLaurelSvgs } = await import("../prepare/assets/laurels.ts");
  const laurels = JSON.parse(readFileSync(path.join(root, generatedContentDir, "laurels.json"), "utf8")) as { all: Laurel[] };
  writeLaurelSvgs(path.join(root, "public"), laurels.all);
}

export function contentWatch({ root = repositoryRoot } = {}): Plugin {
  const contentDir = path.join(root, "content");
  return {
    name: "girasol:content-watch",
    apply: "serve",
    // First, so the edited file reloads nothing by itself: the pages update from the data
    // written for them, and a problem's overlay is not wiped by a reload.
    enforce: "pre",
    configureServer(server) {
      server.watcher.add(contentDir);
    },
    hotUpdate({ file, server }) {
      if (!file.startsWith(contentDir + path.sep)) return;
      if (this.environment.name !== "client") return [];
      const { problems, warnings } = loadCollections({ root });
      const logger = server.config.logger;
      if (problems.length > 0) {
        const message = problemReport(problems);
        logger.error(message, { timestamp: true });
        this.environment.hot.send({ type: "error", err: { message, stack: "", plugin: "content check", id: path.relative(root, file) } });
      } else {
        logger.info(`content: ${path.relative(root, file)} checked`, { timestamp: true });
        for (const w of warnings) logger.warn(`content to update: ${w}`);
        // A new selection's laurel, drawn at once (the download zip waits for the next build).
        void redrawLaurels(root).catch((error: unknown) => logger.error(`laurels: ${String(error)}`, { timestamp: true }));
      }
      return [];
    },
  };
}
