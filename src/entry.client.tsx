import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { registerWebFonts } from "./styles/web-fonts";

// Every page arrives as finished HTML: let the browser paint it first, then load the fonts and
// hydrate in a later task, so the first paint never waits for React or a font.
requestAnimationFrame(() =>
  setTimeout(() => {
    registerWebFonts();
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  }),
);
