import Mail from "lucide-react/icons/mail";
import { facts, film, mailSubjects, mailtoLink, technicalSpecs } from "../../content/index.ts";
import { screeningCopies } from "../../content/screening-copies.ts";
import { fill } from "../../lib/fill.ts";
import { cn } from "../../lib/utils.ts";
import { FactList } from "../ui/FactList.tsx";
import { buttonVariants, Card, cardVariants } from "../ui/primitives.tsx";
import { copyKinds, exhibitors as words, subtitleModes } from "#lang/words/press.json";
import { specs } from "#lang/words/facts.json";
import { accessShown } from "../../content/access-shown.ts";

// For cinemas, film societies and festivals booking the film: the film's own facts as a
// projectionist needs them, each screening copy with its technical details, and a booking
// e-mail pre-filled with what the team needs to answer. Plain HTML: no script.

/** The facts a booking turns on, in the order a projectionist checks them: from film.yaml, as the specifications table words them. */
const filmFacts = [
  specs.runtime,
  specs.aspectRatio,
  specs.audio,
  specs.languagesLabel,
  specs.subtitles,
  ...accessShown.versions.map((v) => v.label),
].flatMap((label) => technicalSpecs.filter((s) => s.label === label));

/** What a copy carries for access, by the names projectionists know (worked out at build time), if anything. */
const tracksOf = (kind: string) => accessShown.copies[kind] || undefined;

const bookingLink = mailtoLink(mailSubjects.booking, fill(words.bookingMail, { title: film.title }));

export function Exhibitors() {
  return (
    <>
      <p className="max-w-3xl text-sand">{fill(words.intro, { title: film.title })}</p>
      <Card className="mt-6">
        <h3 className="mb-4 text-xl font-semibold text-sunflower">{words.filmFacts}</h3>
        {/* One row of the five facts on a wide screen; with the access versions' long line, two of three. */}
        <FactList
          rows={filmFacts}
          className={cn("grid gap-x-8 gap-y-4 sm:grid-cols-2", filmFacts.length > 5 ? "lg:grid-cols-3" : "lg:grid-cols-5")}
        />
      </Card>
      <h3 className="mt-8 mb-4 text-xl font-semibold text-sunflower">{words.copies}</h3>
      <ul className="grid gap-6 md:grid-cols-3">
        {screeningCopies.map((copy) => (
          <li key={copy.kind} className={cardVariants({ className: "flex flex-col" })}>
            <h4 className="font-sans text-lg font-semibold text-cream">{copyKinds[copy.kind]}</h4>
            <FactList
              className="mt-4 space-y-3"
              rows={[
                { label: words.picture, value: copy.picture },
                { label: words.subtitles, value: fill(subtitleModes[copy.subtitles], { languages: facts.subtitles }) },
                ...(tracksOf(copy.kind) ? [{ label: accessShown.tracksLabel, value: tracksOf(copy.kind)! }] : []),
                ...(copy.size === undefined ? [] : [{ label: words.size, value: copy.size }]),
                ...(copy.delivery === undefined ? [] : [{ label: words.delivery, value: copy.delivery }]),
              ]}
            />
          </li>
        ))}
      </ul>
      <a href={bookingLink} className={buttonVariants({ variant: "primary", className: "mt-8 print:hidden" })}>
        <Mail aria-hidden="true" className="size-4" /> {words.book}
      </a>
    </>
  );
}
