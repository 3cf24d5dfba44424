import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { changeScope } from "./change-scope.ts";

// A repository of its own, each commit changing the files given.
function repository() {
  const dir = mkdtempSync(path.join(tmpdir(), "scope-"));
  const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, encoding: "utf8" }).trim();
  git("init", "-q");
  git("config", "user.email", "test@example.com");
  git("config", "user.name", "Test");
  const commit = (files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    git("add", "-A");
    git("commit", "-q", "--allow-empty", "-m", "change");
    return git("rev-parse", "HEAD");
  };
  return { dir, commit };
}

describe("which checks a push needs", () => {
  it("takes the content's path for changes to content/ alone, everything for any other file", () => {
    const repo = repository();
    const first = repo.commit({ "content/film.yaml": "title: A\n", "src/page.ts": "1\n" });
    repo.commit({ "content/film.yaml": "title: B\n", "content/uploads/still.jpg": "jpg" });
    expect(changeScope(first, repo.dir)).toBe("content");
    const second = repo.commit({ "src/page.ts": "2\n" });
    expect(changeScope(first, repo.dir)).toBe("all");
    repo.commit({ "content-notes.md": "not content\n" });
    expect(changeScope(second, repo.dir)).toBe("all");
  });

  it("runs everything for a new branch, an unknown commit or an empty change", () => {
    const repo = repository();
    const head = repo.commit({ "content/film.yaml": "title: A\n" });
    expect(changeScope(undefined, repo.dir)).toBe("all");
    expect(changeScope("0".repeat(40), repo.dir)).toBe("all");
    expect(changeScope("1234567890abcdef1234567890abcdef12345678", repo.dir)).toBe("all");
    expect(changeScope(head, repo.dir)).toBe("all");
  });
});
