// Who asked, from Mailchimp's Marketing API: the audience's subscribed members, a thousand at a
// time, asking for their merge fields alone (`fields`), so no address leaves Mailchimp.
// https://mailchimp.com/developer/marketing/api/list-members/list-members-info/
import { defaultMergeTags, mailchimpForm, type MergeTags } from "#src/content/sign-up-services.ts";
import { ListProblem, personOf, type ListRead, type Person } from "./people.ts";
import { keyFrom, readJson, type Service } from "./read-json.ts";

const service: Service = {
  name: "Mailchimp",
  keyVariable: "MAILCHIMP_API_KEY",
  keyPage: "Mailchimp: your profile, Extras, API keys",
};

type Page = { members?: { merge_fields?: Record<string, unknown> }[]; total_items: number };

export async function readMailchimp(
  env: NodeJS.ProcessEnv,
  settings: { list: string; mergeTags?: Partial<MergeTags> },
  origin?: string,
): Promise<ListRead> {
  const key = keyFrom(env, service);
  // The key ends in its data centre ("…-us21"), which is the API's host.
  const centre = /-([a-z]+\d+)$/.exec(key)?.[1];
  if (!centre)
    throw new ListProblem(`The key in MAILCHIMP_API_KEY does not end in its data centre (like -us21): copy the whole key from Mailchimp.`);
  const form = mailchimpForm(settings.list);
  if (!form) throw new ListProblem("content/site.yaml's signUp list is not a Mailchimp embedded form's address.");
  const tags = { ...defaultMergeTags, ...settings.mergeTags };
  const headers = { authorization: `Basic ${Buffer.from(`film-site:${key}`).toString("base64")}` };
  const base = origin ?? `https://${centre}.api.mailchimp.com`;
  const notFound = `Mailchimp has no audience ${form.id} for this key: check that the key is from the account whose embedded form content/site.yaml names.`;
  const people: Person[] = [];
  for (let offset = 0; ;) {
    const url = new URL(`/3.0/lists/${form.id}/members`, base);
    url.searchParams.set("status", "subscribed");
    url.searchParams.set("count", "1000");
    url.searchParams.set("offset", String(offset));
    url.searchParams.set("fields", "total_items,members.merge_fields");
    const page = await readJson<Page>(service, url, headers, notFound);
    const members = page.members ?? [];
    for (const m of members) {
      const f = m.merge_fields ?? {};
      people.push(personOf({ country: f[tags.country], town: f[tags.town], language: f[tags.language] }));
    }
    offset += members.length;
    if (members.length === 0 || offset >= page.total_items) break;
  }
  return { people };
}
