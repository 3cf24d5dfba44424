// The dev server's content check: every edit to a file under content/ is read and checked
// again at once. Sound content is written where the pages read it, so the open page shows the
// edit; a problem goes to the browser's error overlay (and the terminal) instead, and the page
// keeps the last sound content until the file is mended.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import type { ShownScreenings } from "../../src/content/screening-events.ts";
import { writeCalendarFiles } from "../prepare/assets/calendar-files.ts";
import { generatedContentDir, loadCollections, problemReport } from "../prepare/content/load-collections.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "../..");

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
        // The calendar files follow the screenings at once too (public/ is served as it is).
        const shown = readFileSync(path.join(root, generatedContentDir, "screenings-shown.json"), "utf8");
        writeCalendarFiles(path.join(root, "public"), (JSON.parse(shown) as ShownScreenings).screenings);
        for (const w of warnings) logger.warn(`content to update: ${w}`);
      }
      return [];
    },
  };
}
