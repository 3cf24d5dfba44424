import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { registerWebFonts } from "./styles/web-fonts.ts";

// The build starts this module only after the page's first paint (scripts/postbuild/optimise-html.ts),
// so fonts and hydration never hold that paint up. What follows runs as separate tasks, so
// that none runs long on a phone: evaluating React's modules (this one), starting the font
// fetches, opening the tab's sessionStorage (its first use is a synchronous call to the
// browser, which React Router's first render would otherwise make) and hydration, which React
// then splits into short slices.
setTimeout(registerWebFonts);
setTimeout(() => {
  try {
    void window.sessionStorage.length;
  } catch {
    // Storage blocked: React Router copes without it.
  }
});
setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
