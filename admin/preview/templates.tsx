// The editor's previews, built from the site's own components and its own rules for what a page
// shows of a file (src/content/build-time/as-shown.ts), bundled once per language as the site
// is (scripts/admin/write-admin.ts: #lang/ read as that language's pages read it). Each takes the
// draft as the side being previewed has it, and the first language's side's (the reference, for
// what is named from it: a laurel's file, a screening's id).
import type { ReactNode } from "react";
import { ReviewQuotes } from "#src/components/sections/Reviews.tsx";
import { ScreeningLists } from "#src/components/sections/Screenings.tsx";
import { ReleaseItem } from "#src/components/watch/ReleaseItem.tsx";
import { QuickFacts, TechnicalSpecs } from "#src/components/press/FactTables.tsx";
import { SubmissionCard } from "#src/components/sections/SubmissionCard.tsx";
import { ReleaseStrategy } from "#src/components/press/ReleaseStrategy.tsx";
import { LongText } from "#src/components/ui/LongText.tsx";
import { Section } from "#src/components/ui/Section.tsx";
import { byFestivalNames, festivalsAsShown } from "#src/content/build-time/as-shown.ts";
import { expandPlaceholders, placeholdersFor } from "#src/content/build-time/check/placeholders.ts";
import { paragraphsOf } from "#src/content/build-time/schema/localized-text.ts";
import type { CollectionData } from "#src/content/build-time/collections.ts";
import { formattedFacts } from "#src/content/build-time/formatted-facts.ts";
import { accessVersionsRow, quickFactColumns, technicalSpecRows } from "#src/content/fact-rows.ts";
import { keyPersonnel } from "#src/content/facts.ts";
import { keyCrew, principalCast } from "#src/content/people.ts";
import factWords from "#lang/words/facts.json";
import { laurelsOf, type LaurelStatusWords } from "#src/content/build-time/laurel-rules.ts";
import { allSubmissions, shownSubmissions } from "#src/content/festivals.ts";
import { film } from "#src/content/film.ts";
import { byStatus, localDay, shownReleases } from "#src/content/release-events.ts";
import { showScreenings } from "#src/content/screening-events.ts";
import referenceFestivals from "#src/generated/content/default/festivals.json";
import { lang } from "#src/content/language.ts";
import { laurelPath } from "#src/content/laurels.ts";
import { submissions as festivalWords } from "#lang/words/festivals.json";
import { quickFacts as quickFactLabels, sections as pressSections } from "#lang/words/press.json";
import { screenings as screeningWords } from "#lang/words/screenings.json";
import { kinds, watch as watchWords } from "#lang/words/watch.json";
import accessWords from "#lang/words/access.json";
import { status } from "#lang/words/submissions.json";
import { statement, synopsis as synopsisWords } from "#lang/words/about.json";
import { strategy as strategyWords } from "#lang/words/festivals.json";
import { previewWordsIn } from "./preview-words.ts";
import type { PreviewedFile } from "./previewed-files.ts";

export type PreviewProps = {
  /** The file as the side being previewed has it. */
  data: Record<string, unknown>;
  /** The file as the first language's side has it: the reference side, which names a laurel's file and a screening. */
  reference: Record<string, unknown>;
  /** The site's files as published, by address ("/laurels/leeds-international-film-festival.svg"). */
  files: ReadonlySet<string>;
};

const words = previewWordsIn(lang);
const laurelWords: LaurelStatusWords = { "Official Selection": status.officialSelection, Nominee: status.nominee, Winner: status.winner };

/** The festivals as the Festivals page lists them: each card with its badges, and its laurel where the site has drawn it. */
function FestivalsPreview({ data, reference, files }: PreviewProps) {
  const festivals = festivalsAsShown(data as CollectionData<"festivals">, lang);
  const referenceNames = (reference as CollectionData<"festivals">).submissions.map((s) => s.name);
  const { all } = laurelsOf(festivals.submissions, undefined, referenceNames, laurelWords);
  const shown = shownSubmissions(festivals.submissions);
  const undrawn = all.filter((l) => !files.has(laurelPath(l)));
  return (
    <Section title={festivalWords.title}>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {shown.map((f, i) => {
          const laurel = all.find((l) => l.festival === f.name);
          return (
            <SubmissionCard key={`${i}-${f.name}`} submission={f} laurel={laurel && files.has(laurelPath(laurel)) ? laurel : undefined} />
          );
        })}
      </ul>
      {undrawn.length > 0 && <p className="mt-4 text-sm text-sand">{words.undrawnLaurels(undrawn.map((l) => l.festival))}</p>}
      {shown.length < festivals.submissions.length && <p className="mt-2 text-sm text-sand">{words.declinedUnnamed}</p>}
    </Section>
  );
}

