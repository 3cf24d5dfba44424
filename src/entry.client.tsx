import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// Every page arrives as finished HTML: let the browser paint it first, then hydrate in a
// later task, so the first paint never waits for React.
requestAnimationFrame(() =>
  setTimeout(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  ),
);
