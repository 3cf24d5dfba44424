import { useEffect, type ReactNode } from "react";

// What an island is made of on both sides: its root component, rendered at build time (island.tsx)
// and hydrated in the browser (hydrate-islands.tsx) as the same tree, so the two match.

/** A value an island's props may hold: what JSON carries from the build into the page. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
/** An island's props, written into the page as JSON. */
export type IslandProps = { [key: string]: Json };

/** The island's root: its component, and a call once React has hydrated it (none at build time). */
export function IslandRoot({ children, onHydrated }: { children: ReactNode; onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}