/** The reviews as the Press page quotes them (Home, the first three): the quote, its stars and its source. */
function ReviewsPreview({ data }: PreviewProps) {
  const { reviews } = data as CollectionData<"reviews">;
  return (
    <Section title={pressSections.reviews}>
      {reviews.length > 0 ? <ReviewQuotes reviews={reviews} /> : <p className="text-sm text-sand">{words.none}</p>}
    </Section>
  );
}

/**
 * The screenings as the Festivals page and Home list them: to come, soonest first, each with its
 * date and time as the venue's clock reads them, then the past ones; its festival named in the
 * language (festivals.yaml as published).
 */
function ScreeningsPreview({ data, reference }: PreviewProps) {
  const { screenings } = data as CollectionData<"screenings">;
  const cities = (reference as CollectionData<"screenings">).screenings.map((s) => s.city);
  const named = byFestivalNames(
    screenings,
    referenceFestivals.submissions.map((s) => s.name),
    allSubmissions.map((s) => s.name),
  );
  return (
    <Section title={screeningWords.title}>
      <ScreeningLists list={showScreenings(named, film, lang, cities, accessWords)} />
    </Section>
  );
}

/** The releases as /watch lists them: where, how, in which countries and where each stands today. */
function ReleasesPreview({ data }: PreviewProps) {
  const { releases } = shownReleases((data as CollectionData<"releases">).releases, { ...watchWords, kinds }, lang, accessWords);
  return (
    <Section title={watchWords.title}>
      {releases.length > 0 ? (
        <ul className="grid grid-cols-1 gap-3">
          {byStatus(releases, localDay()).map((r) => (
            <ReleaseItem key={r.id} release={r} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-sand">{words.none}</p>
      )}
    </Section>
  );
}

/**
 * The film's facts as the Press page tables them: its quick facts and technical specifications,
 * each figure formatted from the draft as the build formats it (the people as published).
 */
function FilmPreview({ data }: PreviewProps) {
  const film = data as CollectionData<"film">;
  const formatted = formattedFacts(film, { keyCrew, principalCast }, factWords as CollectionData<"words/facts">, lang);
  return (
    <>
      <Section title={pressSections.quickFacts}>
        <QuickFacts columns={quickFactColumns(film, formatted, keyPersonnel, quickFactLabels)} />
      </Section>
      <Section title={pressSections.technicalSpecs}>
        <TechnicalSpecs rows={technicalSpecRows(film, formatted, factWords.specs, accessVersionsRow(film, accessWords, lang))} />
      </Section>
    </>
  );
}

/**
 * The long texts as the pages set them, each paragraph a paragraph: the synopsis and the
 * director's statement as About, the festival strategy as Festivals, the release strategy as
 * Press; {title} and the other placeholders put in as the build puts them.
 */
function TextsPreview({ data }: PreviewProps) {
  const texts = expandPlaceholders(data, placeholdersFor(film.title, referenceFestivals, lang), () => {}) as {
    synopsis?: string;
    directorsStatement?: string;
    festivalStrategy?: string;
    releaseStrategy?: { title: string; text: string }[];
  };
  const paragraphs = (text: string | undefined) => paragraphsOf(text ?? "");
  return (
    <>
      <Section title={synopsisWords.title}>
        <LongText paragraphs={paragraphs(texts.synopsis)} />
      </Section>
      <Section title={statement.title}>
        <LongText paragraphs={paragraphs(texts.directorsStatement)} className="max-w-3xl" />
      </Section>
      <Section title={strategyWords.title}>
        <LongText paragraphs={paragraphs(texts.festivalStrategy)} className="max-w-3xl" />
      </Section>
      <Section title={pressSections.releaseStrategy}>
        <ReleaseStrategy parts={(texts.releaseStrategy ?? []).map((s) => ({ title: s.title, text: paragraphs(s.text).join(" ") }))} />
      </Section>
    </>
  );
}

/** The previews, by the name the editor's configuration gives each file. */
export const previews: Record<PreviewedFile, (props: PreviewProps) => ReactNode> = {
  festivals: FestivalsPreview,
  reviews: ReviewsPreview,
  screenings: ScreeningsPreview,
  releases: ReleasesPreview,
  film: FilmPreview,
  texts: TextsPreview,
};
