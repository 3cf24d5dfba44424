// A content-addressed cache for what the build makes slowly from bytes alone: the resized image
// copies, the uploads' captioned copies, the PDFs and their photographs, the artwork, the laurels'
// PNGs, the fallback faces' sizes and the compressed text files. Kept in node_modules/.cache/film-site, so a fresh clone starts empty and `npm ci` clears
// it, and the test suite's fixture sites (whose node_modules is the repository's) share it with the
// repository's own build: the same photo resized or the same script compressed once, whichever
// site needs it first.
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

// SITE_BUILD_CACHE puts it elsewhere: CI keeps it between runs, where `npm ci` would clear it.
const root = process.env.SITE_BUILD_CACHE
  ? path.resolve(process.env.SITE_BUILD_CACHE)
  : path.resolve(import.meta.dirname, "../../node_modules/.cache/film-site");
// Entries nobody used for this long go, so a laptop's cache does not grow with every edit.
const keepDays = 14;

export type BuildCache = {
  /** The cached file for `key` copied to `target`; false when there is none. */
  restore: (key: string, target: string) => boolean;
  /** The cached bytes for `key`; undefined when there are none. */
  read: (key: string) => Buffer | undefined;
  /** `data` kept under `key` (written under a temporary name and renamed, so two builds at once never read half a file). */
  store: (key: string, data: Buffer | Uint8Array) => void;
  /** `file` kept under `key`. */
  storeFile: (key: string, file: string) => void;
  /** The bytes kept under `key`, or those `make` gives, kept for next time. */
  made: (key: string, make: () => Promise<Buffer>) => Promise<Buffer>;
  /** Removes the entries unused for two weeks. */
  prune: () => void;
};

/** The digest of what an entry is made from: its source's bytes and the settings that made it. */
export function cacheKey(...parts: (string | Buffer | Uint8Array)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("hex").slice(0, 32);
}

/** The cache `name` (a folder of its own: "images", "compressed"). */
export function buildCache(name: string): BuildCache {
  const dir = path.join(root, name);
  const entry = (key: string) => path.join(dir, key);
  const put = (key: string, write: (temp: string) => void) => {
    mkdirSync(dir, { recursive: true });
    const temp = `${entry(key)}.${process.pid}.tmp`;
    write(temp);
    renameSync(temp, entry(key));
  };
  return {
    restore(key, target) {
      if (!existsSync(entry(key))) return false;
      copyFileSync(entry(key), target);
      const now = new Date();
      utimesSync(entry(key), now, now);
      return true;
    },
    read(key) {
      if (!existsSync(entry(key))) return undefined;
      const now = new Date();
      utimesSync(entry(key), now, now);
      return readFileSync(entry(key));
    },
    store: (key, data) => put(key, (temp) => writeFileSync(temp, data)),
    storeFile: (key, file) => put(key, (temp) => copyFileSync(file, temp)),
    async made(key, make) {
      const kept = this.read(key);
      if (kept) return kept;
      const bytes = await make();
      this.store(key, bytes);
      return bytes;
    },
    prune() {
      if (!existsSync(dir)) return;
      const before = Date.now() - keepDays * 24 * 3600 * 1000;
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        try {
          if (statSync(file).mtimeMs < before) rmSync(file, { force: true });
        } catch {
          // Removed by another build meanwhile.
        }
      }
    },
  };
}
