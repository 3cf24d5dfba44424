import { startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandRoot, type IslandProps } from "./island-root.tsx";

/** How the browser gets each island's component, by the name island() gave it: loaded on demand. */
export type IslandLoaders = Record<string, () => Promise<ComponentType<IslandProps>>>;

/**
 * Hydrates every island of the page (`[data-island]`), each as a React root of its own with the
 * props and id prefix the build wrote, and nothing else of the page: the rest is HTML that
 * never changes. Each island on its own: one whose code fails to load (or that no loader knows)
 * stays the HTML it was and is named in `failed`, and the others hydrate all the same. Resolves
 * once every island has hydrated (its effects have run) or failed.
 */
export async function hydrateIslands(loaders: IslandLoaders, page: ParentNode = document): Promise<{ hydrated: number; failed: string[] }> {
  const elements = [...page.querySelectorAll<HTMLElement>("[data-island]")];
  const results = await Promise.allSettled(
    elements.map(async (element) => {
      const name = element.dataset.island ?? "";
      const load = loaders[name];
      if (!load) throw new Error(`hydrate-islands: the page has an island "${name}" that no loader knows`);
      const Component = await load();
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
    }),
  );
  const failed = results.flatMap((r) => (r.status === "rejected" ? [String((r.reason as Error)?.message ?? r.reason)] : []));
  return { hydrated: results.length - failed.length, failed };
}
