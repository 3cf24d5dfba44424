// @vitest-environment jsdom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { createRoutesStub, data } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root.tsx";

// React's act() expects to be told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders a root route with the site's ErrorBoundary around `page` at "/"; returns the page's text parts. */
async function renderFailing(page: { loader?: () => never; Component?: () => never }) {
  const Stub = createRoutesStub([
    { id: "root", path: "/", ErrorBoundary, children: [{ id: "page", index: true, HydrateFallback: () => null, ...page }] },
  ]);
  const host = document.body.appendChild(document.createElement("div"));
  const root = createRoot(host);
  await act(async () => root.render(<Stub />));
  await vi.waitFor(() => expect(host.querySelector("h1")).not.toBeNull());
  const link = [...host.querySelectorAll("main a")].at(-1);
  const result = {
    heading: host.querySelector("h1")?.textContent,
    text: host.textContent,
    link: { text: link?.textContent, href: link?.getAttribute("href") },
  };
  act(() => root.unmount());
  host.remove();
  return result;
}

describe("root ErrorBoundary", () => {
  beforeEach(() => {
    // React and React Router report the caught errors on the console; the test reads the page instead.
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it("shows the status a route throws, with a link home", async () => {
    const page = await renderFailing({
      loader: () => {
        throw data(null, { status: 404, statusText: "Not Found" });
      },
    });
    expect(page.heading).toBe("404");
    expect(page.text).toContain("Page not found");
    expect(page.link).toEqual({ text: "Return to Home", href: "/" });
  });

  it("shows any other error as something gone wrong, with its message in development", async () => {
    const page = await renderFailing({
      Component: () => {
        throw new Error("The stills manifest is missing");
      },
    });
    expect(page.heading).toBe("Something went wrong");
    expect(page.text).toContain("This page could not be shown.");
    expect(page.text).toContain("The stills manifest is missing");
    expect(page.link).toEqual({ text: "Return to Home", href: "/" });
  });

  it("keeps the error's message and stack out of the production build", async () => {
    vi.stubEnv("DEV", false);
    const page = await renderFailing({
      Component: () => {
        throw new Error("The stills manifest is missing");
      },
    });
    expect(page.heading).toBe("Something went wrong");
    expect(page.text).not.toContain("The stills manifest is missing");
    expect(page.link).toEqual({ text: "Return to Home", href: "/" });
  });
});
