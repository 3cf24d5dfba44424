// Every prerendered page of a build folder (the hashed assets folder holds none, and admin/ is the
// content editor, no page of the site).
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

export function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "assets" || name === "admin" ? [] : htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });
}
