// The dev server's content check: every edit to a file under content/ is read and its fields
// checked again at once. Sound content is written where the pages read it, so the open page
// shows the edit; a problem goes to the browser's error overlay (and the terminal) instead, and
// the page keeps the last sound content until the file is mended. The rules across files
// (facts, links, images) follow in a second process and report to the overlay the same way;
// it also writes the served copies of content/uploads again (a photo dropped in, a caption
// edited), each with its press caption inside.
import { execFile } from "node:child_process";
import path from "node:path";
import type { Plugin } from "vite";
import { loadCollections } from "../prepare/content/load-collections.ts";
import { problemReport } from "#src/content/build-time/check/problem-words.ts";
import { nodeScriptArgs } from "../lib/node-scripts.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "../..");

/**
 * Runs the rest of the content check (scripts/dev/check-edit.ts) in a process of its own and
 * hands over its problems; it also writes the laurels and calendar files of sound content.
 */
function checkEdit(root: string, done: (problems: string[]) => void): void {
  const script = path.join(import.meta.dirname, "check-edit.ts");
  execFile(process.execPath, [...nodeScriptArgs(repositoryRoot), script, root], { cwd: repositoryRoot }, (error, stdout, stderr) => {
    if (error) return done([`the content check could not run: ${stderr.trim() || error.message}`]);
    done((JSON.parse(stdout) as { problems: string[] }).problems);
  });
}

export function contentWatch({ root = repositoryRoot } = {}): Plugin {
  const contentDir = path.join(root, "content");
  let edits = 0;
  // One check at a time: it writes files (the served uploads among them) that a second check
  // at once would write over. An edit made meanwhile is checked when it is done, the latest only.
  let running = false;
  let waiting: (() => void) | undefined;
  const runAlone = (check: (finished: () => void) => void) => {
    const finished = () => {
      const next = waiting;
      waiting = undefined;
      running = next !== undefined;
      next?.();
    };
    const start = () => check(finished);
    if (running) waiting = start;
    else {
      running = true;
      start();
    }
  };
  return {
    name: "site:content-watch",
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
      const hot = this.environment.hot;
      const id = path.relative(root, file);
      const report = (found: string[]) => {
        const message = problemReport(found);
        logger.error(message, { timestamp: true });
        hot.send({ type: "error", err: { message, stack: "", plugin: "content check", id } });
      };
      if (problems.length > 0) {
        report(problems);
        return [];
      }
      // Each field is sound: the page shows the edit at once. The rules across files (a fact
      // stated twice, a link, an image) take a second more; what they find goes to the overlay,
      // as the build would refuse it. Only the latest edit's answer counts.
      const edit = ++edits;
      runAlone((finished) =>
        checkEdit(root, (found) => {
          finished();
          if (edit !== edits) return;
          if (found.length > 0) return report(found);
          logger.info(`content: ${id} checked`, { timestamp: true });
          for (const w of warnings) logger.warn(`content to update: ${w}`);
        }),
      );
      return [];
    },
  };
}
