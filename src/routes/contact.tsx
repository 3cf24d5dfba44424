import Mail from "lucide-react/icons/mail";
import { Picture } from "../components/media/Picture.tsx";
import { buttonVariants } from "../components/ui/primitives.tsx";
import { film, poster, pressContact } from "../content/index.ts";
import { preloadImage } from "../components/media/image-sources.ts";
import { pagePath } from "../config/pages.ts";
import { fill } from "../lib/fill.ts";
import { meta as metaWords, page } from "#lang/words/contact.json";
import { pageMeta } from "./meta.ts";
import { FirstScreenEnd } from "../components/layout/FirstScreenEnd.tsx";
import type { Route } from "./+types/contact.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    pagePath("contact"),
    metaWords.title,
    fill(metaWords.description, { name: pressContact.name, role: pressContact.role, title: film.title }),
  );

const posterSizes = "(min-width: 768px) 50vw, 100vw";
export const links: Route.LinksFunction = () => [preloadImage(poster, posterSizes)];

export default function Contact() {
  return (
    <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-28 pb-12 sm:px-6 md:grid-cols-2 md:pt-32">
      <Picture image={poster} priority sizes={posterSizes} className="mx-auto h-auto w-full max-w-md rounded-2xl shadow-2xl" />
      <div>
        <h1 className="text-5xl font-semibold sm:text-6xl">{page.title}</h1>
        <p className="mt-5 text-lg text-sand">{fill(page.intro, { name: pressContact.name, role: pressContact.role })}</p>
        <a
          href={`mailto:${pressContact.email}`}
          className={buttonVariants({ variant: "primary", size: "lg", className: "mt-8 max-w-full" })}
        >
          <Mail aria-hidden="true" className="size-5 shrink-0" />
          {/* An address longer than a phone's line breaks inside, as addresses do, rather than widen the page. */}
          <span className="min-w-0 [overflow-wrap:anywhere]">{pressContact.email}</span>
        </a>
      </div>
      <FirstScreenEnd />
    </div>
  );
}
