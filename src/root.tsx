import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, useLocation } from "react-router";
import { SiteNavIsland, ToasterIsland } from "./components/islands/islands.tsx";
import { SiteFooter } from "./components/layout/SiteFooter.tsx";
import { buttonVariants } from "./components/ui/primitives.tsx";
import appCss from "./styles/app.css?url";
import { themeColor } from "./styles/theme-color.ts";
import type { Route } from "./+types/root.ts";
import { pagePath } from "./config/pages.ts";
import { earlyTapsScript } from "./components/layout/early-taps.ts";
import { languageChoiceScript } from "./components/layout/language-choice.ts";
import { FirstScreenEnd, firstScreenEndId } from "./components/layout/FirstScreenEnd.tsx";
import { errorPage, layout, notFound } from "#lang/words/common.json";
import { lang, localPath } from "./content/language.ts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/img/apple-touch-icon.png" },
  // Each language's own: the Spanish pages' app is named in Spanish and starts at /es/.
  { rel: "manifest", href: localPath("/manifest.webmanifest") },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColor} />
        {/* No first paint of half a first screen (FirstScreenEnd.tsx). */}
        <link rel="expect" href={`#${firstScreenEndId}`} blocking="render" />
        {/* Keeps a tap on a button made before hydration and replays it after (early-taps.ts). Its
            text is written by the prerender only: the browser has run it by the time React hydrates,
            so the client bundle leaves it out, and React keeps the element as it is. */}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? earlyTapsScript : "" }} />
        {/* Brings a returning visitor to the language they chose, on their next visit's home page only (language-choice.ts). */}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? languageChoiceScript : "" }} />
        <Meta />
        {/* A React stylesheet resource; the build inlines its rules into the page (scripts/postbuild/optimise-html.ts). */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Links />
      </head>
      <body>
        {children}
        {/* The islands' entry (src/entry.client.tsx), started after the first paint by the build
            (scripts/postbuild/optimise-html.ts). Links load whole pages, whose scroll the browser restores. */}
        <Scripts />
      </body>
    </html>
  );
}

/** What every page sits in, the error page too: skip link, navigation, the page, footer. */
function SiteShell({ children }: { children: ReactNode }) {
  // The page's address in its language, without the language's root or the trailing slash the
  // prerender renders it with (/about/): the navigation marks its link, the switch offers it.
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (
    <>
      <a href="#main" className="skip-link">
        {layout.skipToContent}
      </a>
      <SiteNavIsland path={path} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter path={path} />
      <ToasterIsland />
    </>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/**
 * The page shown when a route fails: inside the site's navigation and footer, so the visitor
 * can go on, the not-found page's look, a heading, a short message and a link home. A status a route throws (a 404, say) shows its code; any other error shows
 * "Something went wrong", with its message and stack in development only. Unknown URLs never
 * come here: they match the not-found route, which the build prerenders.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let heading = errorPage.heading;
  let message = errorPage.message;
  if (isRouteErrorResponse(error)) {
    heading = String(error.status);
    message = error.status === 404 ? errorPage.notFound : error.statusText || message;
  }
  const details = import.meta.env.DEV && error instanceof Error ? error : undefined;

  return (
    <SiteShell>
      <div className="flex min-h-[70vh] flex-col items-center justify-center px-4 pt-28 text-center">
        <h1 className={`font-semibold text-sunflower ${isRouteErrorResponse(error) ? "text-8xl" : "text-5xl sm:text-6xl"}`}>{heading}</h1>
        <p className="mt-4 text-2xl text-cream">{message}</p>
        {details && (
          <>
            <p className="mt-6 max-w-3xl text-sand">{details.message}</p>
            {/* Styled in place: classes no page uses would add rules to the stylesheet every page carries. */}
            <pre className="mt-4 w-full max-w-3xl text-xs text-sand" style={{ whiteSpace: "pre-wrap", textAlign: "left" }}>
              <code>{details.stack}</code>
            </pre>
          </>
        )}
        <Link to={pagePath("home")} className={buttonVariants({ variant: "primary", className: "mt-8" })}>
          {notFound.backHome}
        </Link>
        <FirstScreenEnd />
      </div>
    </SiteShell>
  );
}
