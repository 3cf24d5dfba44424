import { startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandRoot, type IslandProps } from "./island-root.tsx";
import { leavingEvents } from "./leaving-events.ts";

/** How the browser gets each island's component, by the name island() gave it: loaded on demand. */
export type IslandLoaders = Record<string, () => Promise<ComponentType<IslandProps>>>;

/**
 * What became of a set of islands: how many hydrated, and why each other one did not. An island
 * whose code stopped loading because the visitor was leaving the page is in neither.
 */
export type Hydrated = { hydrated: number; failed: string[] };

/** How far from the screen an island hydrated when visible starts: a screen's height, above and below. */
export const nearScreen = "100% 0px";

/**
 * Hydrates the islands of the page (`[data-island]`), each as a React root of its own with the
 * props and id prefix the build wrote, and nothing else of the page: the rest is HTML that
 * never changes. Each island on its own: one whose code fails to load (or that no loader knows)
 * stays the HTML it was and is named in `failed`, and the others hydrate all the same; unless
 * the visitor was leaving the page as it failed (loadUnlessLeaving): that one stays HTML, unnamed.
 *
 * Resolves once every island to hydrate on load has hydrated (its effects have run) or failed.
 * An island to hydrate when visible (`data-hydrate="visible"`) waits until its content comes
 * within a screen of the viewport, then hydrates and calls `later` with what became of it; its
 * element is marked `data-hydrated` then, hydrated or failed, as the document is once the
 * others are (src/entry.client.tsx). Nothing else of the page changes: the islands hydrate in
 * place.
 */
export async function hydrateIslands(
  loaders: IslandLoaders,
  page: ParentNode = document,
  later: (result: Hydrated) => void = () => {},
): Promise<Hydrated> {
  const elements = [...page.querySelectorAll<HTMLElement>("[data-island]")];
  const whenVisible = elements.filter((element) => element.dataset.hydrate === "visible" && typeof IntersectionObserver === "function");
  for (const element of whenVisible)
    whenNear(element, async () => {
      const result = await settle([hydrateIsland(element, loaders)]);
      element.dataset.hydrated = "true";
      later(result);
    });
  return settle(elements.filter((element) => !whenVisible.includes(element)).map((element) => hydrateIsland(element, loaders)));
}

async function settle(hydrations: Promise<boolean>[]): Promise<Hydrated> {
  const results = await Promise.allSettled(hydrations);
  const failed = results.flatMap((r) => (r.status === "rejected" ? [String((r.reason as Error)?.message ?? r.reason)] : []));
  return { hydrated: results.filter((r) => r.status === "fulfilled" && r.value).length, failed };
}

/** Hydrates one island: true once it has, false if its code stopped loading as the visitor left the page. */
async function hydrateIsland(element: HTMLElement, loaders: IslandLoaders): Promise<boolean> {
  const name = element.dataset.island ?? "";
  const load = loaders[name];
  if (!load) throw new Error(`hydrate-islands: the page has an island "${name}" that no loader knows`);
  const Component = await loadUnlessLeaving(load);
  if (!Component) return false;
  const props = JSON.parse(element.dataset.props ?? "{}") as IslandProps;
  await new Promise<void>((hydrated) =>
    // A transition: React hydrates in slices, so no task runs long.
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandRoot onHydrated={hydrated}>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix: element.dataset.islandId ?? "" },
      );
    }),
  );
  return true;
}

/**
 * Loads an island's code (every island's load goes through here), and handles its failure. A
 * visitor who follows a link while the page still loads starts a navigation (`beforeunload`
 * fires), and Firefox then cancels the page's loads under way, an island's code among them
 * ("error loading dynamically imported module"), before the next page arrives (`pagehide`).
 * Nothing is wrong then, and nothing is said: the island stays the HTML it was, and this
 * resolves with no component. Any other failure is thrown, for hydrateIslands to name in `failed`.
 * The listeners are on only while the code loads, so a live page carries none (a `beforeunload`
 * listener can keep a page out of a browser's back-forward cache).
 */
async function loadUnlessLeaving(load: IslandLoaders[string]): Promise<ComponentType<IslandProps> | undefined> {
  let leaving = false;
  const leave = () => {
    leaving = true;
  };
  for (const type of leavingEvents) window.addEventListener(type, leave);
  try {
    return await load();
  } catch (error) {
    if (leaving) return undefined;
    throw error;
  } finally {
    for (const type of leavingEvents) window.removeEventListener(type, leave);
  }
}

/** Calls `start` once, when the island's content comes near the screen: its own element takes no box, so its children are watched. */
function whenNear(element: HTMLElement, start: () => void) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: nearScreen },
  );
  for (const child of element.children) observer.observe(child);
}
