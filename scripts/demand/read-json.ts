// One request to a list service's API, its failures said in the team's words: a key refused, a
// list not found, the service down or out of reach. Never prints what the service answered, which
// may hold addresses, nor the key.
import { ListProblem } from "./people.ts";

export type Service = {
  /** "Buttondown" */
  name: string;
  /** The environment variable the key is in, for the messages. */
  keyVariable: string;
  /** Where the team makes a key, for the messages. */
  keyPage: string;
};

/** GETs `url` with `headers` and gives its JSON, or throws a ListProblem that says what to do. */
export async function readJson<T>(service: Service, url: URL, headers: Record<string, string>, notFound: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: "application/json", ...headers }, signal: AbortSignal.timeout(30_000) });
  } catch {
    throw new ListProblem(`${service.name} could not be reached at ${url.host}: check this computer's connection and try again.`);
  }
  if (response.status === 401 || response.status === 403)
    throw new ListProblem(
      `${service.name} refused the key in ${service.keyVariable}: it may be mistyped, revoked or from another account. ` +
        `Make a new one (${service.keyPage}), put it in ${service.keyVariable} and try again.`,
      service.keyVariable,
    );
  if (response.status === 404) throw new ListProblem(notFound);
  if (response.status === 429) throw new ListProblem(`${service.name} asks us to slow down (too many requests): try again in a minute.`);
  if (!response.ok)
    throw new ListProblem(`${service.name} answered with an error (HTTP ${response.status}) and gave no list: try again in a few minutes.`);
  try {
    return (await response.json()) as T;
  } catch {
    throw new ListProblem(
      `${service.name} answered with something that is not its list (HTTP ${response.status}): try again in a few minutes.`,
    );
  }
}

/** The key in `variable`, or a ListProblem that says where to find one and how to give it. */
export function keyFrom(env: NodeJS.ProcessEnv, service: Service): string {
  const key = env[service.keyVariable]?.trim();
  if (!key)
    throw new ListProblem(
      `No key to read ${service.name}'s list: make one (${service.keyPage}) and give it to this command in its environment, ` +
        `as ${service.keyVariable}=… npm run demand. Keep it out of the repository and of content/.`,
      service.keyVariable,
    );
  return key;
}
