// The fake git host (fake-github.ts) over HTTP on a local port, for a browser Playwright does not
// drive (WebKitGTK under WebDriver, e2e/by-hand/), which cannot have api.github.com answered for it.
// The editor is pointed here with `api_root: <apiRoot>` in its backend: Sveltia CMS then asks
// `<origin>/api/v3/…` for REST and `<origin>/api/graphql` for GraphQL, as of a GitHub Enterprise
// server, and the fake sees both as the paths of api.github.com.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { FakeGitHub } from "./fake-github.ts";

export type FakeGitHubServer = { origin: string; apiRoot: string; close: () => Promise<void> };

/** Serves `github` at http://localhost:`port` (any free port by default). */
export async function serveFakeGitHub(github: FakeGitHub, port = 0): Promise<FakeGitHubServer> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = (req.url ?? "/").replace(/^\/api\/v3(?=\/)/, "").replace(/^\/api\/graphql(?=$|\?)/, "/graphql");
      const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, [value].flat().join(", ")]));
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      const answer = github.answer({ method: req.method ?? "GET", url: new URL(path, "https://api.github.com"), headers, body });
      res.writeHead(answer.status, answer.headers).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "localhost", resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    apiRoot: `${origin}/api/v3`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
