import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { registerWebFonts } from "./styles/web-fonts";

// The build starts this module only after the page's first paint (scripts/optimise-html.ts),
// so fonts and hydration never hold that paint up. Hydration starts in a task of its own:
// evaluating React's modules and attaching its listeners in one task made a long one.
registerWebFonts();
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
