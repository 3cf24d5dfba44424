// A small git host in memory, answering the content editor as GitHub's REST and GraphQL APIs would
// for one repository and one branch: files, commits and the branch's head, which a test moves with
// `commit()` as another person's save would, and the workflow's checks of each commit (`checks`,
// `annotations`), which a test moves on as a run would. The browser reaches no host but localhost
// (playwright.config.ts), so whatever the editor asks of GitHub is answered here or not at all; a
// request this host does not know is answered with an error and kept in `unknown`, for the test to
// assert there is none. It answers plain requests (`answer`), so that a browser Playwright cannot
// drive reaches it too, over HTTP (fake-github-server.ts).
import { createHash } from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import type { Annotation, CheckRun } from "../../admin/save-watch.ts";

/** A person as a commit names them. */
export type Person = { name: string; email: string; login: string; id: number };
/** A commit of the fake repository: the whole tree it leaves, by path. */
export type Commit = { oid: string; parent?: string; message: string; author: Person; date: Date; files: Map<string, Buffer> };
/** What the editor sent to be committed (a createCommitOnBranch mutation), its files as text. */
export type SentCommit = { expectedHeadOid: string; message: string; additions: Record<string, string>; deletions: string[] };
/** A request to the API, whatever carried it: `url` as it would be on api.github.com, header names in lower case. */
export type ApiRequest = { method: string; url: URL; headers: Record<string, string>; body?: Buffer };
/** The host's answer to it. */
export type ApiAnswer = { status: number; headers: Record<string, string>; body?: string | Buffer };

const api = "https://api.github.com";

/** A git object's id: the SHA-1 of its kind, size and content, as git names it. */
function objectId(kind: "blob" | "tree" | "commit", body: Buffer): string {
  return createHash("sha1")
    .update(Buffer.concat([Buffer.from(`${kind} ${body.length}\0`), body]))
    .digest("hex");
}

export const blobId = (content: Buffer) => objectId("blob", content);

/** A folder's tree id, from the files under it (paths relative to it), with git's order of entries. */
function treeId(files: Map<string, Buffer>): string {
  const blobs = new Map<string, Buffer>();
  const folders = new Map<string, Map<string, Buffer>>();
  for (const [file, content] of files) {
    const [first, ...rest] = file.split("/");
    if (rest.length === 0) blobs.set(first!, content);
    else {
      if (!folders.has(first!)) folders.set(first!, new Map());
      folders.get(first!)!.set(rest.join("/"), content);
    }
  }
  const entries = [
    ...[...blobs].map(([name, content]) => ({ name, mode: "100644", id: blobId(content), key: name })),
    ...[...folders].map(([name, sub]) => ({ name, mode: "40000", id: treeId(sub), key: `${name}/` })),
  ].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return objectId(
    "tree",
    Buffer.concat(entries.flatMap(({ name, mode, id }) => [Buffer.from(`${mode} ${name}\0`), Buffer.from(id, "hex")])),
  );
}

/** The files under `folder`, by their path inside it. */
const under = (files: Map<string, Buffer>, folder: string) =>
  new Map([...files].filter(([file]) => file.startsWith(`${folder}/`)).map(([file, content]) => [file.slice(folder.length + 1), content]));

export class FakeGitHub {
  readonly owner: string;
  readonly repo: string;
  readonly branch: string;
  /** The person signed in with the token (GET /user). */
  readonly user: Person;
  readonly commits = new Map<string, Commit>();
  head: string;
  /** Every request the editor made of the host, as `METHOD path` (GraphQL as `POST graphql: kind`). */
  readonly requests: string[] = [];
  /** Requests this host does not answer: each is a gap in the fake, or something new the editor asks. */
  readonly unknown: string[] = [];
  /** The commits the editor sent, accepted or not. */
  readonly sent: SentCommit[] = [];
  /** The workflow's jobs on each commit, as check runs, which a test moves on as a run would. */
  readonly checks = new Map<string, CheckRun[]>();
  /** The lines each check run wrote, by its id. */
  readonly annotations = new Map<number, Annotation[]>();
  /** Who can read the repository, as GitHub says it (GET /repos/:owner/:repo): a team's site repository is private. */
  visibility: "private" | "public" = "private";
  /** The site's workflow run on request (workflow_dispatch), each with its branch and the token that asked. */
  readonly dispatched: { workflow: string; ref: string; authorization: string }[] = [];
  /** How the host answers a request to run a workflow: 204 runs it; 403 is a token without "Actions: write". */
  dispatchStatus = 204;

