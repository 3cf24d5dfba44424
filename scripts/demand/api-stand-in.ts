// A local stand-in for each list service's API, for the tests of `npm run demand`: it answers
// as the service documents, paged, and refuses any key but the one it is given.
// - Buttondown: GET /v1/subscribers?type=…&page=…, `Authorization: Token <key>`, answering
//   {count, next, previous, results}; 401 {code: "authentication_invalid"}.
// - Mailchimp: GET /3.0/lists/<id>/members?status=…&count=…&offset=…&fields=…, HTTP Basic with
//   the key as password, answering {members, total_items} with only the `fields` asked for; 401
//   and 404 as application/problem+json.
// - Netlify: GET /api/v1/sites/<site>/forms and /api/v1/forms/<id>/submissions?page=…&per_page=…,
//   `Authorization: Bearer <token>`, answering arrays; 401 {code: 401, message: "Access Denied"}.
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One person on the list, as the site's form sent them. */
export type Subscriber = { email: string; country: string; town: string; language: string; confirmed?: boolean; at?: string };

export type ApiStandIn = {
  origin: string;
  /** Every request's path and query, in order. */
  requests: URL[];
  close: () => Promise<void>;
};

type Options = {
  service: "buttondown" | "mailchimp" | "netlify";
  key: string;
  subscribers: Subscriber[];
  /** The most a page holds: the services' own (100, 1000, 100), or fewer to page through a short list. */
  pageSize: number;
  /** Mailchimp's audience id; Netlify's site (its domain) and form name. */
  list?: string;
  site?: string;
};

const json = (res: ServerResponse, status: number, body: unknown, type = "application/json") => {
  res.writeHead(status, { "content-type": type });
  res.end(JSON.stringify(body));
};

/** Only the fields Mailchimp's `fields` names ("total_items,members.merge_fields"), as it answers. */
function pick(answer: { members: Record<string, unknown>[]; total_items: number }, fields: string | null) {
  if (!fields) return answer;
  const names = fields.split(",");
  const member = names.filter((n) => n.startsWith("members.")).map((n) => n.slice("members.".length));
  return {
    ...(names.includes("total_items") && { total_items: answer.total_items }),
    ...(member.length > 0 && { members: answer.members.map((m) => Object.fromEntries(member.map((k) => [k, m[k]]))) }),
  };
}

export async function startApiStandIn(o: Options): Promise<ApiStandIn> {
  const requests: URL[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    requests.push(url);
    const auth = req.headers.authorization ?? "";
    const q = url.searchParams;
    if (o.service === "buttondown") {
      if (auth !== `Token ${o.key}`) return json(res, 401, { code: "authentication_invalid", detail: "Please provide a valid API key." });
      if (url.pathname !== "/v1/subscribers") return json(res, 404, { detail: "Not found." });
      const type = q.get("type");
      const all = o.subscribers
        .filter((s) => (type === "unactivated" ? s.confirmed === false : s.confirmed !== false))
        .map((s, i) => ({
          id: `sub-${i}`,
          email_address: s.email,
          type: s.confirmed === false ? "unactivated" : "regular",
          tags: [`language-${s.language}`],
          metadata: { country: s.country, town: s.town, language: s.language, consent: "yes" },
          creation_date: s.at ?? "2030-01-01T00:00:00Z",
        }));
      const page = Number(q.get("page") ?? "1");
      const next = new URL(url);
      next.searchParams.set("page", String(page + 1));
      const results = all.slice((page - 1) * o.pageSize, page * o.pageSize);
      return json(res, 200, {
        count: all.length,
        next: page * o.pageSize < all.length ? `http://${req.headers.host}${next.pathname}${next.search}` : null,
        previous: null,
        results,
      });
    }
    if (o.service === "mailchimp") {
      const [, password = ""] = Buffer.from(auth.replace(/^Basic /, ""), "base64")
        .toString()
        .split(":");
      if (!auth.startsWith("Basic ") || password !== o.key)
        return json(
          res,
          401,
          {
            type: "https://mailchimp.com/developer/marketing/docs/errors/",
            title: "API Key Invalid",
            status: 401,
            detail: "Your API key may be invalid, or you've attempted to access the wrong datacenter.",
            instance: "x",
          },
          "application/problem+json",
        );
      if (url.pathname !== `/3.0/lists/${o.list}/members`)
        return json(
          res,
          404,
          {
            type: "https://mailchimp.com/developer/marketing/docs/errors/",
            title: "Resource Not Found",
            status: 404,
            detail: "The requested resource could not be found.",
            instance: "x",
          },
          "application/problem+json",
        );
      const all = o.subscribers
        .filter((s) => q.get("status") !== "subscribed" || s.confirmed !== false)
        .map((s, i) => ({
          id: `m${i}`,
          email_address: s.email,
          status: "subscribed",
          merge_fields: { COUNTRY: s.country, TOWN: s.town, LANGUAGE: s.language },
        }));
      const count = Math.min(Number(q.get("count") ?? "10"), 1000, o.pageSize);
      const offset = Number(q.get("offset") ?? "0");
      return json(res, 200, pick({ members: all.slice(offset, offset + count), total_items: all.length }, q.get("fields")));
    }
    if (auth !== `Bearer ${o.key}`) return json(res, 401, { code: 401, message: "Access Denied" });
    if (url.pathname === `/api/v1/sites/${o.site}/forms`)
      return json(res, 200, [
        {
          id: "form-1",
          site_id: "site-1",
          name: o.list,
          paths: null,
          submission_count: o.subscribers.length,
          fields: [],
          created_at: "2030-01-01T00:00:00Z",
        },
      ]);
    if (url.pathname === "/api/v1/forms/form-1/submissions") {
      const perPage = Math.min(Number(q.get("per_page") ?? "100"), o.pageSize);
      const page = Number(q.get("page") ?? "1");
      // Netlify lists the newest first.
      const all = o.subscribers
        .map((s, i) => ({
          id: `s${i}`,
          number: i + 1,
          email: s.email,
          name: null,
          created_at: s.at ?? `2030-01-01T00:00:${String(i).padStart(2, "0")}Z`,
          data: { email: s.email, country: s.country, town: s.town, language: s.language, consent: "yes", ip: "203.0.113.9" },
        }))
        .reverse();
      return json(res, 200, all.slice((page - 1) * perPage, page * perPage));
    }
    return json(res, 404, { code: 404, message: "Not Found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
