// The dev server's content check: every edit to a file under content/ is read and checked
// again at once. Sound content is written where the pages read it, so the open page shows the
// edit; a problem goes to the browser's error overlay (and the terminal) instead, and the page
// keeps the last sound content until the file is mended.
import { execFile } from "node:child_process";
import path from "node:path";
import type { Plugin } from "vite";
import { loadCollections, problemReport } from "../prepare/content/load-collections.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "../..");

/** Writes the laurels and calendar files of the content just written, in a process of its own. */
function redrawAssets(root: string, onError: (message: string) => void): void {
  const script = path.join(import.meta.dirname, "redraw-assets.ts");
  execFile(process.execPath, ["--import", "tsx", script, root], { cwd: repositoryRoot }, (error, _stdout, stderr) => {
    if (error) onError(stderr.trim() || error.message);
  });
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
        // A new selection's laurel and a new screening's calendar files follow at once too
        // (public/ is served as it is); the laurels' download zip waits for the next build.
        redrawAssets(root, (message) => logger.error(`content files: ${message}`, { timestamp: true }));
      }
      return [];
    },
  };
}
