import { hydrateIslands, type Hydrated } from "./components/islands/hydrate-islands.tsx";
import { markHydrated } from "./components/layout/early-taps.ts";
import { islandLoaders } from "./islands.ts";
import { registerWebFonts } from "./styles/web-fonts.ts";

// The build starts this module only after the page's first paint (scripts/postbuild/optimise-html.ts),
// so fonts and hydration never hold that paint up. Only the page's islands hydrate, each a React
// root of its own (src/components/islands/): the rest of the page is HTML that never changes
// after the build, and React Router, which rendered it, does not run in the browser. Separate
// tasks, so that none runs long on a phone: starting the font fetches, then loading the islands'
// code and hydrating them, which React splits into short slices. Once all are live, the tap kept
// before (early-taps.ts) is replayed. An island whose code fails stays readable HTML, and the
// others work: the failure is logged, unless the load failed because the visitor was leaving the
// page (Firefox cancels it as the navigation starts), which is no fault (hydrate-islands.tsx). An
// island hydrated when visible (the stills picker, far down its page) comes alive later, when it
// nears the screen, and a tap kept on it is replayed then.
const report = ({ failed }: Hydrated) => {
  for (const message of failed) console.error(message);
  markHydrated();
};
setTimeout(registerWebFonts);
setTimeout(() => void hydrateIslands(islandLoaders, document, report).then(report));
