import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { registerWebFonts } from "./styles/web-fonts";

// The build starts this module only after the page's first paint (scripts/optimise-html.ts),
// so fonts and hydration never hold that paint up.
registerWebFonts();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
