import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, type LinksFunction } from "react-router";
import { SiteNav } from "./components/layout/SiteNav";
import { SiteFooter } from "./components/layout/SiteFooter";
import { LazyToaster } from "./components/ui/LazyToaster";
import appCss from "./styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/img/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#17130f" />
        <Meta />
        {/* A React stylesheet resource; the build inlines its rules into the page (scripts/postbuild/optimise-html.ts). */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page interactive: buttons work from here on (the HTML alone serves links and text).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteNav />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <LazyToaster />
    </>
  );
}
