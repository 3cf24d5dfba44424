// Local stand-ins for the lists a sign-up posts to, each answering as its service documents its
// form: Buttondown's embed endpoint (POST /api/emails/embed-subscribe/<username>, urlencoded
// `email`, `embed`, `tag`, `metadata__<key>`), Mailchimp's hosted form (POST
// /subscribe/post?u=<u>&id=<id>, `EMAIL`, the audience's merge tags, the empty `b_<u>_<id>`
// honeypot) and Netlify Forms (a POST to the site with `form-name` and the fields its
// prerendered form registered). Each checks the fields by those names, keeps what it was sent,
// and answers as told: taken, a 500, or the connection dropped. The browser never reaches a real
// service: the test's page sends the service's requests here (route()).
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page, Route } from "@playwright/test";

export type Service = "buttondown" | "mailchimp" | "netlify";
/** What the stand-in does with the next posts: take them, fail with a 500, or drop the connection. */
export type Answer = "take" | "fail" | "drop";

export type Received = { path: string; fields: [string, string][]; contentType: string };

export type StandIn = {
  url: string;
  received: Received[];
  answer: Answer;
  /** Why the stand-in refused a post: a field missing or misnamed, as the service would. */
  refusals: string[];
  close: () => Promise<void>;
};

const email = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

/** What the service would refuse in a post, in its documentation's terms; none for a post it takes. */
function refusalsOf(service: Service, path: string, fields: URLSearchParams, expected: { names: string[]; honeypot?: string }): string[] {
  const wrong: string[] = [];
  const emailField = service === "mailchimp" ? "EMAIL" : "email";
  if (!email.test(fields.get(emailField) ?? "")) wrong.push(`${emailField} is not an address: "${fields.get(emailField)}"`);
  if (service === "buttondown") {
    if (!/^\/api\/emails\/embed-subscribe\/[A-Za-z0-9_-]+$/.test(path)) wrong.push(`not Buttondown's embed endpoint: ${path}`);
    if (fields.get("embed") !== "1") wrong.push("embed is not 1");
    if (fields.getAll("tag").length === 0) wrong.push("no tag");
    for (const key of fields.keys())
      if (!["email", "embed", "tag"].includes(key) && !key.startsWith("metadata__")) wrong.push(`${key} is not a Buttondown field`);
  }
  if (service === "mailchimp" && !/^\/subscribe\/post\?u=\w+&id=\w+/.test(path)) wrong.push(`not a Mailchimp form's address: ${path}`);
  if (service === "netlify" && !fields.get("form-name")) wrong.push("no form-name");
  if (expected.honeypot !== undefined && (fields.get(expected.honeypot) ?? "") !== "")
    wrong.push(`${expected.honeypot} is filled: a robot`);
  if (service !== "buttondown")
    for (const key of fields.keys()) if (!expected.names.includes(key)) wrong.push(`${key} is not a field the form registered`);
  return wrong;
}

const body = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    request.on("end", () => resolve(text));
  });

/**
 * A stand-in for `service`, taking the fields `names` (Mailchimp's and Netlify's forms register
 * theirs; Buttondown takes any metadata__ field), with its honeypot's name.
 */
export async function startStandIn(service: Service, expected: { names: string[]; honeypot?: string }): Promise<StandIn> {
  const standIn = { received: [] as Received[], answer: "take" as Answer, refusals: [] as string[] };
  const server: Server = createServer(async (request, response) => {
    const text = await body(request);
    const path = request.url ?? "/";
    const contentType = request.headers["content-type"] ?? "";
    const fields = new URLSearchParams(text);
    standIn.received.push({ path, fields: [...fields], contentType });
    if (standIn.answer === "drop") return request.socket.destroy();
    if (standIn.answer === "fail") {
      response.writeHead(500, { "content-type": "text/html" }).end("<h1>Internal Server Error</h1>");
      return;
    }
    const wrong = [
      ...(contentType.startsWith("application/x-www-form-urlencoded") ? [] : [`sent as ${contentType}, not urlencoded`]),
      ...refusalsOf(service, path, fields, expected),
    ];
    standIn.refusals.push(...wrong);
    response
      .writeHead(wrong.length > 0 ? 400 : 200, { "content-type": "text/html; charset=utf-8" })
      .end(wrong.length > 0 ? `<h1>Refused</h1><p>${wrong.join("; ")}</p>` : `<h1>${service}: check your inbox</h1>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(standIn, {
    url,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as StandIn;
}

/**
 * Sends the page's posts to `target` (the service's origin, or the site's own for Netlify) to the
 * stand-in, and gives the browser its answer; a dropped connection is dropped for the browser too.
 * `landing`: for a post the stand-in takes, the page the browser is shown instead of its answer (Netlify's
 * action page, fetched from the site).
 */
export async function postsTo(page: Page, target: string, standIn: StandIn, landing?: (route: Route) => Promise<string | undefined>) {
  await page.route(
    (url) => url.origin === new URL(target).origin,
    async (route) => {
      const request = route.request();
      if (request.method() !== "POST") return route.fallback();
      const url = new URL(request.url());
      try {
        const answer = await fetch(`${standIn.url}${url.pathname}${url.search}`, {
          method: "POST",
          headers: { "content-type": request.headers()["content-type"] ?? "" },
          body: request.postData() ?? "",
        });
        const landed = answer.ok && landing ? await landing(route) : undefined;
        await route.fulfill({
          status: answer.status,
          contentType: landed !== undefined ? "text/html; charset=utf-8" : (answer.headers.get("content-type") ?? "text/html"),
          body: landed ?? (await answer.text()),
        });
      } catch {
        await route.abort("connectionreset");
      }
    },
  );
}