  constructor(options: { repo: string; branch: string; user: Person; files: Record<string, string>; author: Person }) {
    [this.owner, this.repo] = options.repo.split("/") as [string, string];
    this.branch = options.branch;
    this.user = options.user;
    const files = new Map(Object.entries(options.files).map(([file, text]) => [file, Buffer.from(text)]));
    this.head = this.record({ message: "Initial content", author: options.author, files });
  }

  /** A file as the branch's head holds it. */
  file(path: string): string {
    const content = this.commits.get(this.head)!.files.get(path);
    if (content === undefined) throw new Error(`${path} is not in the fake repository`);
    return content.toString("utf8");
  }

  /** A file as the branch's head holds it, as bytes (a photo). */
  bytes(path: string): Buffer {
    const content = this.commits.get(this.head)!.files.get(path);
    if (content === undefined) throw new Error(`${path} is not in the fake repository`);
    return content;
  }

  /** Someone else's commit on the branch (as if pushed): `changes` written over the head's files. */
  commit(changes: Record<string, string>, message: string, author: Person): string {
    const files = new Map(this.commits.get(this.head)!.files);
    for (const [path, text] of Object.entries(changes)) files.set(path, Buffer.from(text));
    this.head = this.record({ parent: this.head, message, author, files });
    return this.head;
  }

  private record({ parent, message, author, files }: Omit<Commit, "oid" | "date">): string {
    const date = new Date();
    const stamp = `${author.name} <${author.email}> ${Math.floor(date.getTime() / 1000)} +0000`;
    const body = `tree ${treeId(files)}\n${parent ? `parent ${parent}\n` : ""}author ${stamp}\ncommitter ${stamp}\n\n${message}\n`;
    const oid = objectId("commit", Buffer.from(body));
    this.commits.set(oid, { oid, parent, message, author, date, files });
    return oid;
  }

  /** The commits from the head back that changed `path`, newest first. */
  private history(path: string): Commit[] {
    const out: Commit[] = [];
    for (let commit = this.commits.get(this.head); commit; commit = commit.parent ? this.commits.get(commit.parent) : undefined) {
      const before = commit.parent ? this.commits.get(commit.parent)!.files.get(path) : undefined;
      const now = commit.files.get(path);
      if (now !== undefined && !before?.equals(now)) out.push(commit);
    }
    return out;
  }

  /** A commit by its id, or the branch's by its name. */
  private resolve(ref: string): Commit | undefined {
    return this.commits.get(ref === this.branch || ref === `refs/heads/${this.branch}` ? this.head : ref);
  }

  /** Answers the editor's requests to GitHub's API in every page of `context`. */
  async install(context: BrowserContext): Promise<void> {
    await context.route(`${api}/**`, async (route) => {
      const request = route.request();
      const body = request.postDataBuffer() ?? undefined;
      await route.fulfill(
        this.answer({ method: request.method(), url: new URL(request.url()), headers: await request.allHeaders(), body }),
      );
    });
  }

