import { Link } from "react-router";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { film } from "../content/index.ts";
import { pagePath } from "../config/pages.ts";
import { fill } from "../lib/fill.ts";
import { pageMeta } from "./meta.ts";
import type { Route } from "./+types/signed-up.ts";
import { signUp as signUpWords, thanks } from "#lang/words/sign-up.json";

export const meta: Route.MetaFunction = () => [
  ...pageMeta(pagePath("signed-up"), thanks.title, fill(signUpWords.done, { title: film.title })),
  // A page a form ends on, not one to find.
  { name: "robots", content: "noindex" },
];

/**
 * Where "Tell me when it plays near me" ends without script on a site whose own host collects the
 * sign-ups (Netlify Forms answers the form's post with the page its action names).
 */
export default function SignedUp() {
  return (
    <PageHeader eyebrow={film.title} title={thanks.title}>
      <p>{fill(signUpWords.done, { title: film.title })}</p>
      <p className="mt-6">
        <Link to={pagePath("home")} className="underline hover:text-sunflower">
          {fill(thanks.back, { title: film.title })}
        </Link>
      </p>
    </PageHeader>
  );
}
