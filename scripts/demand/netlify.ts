// Who asked, from Netlify's API: the site's form of that name, and its verified submissions, a
// hundred a page. Netlify keeps every post, so one person who signed up twice is counted once,
// where they said last; their address is only compared here, never kept or shown.
// https://docs.netlify.com/manage/forms/submissions/#api
import { ListProblem, personOf, type ListRead, type Person } from "./people.ts";
import { keyFrom, readJson, type Service } from "./read-json.ts";

const service: Service = {
  name: "Netlify",
  keyVariable: "NETLIFY_AUTH_TOKEN",
  keyPage: "Netlify: User settings, Applications, Personal access tokens",
};

type Form = { id: string; name: string };
type Submission = { email?: string; created_at?: string; data?: Record<string, unknown> };
const perPage = 100;

export async function readNetlify(
  env: NodeJS.ProcessEnv,
  settings: { list: string; siteAddress: string },
  origin = "https://api.netlify.com",
): Promise<ListRead> {
  const key = keyFrom(env, service);
  const headers = { authorization: `Bearer ${key}` };
  // Netlify knows a site by its ID or by its domain: the site's own address, unless the team says.
  const site = env.NETLIFY_SITE_ID?.trim() || new URL(settings.siteAddress).hostname;
  const forms = await readJson<Form[]>(
    service,
    new URL(`/api/v1/sites/${encodeURIComponent(site)}/forms`, origin),
    headers,
    `Netlify has no site ${site} for this token: set NETLIFY_SITE_ID to the site's ID (Netlify: Site configuration, Site details).`,
  );
  const form = forms.find((f) => f.name === settings.list);
  if (!form)
    throw new ListProblem(
      `Netlify's site ${site} has no form named "${settings.list}" yet: it appears once the site is published with the form and Netlify's form detection is on (Forms, Enable form detection).`,
    );
  const byAddress = new Map<string, { at: string; person: Person }>();
  for (let page = 1; ; page++) {
    const url = new URL(`/api/v1/forms/${encodeURIComponent(form.id)}/submissions`, origin);
    url.searchParams.set("per_page", String(perPage));
    url.searchParams.set("page", String(page));
    const submissions = await readJson<Submission[]>(service, url, headers, `Netlify has no form ${form.id} any more: run this again.`);
    for (const s of submissions) {
      const data = s.data ?? {};
      // A post without an address (none should pass the form) counts as one person of its own.
      const address =
        String(data.email ?? s.email ?? "")
          .trim()
          .toLowerCase() || `#${byAddress.size}`;
      const at = s.created_at ?? "";
      const seen = byAddress.get(address);
      if (!seen || at > seen.at) byAddress.set(address, { at, person: personOf(data) });
    }
    if (submissions.length < perPage) break;
  }
  return { people: [...byAddress.values()].map((v) => v.person) };
}