  /** Answers one request to the API, as GitHub would. */
  answer(request: ApiRequest): ApiAnswer {
    // The editor's page is of another origin: the browser asks first (OPTIONS) and reads only answers that allow it.
    const cors = {
      "access-control-allow-origin": "*",
      "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
      "access-control-allow-headers": request.headers["access-control-request-headers"] ?? "*",
      "access-control-expose-headers": "*",
    };
    const { method, url } = request;
    if (method === "OPTIONS") return { status: 204, headers: cors };
    const json = (body: unknown, status = 200) => ({
      status,
      headers: { ...cors, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (url.pathname === "/graphql" && method === "POST") {
      const answer = this.graphql(request.body?.toString("utf8") ?? "{}");
      this.requests.push(`POST graphql: ${answer.kind}`);
      if ("data" in answer) return json({ data: answer.data });
      // A refusal GitHub makes (a commit on a moved head) is an answer; any other error is the fake's gap.
      if (!answer.refusal) this.unknown.push(`graphql ${answer.kind}: ${answer.error}`);
      return json({ data: null, errors: [{ type: answer.refusal ?? "UNKNOWN", message: answer.error }] });
    }
    this.requests.push(`${method} ${url.pathname}`);
    const repo = `/repos/${this.owner}/${this.repo}`;
    if (method === "GET" && url.pathname === "/user")
      return json({
        id: this.user.id,
        login: this.user.login,
        name: this.user.name,
        email: this.user.email,
        // No picture: the editor would ask another host for it.
        avatar_url: "",
        html_url: `https://github.com/${this.user.login}`,
      });
    if (method === "GET" && url.pathname === `${repo}/collaborators/${this.user.login}`) return { status: 204, headers: cors };
    if (method === "GET" && url.pathname === repo)
      return json({
        full_name: `${this.owner}/${this.repo}`,
        private: this.visibility === "private",
        visibility: this.visibility,
        default_branch: this.branch,
      });
    const tree = new RegExp(`^${repo}/git/trees/([^/]+)$`).exec(url.pathname);
    if (method === "GET" && tree) {
      const commit = this.resolve(decodeURIComponent(tree[1]!));
      if (commit) return json(this.treeOf(commit));
    }
    const blob = new RegExp(`^${repo}/git/blobs/([0-9a-f]{40})$`).exec(url.pathname);
    if (method === "GET" && blob) {
      const content = [...this.commits.values()].flatMap((c) => [...c.files.values()]).find((c) => blobId(c) === blob[1]);
      if (content) return { status: 200, headers: { ...cors, "content-type": "application/octet-stream" }, body: content };
    }
    const runs = new RegExp(`^${repo}/commits/([0-9a-f]{40})/check-runs$`).exec(url.pathname);
    if (method === "GET" && runs) {
      const checkRuns = this.checks.get(runs[1]!) ?? [];
      return json({ total_count: checkRuns.length, check_runs: checkRuns });
    }
    const lines = new RegExp(`^${repo}/check-runs/(\\d+)/annotations$`).exec(url.pathname);
    if (method === "GET" && lines) return json(this.annotations.get(Number(lines[1])) ?? []);
    const compare = new RegExp(`^${repo}/compare/([0-9a-f]{40})\\.\\.\\.([0-9a-f]{40})$`).exec(url.pathname);
    if (method === "GET" && compare && this.commits.has(compare[1]!) && this.commits.has(compare[2]!))
      return json({ status: this.comparison(compare[1]!, compare[2]!) });
    const dispatch = new RegExp(`^${repo}/actions/workflows/([^/]+)/dispatches$`).exec(url.pathname);
    if (method === "POST" && dispatch) {
      const { ref } = JSON.parse(request.body?.toString() ?? "{}") as { ref?: string };
      if (ref !== this.branch) return json({ message: `No ref found for: ${ref}` }, 422);
      if (this.dispatchStatus !== 204) return json({ message: "Resource not accessible by personal access token" }, this.dispatchStatus);
      this.dispatched.push({ workflow: decodeURIComponent(dispatch[1]!), ref, authorization: request.headers.authorization ?? "" });
      return { status: 204, headers: cors };
    }
    this.unknown.push(`${method} ${url.pathname}${url.search}`);
    return json({ message: "Not Found (unknown to the fake git host)" }, 404);
  }

  /** How `head` stands to `base`, as GitHub's compare says it: "ahead" where it follows it. */
  private comparison(base: string, head: string): "identical" | "ahead" | "behind" | "diverged" {
    const ancestors = (oid: string) => {
      const out = new Set<string>();
      for (let c = this.commits.get(oid); c; c = c.parent ? this.commits.get(c.parent) : undefined) out.add(c.oid);
      return out;
    };
    if (base === head) return "identical";
    if (ancestors(head).has(base)) return "ahead";
    return ancestors(base).has(head) ? "behind" : "diverged";
  }

  private treeOf(commit: Commit) {
    const folders = new Set(
      [...commit.files.keys()].flatMap((file) =>
        file
          .split("/")
          .slice(0, -1)
          .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
      ),
    );
    return {
      sha: treeId(commit.files),
      truncated: false,
      tree: [
        ...[...folders].map((path) => ({ path, mode: "040000", type: "tree", sha: treeId(under(commit.files, path)) })),
        ...[...commit.files].map(([path, content]) => ({ path, mode: "100644", type: "blob", sha: blobId(content), size: content.length })),
      ].sort((a, b) => (a.path < b.path ? -1 : 1)),
    };
  }

  /**
   * The GraphQL queries the editor makes (Sveltia CMS 0.221, services/backends/git/github/), told
   * apart by their text: each is answered with what the repository holds now.
   */
  private graphql(body: string): GraphqlAnswer {
    const { query, variables } = JSON.parse(body) as { query: string; variables: Record<string, unknown> };
    const repository = (data: Record<string, unknown>) => ({ repository: data });
    if (variables.owner !== undefined && (variables.owner !== this.owner || variables.repo !== this.repo))
      return { kind: "other repository", error: `asked of ${String(variables.owner)}/${String(variables.repo)}` };
    if (query.includes("createCommitOnBranch")) return this.createCommit(query, variables.input as CommitInput);

    const head = this.commits.get(this.head)!;
    const author = (commit: Commit) => ({
      name: commit.author.name,
      email: commit.author.email,
      avatarUrl: "",
      user: { id: commit.author.id, login: commit.author.login },
    });
    const aliased: Record<string, unknown> = {};
    const kinds = new Set<string>();
    // Files' contents (`content_0: object(oid: "…") { ... on Blob … }`) and commits' deployments
    // (`commit_0: object(oid: "…") { ... on Commit … }`), a batch of them per query.
    for (const [, alias, oid, type] of query.matchAll(/(\w+_\d+): +object\(oid: "([0-9a-f]+)"\) \{ \.\.\. on (Blob|Commit) /g)) {
      kinds.add(`${type!.toLowerCase()}s`);
      if (type === "Blob") {
        const content = [...this.commits.values()].map((c) => [...c.files.values()].find((f) => blobId(f) === oid)).find(Boolean);
        aliased[alias!] = content ? { text: content.toString("utf8"), isTruncated: false } : null;
      } else aliased[alias!] = this.commits.has(oid!) ? { status: null, deployments: { nodes: [] }, checkSuites: { nodes: [] } } : null;
    }
    // Each file's last commit, or its history (`commit_0: ref(qualifiedName: $branch) { … history(first: 1, path: "…")`).
    for (const [, alias, first, path] of query.matchAll(
      /(\w+_\d+): +ref\(qualifiedName: \$branch\) \{ target \{ \.\.\. on Commit \{ history\(first: (\d+), path: ("(?:[^"\\]|\\.)*")\)/g,
    )) {
      kinds.add("file history");
      const nodes = this.history(JSON.parse(path!) as string)
        .slice(0, Number(first))
        .map((c) => ({ oid: c.oid, message: c.message, author: author(c), committedDate: c.date.toISOString() }));
      aliased[alias!] = { target: { history: { nodes } } };
    }
    if (kinds.size > 0) return { kind: [...kinds].join(", "), data: repository(aliased) };
    if (variables.branch !== this.branch) return { kind: "other branch", error: `asked of branch ${String(variables.branch)}` };
    const ref = "ref(qualifiedName: $branch) { target { ... on Commit {";
    if (query.includes(`${ref} history(first: 1) { nodes { oid message } }`))
      return {
        kind: "last commit",
        data: repository({ ref: { target: { history: { nodes: [{ oid: head.oid, message: head.message }] } } } }),
      };
    if (query.includes(`${ref} oid } } }`)) return { kind: "branch head", data: repository({ ref: { target: { oid: head.oid } } }) };
    return { kind: "unknown query", error: query.slice(0, 300) };
  }

  private createCommit(query: string, input: CommitInput): GraphqlAnswer {
    const sent: SentCommit = {
      expectedHeadOid: input.expectedHeadOid,
      message: input.message.headline,
      additions: Object.fromEntries(
        (input.fileChanges.additions ?? []).map(({ path, contents }) => [path, Buffer.from(contents, "base64").toString("utf8")]),
      ),
      deletions: (input.fileChanges.deletions ?? []).map(({ path }) => path),
    };
    this.sent.push(sent);
    const kind = "createCommitOnBranch";
    if (input.branch.repositoryNameWithOwner !== `${this.owner}/${this.repo}` || input.branch.branchName !== this.branch)
      return { kind, error: `commit to ${input.branch.repositoryNameWithOwner}@${input.branch.branchName}` };
    // GitHub's answer when the branch moved since the editor read it.
    if (input.expectedHeadOid !== this.head)
      return {
        kind,
        refusal: "STALE_DATA",
        error: `Expected branch to point to "${input.expectedHeadOid}" but it did not. Pull and try again.`,
      };
    const files = new Map(this.commits.get(this.head)!.files);
    for (const path of sent.deletions) files.delete(path);
    for (const { path, contents } of input.fileChanges.additions ?? []) files.set(path, Buffer.from(contents, "base64"));
    this.head = this.record({ parent: this.head, message: sent.message, author: this.user, files });
    const commit = this.commits.get(this.head)!;
    const shas = Object.fromEntries(
      [...query.matchAll(/(file_\d+): file\(path: ("(?:[^"\\]|\\.)*")\)/g)].map(([, alias, path]) => {
        const content = files.get(JSON.parse(path!) as string);
        return [alias!, content ? { oid: blobId(content) } : null];
      }),
    );
    return { kind, data: { createCommitOnBranch: { commit: { oid: commit.oid, committedDate: commit.date.toISOString(), ...shas } } } };
  }
}

/** A GraphQL query's answer: its data, or an error (`refusal`: one GitHub itself would give). */
type GraphqlAnswer = { kind: string; data: unknown } | { kind: string; error: string; refusal?: string };

/** The input of a createCommitOnBranch mutation, as the editor sends it. */
type CommitInput = {
  branch: { repositoryNameWithOwner: string; branchName: string };
  expectedHeadOid: string;
  fileChanges: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] };
  message: { headline: string };
};
