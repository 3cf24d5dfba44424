import { Fragment, type ReactNode } from "react";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ExternalLink } from "../components/ui/ExternalLink.tsx";
import { film } from "../content/index.ts";
import { lang } from "../content/language.ts";
import { signUp } from "../content/sign-up.ts";
import { pagePath } from "../config/pages.ts";
import { countryName } from "../lib/country-names.ts";
import { fill } from "../lib/fill.ts";
import { localeOf } from "../lib/languages.ts";
import { pageMeta } from "./meta.ts";
import type { Route } from "./+types/privacy.ts";
import { privacyPage as words } from "#lang/words/sign-up.json";

export const meta: Route.MetaFunction = () => pageMeta(pagePath("privacy"), words.title, fill(words.intro, { title: film.title }));

/**
 * What is done with the address a visitor leaves in "Tell me when it plays near me", written from
 * content: who holds the list, which service keeps it and where, what for, how long, how to leave,
 * and where to complain. Built only while content/site.yaml names a list.
 */
export default function Privacy() {
  if (!signUp) return null;
  const { about, contactEmail: email, regulator } = signUp;
  const values = {
    title: film.title,
    company: film.copyrightHolder,
    email,
    service: about.name,
    country: countryName(about.country, lang),
    date: new Intl.DateTimeFormat(localeOf(lang), { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${signUp.keepUntil}T12:00:00Z`)),
    regulator: regulator.name,
  };
  const links = {
    email: (
      <a href={`mailto:${email}`} className="[overflow-wrap:anywhere] underline hover:text-sunflower">
        {email}
      </a>
    ),
    regulator: (
      <ExternalLink href={regulator.address} className="underline hover:text-sunflower">
        {regulator.name}
      </ExternalLink>
    ),
  };
  /** A text filled in, its e-mail address and regulator links. */
  const linked = (text: string) =>
    text.split(/(\{[A-Za-z]+\})/).map((piece, i) => {
      const name = /^\{([A-Za-z]+)\}$/.exec(piece)?.[1];
      return <Fragment key={i}>{name && name in links ? links[name as keyof typeof links] : fill(piece, values)}</Fragment>;
    });
  const part = (title: string, body: ReactNode) => (
    <section className="grid gap-3">
      <h2 className="text-2xl font-semibold">{title}</h2>
      {body}
    </section>
  );
  return (
    <>
      <PageHeader eyebrow={film.title} title={words.title}>
        <p>{fill(words.intro, values)}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 text-sand sm:px-6 [&>*]:max-w-3xl">
        {part(words.whoTitle, <p>{linked(words.who)}</p>)}
        {part(
          words.serviceTitle,
          <>
            <p>{fill(about.sendsMail ? words.service : words.serviceCollects, values)}</p>
            <p>{fill(words.storedIn, values)}</p>
            {about.doubleOptIn && <p>{fill(words.doubleOptIn, values)}</p>}
            <p>
              <ExternalLink href={about.privacyPolicy} className="underline hover:text-sunflower">
                {fill(words.servicePolicy, values)}
              </ExternalLink>
            </p>
          </>,
        )}
        {part(words.purposeTitle, <p>{fill(words.purpose, values)}</p>)}
        {part(words.keptTitle, <p>{fill(words.kept, values)}</p>)}
        {part(words.leaveTitle, <p>{linked(about.sendsMail ? words.leave : words.leaveByWriting)}</p>)}
        {part(words.complainTitle, <p>{linked(words.complain)}</p>)}
      </div>
    </>
  );
}
