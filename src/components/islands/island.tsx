import { useId, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { IslandRoot } from "./island-root.tsx";
import type { IslandName } from "./names.ts";

/**
 * Makes `Component` an island: rendered with the page at build time, and the one part of it the
 * browser hydrates (hydrate-islands.tsx), alone, with the props given here, which the page
 * carries as JSON. It is rendered as a React root of its own, so that its HTML is exactly what
 * hydrating it renders: `useId` counts from the island's root, under an id prefix of its own,
 * as hydrateRoot does it. Its element takes no box (`display: contents`): the page's layout is
 * the same with it or without it. `as` keeps the HTML valid where a div may not stand (a span in
 * a paragraph). `when`: "load" hydrates it once the page has painted; "visible" only when it
 * comes near the screen, for a large island that is never on the first screen (its work then
 * stays out of the page's load on a phone).
 */
export function island<P extends object>(
  name: IslandName,
  Component: ComponentType<P>,
  { as = "div", when = "load" }: { as?: "div" | "span"; when?: "load" | "visible" } = {},
): ComponentType<P> {
  function Island(props: P) {
    const id = useId();
    const Tag = as;
    const html = renderToString(
      <IslandRoot>
        <Component {...props} />
      </IslandRoot>,
      { identifierPrefix: id },
    );
    return (
      <Tag
        data-island={name}
        data-island-id={id}
        data-props={JSON.stringify(props)}
        data-hydrate={when === "visible" ? when : undefined}
        style={{ display: "contents" }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
