import { selectionDetails, statusLabel, tierLabel } from "../content/index.ts";
import { festivalStrategy as words, pages, pressPackage, tables } from "#lang/words/press-kit.json";
import { lang } from "../content/language.ts";
import { fill } from "../lib/fill.ts";
import { fillCounted } from "../content/counted.ts";
import { localeOf, rootLanguage } from "../lib/languages.ts";
import { festivalStrategy } from "../content/lazy/long-texts.ts";
import { palette } from "./pdf-palette.ts";
import { PAGE, type PdfFile } from "./pdf-page.ts";
import { PdfWriter } from "./pdf-writer.ts";
import { targetFestivalsTable } from "./target-festivals.ts";
import { contactBlock } from "./contact-block.ts";
import type { PdfAssets, SiteContent } from "./pdf-types.ts";

/** The key art's band across the top of the first page, in points. */
export const keyArtBand = { width: PAGE.width, height: 250 };

/** The first bookmark: the page with the key art and the title. */
export const strategyCoverTitle = pressPackage.cover;

/**
 * The festival strategy's sections, in order: their titles are the PDF's bookmarks. A list with
 * no entry has no section: before the first submission, the targets alone, or the strategy and
 * the contact alone.
 */
export function strategySections(content: SiteContent): { title: string; draw: (pdf: PdfWriter) => void }[] {
  const { facts } = content;
  const sections: { title: string; draw: (pdf: PdfWriter) => void; shown: boolean }[] = [
    { title: words.strategy, draw: (pdf) => festivalStrategy.forEach((p) => pdf.paragraph(p)), shown: true },
    {
      shown: content.submissions.length > 0,
      title: fill(words.currentSubmissions, { badge: facts.festivalsBadge }),
      draw: (pdf) => {
        pdf.table(
          content.submissions.map((f) => [
            { text: `${f.name}\n${f.location}`, style: { font: "bodyBold" } },
            [statusLabel(f), selectionDetails(f)].filter(Boolean).join("\n"),
            `${tierLabel(f.tier)}\n${f.judgingStatus}`,
            f.notificationMonth,
          ]),
          [2.4, 1.6, 1.1, 1.3],
          [tables.festival, tables.status, tables.tierAndJudging, tables.notification],
          { text: `${facts.submittedTo}.`, style: { font: "bodyBold" } },
        );
      },
    },
    {
      shown: content.targetFestivals.length > 0,
      title: fillCounted(words.targetFestivals, { count: facts.targetsCount }),
      draw: (pdf) => targetFestivalsTable(pdf, content.targetFestivals),
    },
    { title: words.contact, draw: (pdf) => contactBlock(pdf, content), shown: true },
  ];
  return sections.filter((s) => s.shown).map(({ title, draw }) => ({ title, draw }));
}

/** The festival strategy's bookmarks: the cover's, then each section's. */
export const strategyOutline = (content: SiteContent) => [strategyCoverTitle, ...strategySections(content).map((s) => s.title)];

/** The festival strategy document, in the press package's design: strategy text, every submission and every target. */
export async function buildFestivalStrategy(content: SiteContent, assets: PdfAssets): Promise<PdfFile> {
  const { film, facts } = content;
  const pdf = new PdfWriter(assets.fonts, {
    title: `${film.title} — ${words.name}`,
    subject: fill(words.subject, { tagline: film.tagline }),
    author: film.copyrightHolder,
    keywords: [film.title, film.genre, words.name.toLocaleLowerCase(localeOf(lang)), ...film.productionCompanies].join(", "),
    lang: localeOf(lang),
    footer: `${film.title} — ${words.name}`,
    pageOf: pages.pageOf,
  });
  pdf.page();
  // The cover is a band of the key art across the top, the title beneath it; the strategy follows.
  pdf.doc.outline.addItem(strategyCoverTitle);
  const band = keyArtBand;
  if (assets.images.keyArt) pdf.image(assets.images.keyArt, 0, 0, band.width, band.height, content.keyArt.alt);
  else pdf.fill(0, 0, band.width, band.height);
  pdf.y = band.height + 30;
  pdf.text(words.name.toLocaleUpperCase(localeOf(lang)), { font: "bodyBold", size: 8.5, color: palette.ochreOnPaper }, 2);
  pdf.title(
    film.title,
    { font: "display", size: 46, color: palette.ink, lineGap: 0, tag: "H1" },
    { minSize: 22, maxLines: 3, height: 120, language: rootLanguage },
    2,
  );
  pdf.text(film.tagline, { font: "displayItalic", size: 14, color: palette.dusk }, 4);
  // "Submitted to N festivals" once there is one.
  const line = [film.genre, facts.year, facts.runtime, ...(content.allSubmissions.length > 0 ? [facts.submittedTo] : [])];
  pdf.text(line.join(" · "), { size: 9, color: palette.muted }, 6);

  for (const s of strategySections(content)) {
    pdf.heading(s.title);
    s.draw(pdf);
  }
  pdf.y += 10;
  pdf.text(facts.copyright, { size: 8, color: palette.muted });
  return pdf.toFile();
}
