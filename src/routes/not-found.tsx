import { Link } from "react-router";
import { NotFoundLogIsland } from "../components/islands/islands.tsx";
import { buttonVariants } from "../components/ui/primitives.tsx";
import { pageTitle } from "./meta.ts";
import type { Route } from "./+types/not-found.ts";
import { pagePath } from "../config/pages.ts";
import { notFound } from "#lang/words/common.json";
import { FirstScreenEnd } from "../components/layout/FirstScreenEnd.tsx";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("/404", notFound.pageTitle) }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center px-4 pt-28 text-center">
      <h1 className="text-8xl font-semibold text-sunflower">404</h1>
      <NotFoundLogIsland />
      <p className="mt-4 text-2xl text-cream">{notFound.message}</p>
      <Link to={pagePath("home")} className={buttonVariants({ variant: "primary", className: "mt-8" })}>
        {notFound.backHome}
      </Link>
      <FirstScreenEnd />
    </div>
  );
}
