// Who asked, from Buttondown's API: its confirmed subscribers, page by page, each kept as the
// place and language the form sent as metadata (metadata__country, __town, __language), or the
// language's tag (language-en). https://docs.buttondown.com/api-subscribers-list
import { personOf, ListProblem, type ListRead, type Person } from "./people.ts";
import { keyFrom, readJson, type Service } from "./read-json.ts";

const service: Service = { name: "Buttondown", keyVariable: "BUTTONDOWN_API_KEY", keyPage: "Buttondown: Settings, API" };

type Subscriber = { metadata?: Record<string, unknown> | null; tags?: unknown[] };
type Page = { results: Subscriber[]; next: string | null; count: number };

export async function readButtondown(env: NodeJS.ProcessEnv, origin = "https://api.buttondown.com"): Promise<ListRead> {
  const key = keyFrom(env, service);
  const headers = { authorization: `Token ${key}` };
  const notFound = "Buttondown has no subscribers' list at this address: is the key a Buttondown API key?";
  const subscribers = (type: string) => {
    const url = new URL("/v1/subscribers", origin);
    url.searchParams.set("type", type);
    return url;
  };
  const people: Person[] = [];
  // Only those who confirmed (regular): the others have not said yes yet, and are counted apart.
  let url: URL | undefined = subscribers("regular");
  while (url) {
    const page: Page = await readJson<Page>(service, url, headers, notFound);
    for (const s of page.results) {
      const metadata = s.metadata ?? {};
      const tag = (s.tags ?? []).find((t): t is string => typeof t === "string" && t.startsWith("language-"));
      people.push(personOf({ ...metadata, language: metadata.language ?? tag?.slice("language-".length) }));
    }
    url = page.next ? new URL(page.next) : undefined;
    // The key goes to Buttondown's host alone, whatever a page's next link says.
    if (url && url.origin !== new URL(origin).origin)
      throw new ListProblem(`Buttondown's next page pointed away from ${new URL(origin).host}: stopped there.`);
  }
  const waiting = await readJson<Page>(service, subscribers("unactivated"), headers, notFound);
  return { people, unconfirmed: waiting.count };
}
