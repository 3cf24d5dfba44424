import { quoted, selectionDetails, starsLabel, statusLabel, tierLabel } from "../content/index.ts";
import { bioOf } from "../content/bios.ts";
import { directorStatement, releaseStrategy } from "../content/lazy/long-texts.ts";
import { imageCopyright, pressCaption, usageTerms } from "../content/lazy/captions.ts";
import { pages, pressPackage as words, specifications, tables } from "#lang/words/press-kit.json";
import { lang } from "../content/language.ts";
import { fill } from "../lib/fill.ts";
import { localeOf, rootLanguage } from "../lib/languages.ts";
import { billingBlock } from "./billing.ts";
import { contactBlock } from "./contact-block.ts";
import type { PdfAssets, PdfImages, SiteContent } from "./pdf-types.ts";
import { palette } from "./pdf-palette.ts";
import { PAGE, type PdfFile } from "./pdf-page.ts";
import { PdfWriter } from "./pdf-writer.ts";
import { targetFestivalsTable } from "./target-festivals.ts";

/** At most this many laurels on the cover, in the order content features them. */
export const coverLaurelsMax = 4;

/** A section of the press package: its heading (and bookmark) and what it draws. */
type Section = { title: string; level?: 2; draw: (pdf: PdfWriter) => void };

/** Pages of large stills: the production stills, two a page. */
const STILLS_PER_PAGE = 2;

/**
 * The sections of the press package in press-kit order (after the cover): stills, synopsis,
 * director's statement, reviews when there are some, specifications, cast, crew, festivals and
 * target festivals when there are some, contact and release strategy. Their titles are the PDF's bookmarks; the tests read them here.
 */
export function pressSections(content: SiteContent, images: PdfImages): Section[] {
  const { film, facts } = content;
  const stills = content.pressStills.flatMap((s) => {
    const image = images.stills.get(s.file);
    return image ? [{ still: s, image }] : [];
  });
  const sections: Section[] = [];
  if (stills.length > 0)
    sections.push({
      title: words.productionStills,
      draw: (pdf) => {
        stills.forEach(({ still, image }, i) => {
          if (i > 0 && i % STILLS_PER_PAGE === 0) pdf.page();
          // Full-bleed across the page, the caption, credit and copyright under it.
          const height = (PAGE.width * image.height) / image.width;
          pdf.keep(height + 40);
          pdf.picturePage();
          const top = pdf.y;
          const caption = pressCaption(still.file);
          pdf.image(image.data, 0, top, PAGE.width, height, caption?.caption ?? still.alt);
          pdf.y = top + height + 9;
          pdf.text(caption?.caption ?? still.alt, { size: 9.5, lineGap: 2.5 }, 3);
          pdf.text(
            [caption?.credit, caption?.copyright ?? imageCopyright].filter(Boolean).join("  ·  "),
            { size: 7.5, color: palette.muted },
            22,
          );
        });
        // What a publication may do with them, as every file of the archive says inside it.
        pdf.text(usageTerms, { size: 7.5, color: palette.muted });
      },
    });
  sections.push({
    title: words.synopsis,
    draw: (pdf) => {
      pdf.paragraph(film.tagline, { font: "displayItalic", size: 14, color: palette.dusk, lineGap: 3 });
      film.synopsis.forEach((p) => pdf.paragraph(p));
    },
  });
  sections.push({
    title: words.directorsStatement,
    draw: (pdf) => {
      directorStatement.forEach((p) => pdf.paragraph(p));
      pdf.paragraph(`— ${content.keyPersonnel.director.name}`, { font: "displayItalic", size: 12, color: palette.dusk });
    },
  });
  if (content.reviews.length > 0)
    sections.push({
      title: words.critics,
      draw: (pdf) => {
        for (const r of content.reviews) {
          const quote = quoted(r.quote);
          const by = `— ${[r.outlet, r.critic].filter(Boolean).join(", ")}${r.stars === undefined ? "" : ` (${starsLabel(r.stars)})`}`;
          const quoteStyle = { font: "displayItalic" as const, size: 13, lineGap: 3 };
          pdf.keep(pdf.measure(quote, quoteStyle) + 30);
          pdf.text(quote, quoteStyle, 3);
          pdf.text(by, { size: 9, color: palette.muted, ...(r.url ? { link: r.url } : {}) }, 12);
        }
      },
    });
  sections.push({
    title: words.technicalSpecifications,
    draw: (pdf) =>
      pdf.table(
        [
          ...content.technicalSpecs,
          { label: specifications.budget, value: facts.budget },
          { label: specifications.shootingDays, value: String(film.shootingDays) },
          { label: specifications.productionDates, value: facts.productionDates },
          { label: specifications.location, value: film.region },
        ].map((r) => [r.label, r.value]),
        [1, 2],
      ),
  });
  sections.push({
    title: words.principalCast,
    draw: (pdf) => {
      // Each actor whole on a page: the headshot at the left, name, role and bio beside it.
      const photo = { width: 68, height: 85, gap: 16 };
      for (const m of content.principalCast) {
        const headshot = images.headshots.get(m.headshot.file);
        const indent = headshot ? photo.width + photo.gap : 0;
        const width = pdf.contentWidth - indent;
        const x = pdf.left + indent;
        const name = `${m.name}${m.special ? ` (${words.star})` : ""}`;
        const as = fill(words.castAs, { role: m.role });
        const nameStyle = { font: "display" as const, size: 13, lineGap: 1, width, x };
        const role = { font: "bodyItalic" as const, size: 9.5, color: palette.dusk, width, x };
        const bio = { width, x };
        const text = bioOf(m.name);
        const textHeight = pdf.measure(name, nameStyle) + pdf.measure(as, role) + 4 + pdf.measure(text, bio);
        pdf.keep(Math.max(textHeight, headshot ? photo.height : 0) + 14);
        const top = pdf.y;
        if (headshot) pdf.image(headshot.data, pdf.left, top, photo.width, photo.height, `${name}, ${as}`);
        pdf.text(name, nameStyle);
        pdf.text(as, role, 4);
        pdf.text(text, bio);
        pdf.y = Math.max(pdf.y, headshot ? top + photo.height : 0) + 14;
      }
    },
  });
  sections.push({
    title: words.supportingCast,
    level: 2,
    draw: (pdf) =>
      pdf.table(
        content.supportingCast.map((m) => [m.name, m.role]),
        [1, 2],
      ),
  });
  sections.push({
    title: words.keyCrew,
    draw: (pdf) =>
      pdf.table(
        content.keyCrew.map((m) => [m.role, m.name]),
        [1, 1],
      ),
  });
  // The festivals, as the Festivals page lists them: no heading over an empty list (a new film
  // has submitted nowhere yet); the targets stand under the festivals, or alone.
  const festivals = content.submissions.length > 0;
  if (festivals)
    sections.push({
      title: words.festivals,
      draw: (pdf) => {
        pdf.table(
          content.submissions.map((f) => [
            { text: `${f.name}\n${f.location}`, style: { font: "bodyBold" } },
            [statusLabel(f), selectionDetails(f)].filter(Boolean).join("\n"),
            tierLabel(f.tier),
            f.notificationMonth,
          ]),
          [2.6, 1.8, 0.8, 1.2],
          [tables.festival, tables.status, tables.tier, tables.notification],
          { text: `${facts.submittedTo}.`, style: { font: "bodyBold" } },
        );
      },
    });
  if (content.targetFestivals.length > 0)
    sections.push({
      title: words.targetFestivals,
      ...(festivals ? { level: 2 as const } : {}),
      draw: (pdf) => targetFestivalsTable(pdf, content.targetFestivals),
    });
  sections.push({ title: words.contact, draw: (pdf) => contactBlock(pdf, content) });
  sections.push({
    title: words.releaseStrategy,
    draw: (pdf) => {
      // Kept whole with its heading: a strategy read across a page break loses its thread.
      pdf.keep(releaseStrategy.reduce((h, s) => h + pdf.measure(s.text) + 30, 24));
      pdf.paragraph(fill(words.release, { premiere: facts.premiere }), { font: "bodyBold" });
      for (const s of releaseStrategy) {
        pdf.keep(pdf.measure(s.text) + 30);
        pdf.text(s.title, { font: "display", size: 11.5, color: palette.dusk }, 2);
        pdf.paragraph(s.text);
      }
    },
  });
  return sections;
}

/** The press package's bookmarks: the cover's, then each section's. */
export const pressOutline = (content: SiteContent, images: PdfImages) => [
  words.cover,
  ...pressSections(content, images).map((s) => s.title),
];

/**
 * The press package PDF, built at build time from the same content as the pages: the cover
 * (the poster's artwork full-bleed, the title, the laurels and the billing block), then the
 * sections of `pressSections`, the copyright line last.
 */
export async function buildPressPackage(content: SiteContent, assets: PdfAssets): Promise<PdfFile> {
  const { film, facts } = content;
  const pdf = new PdfWriter(assets.fonts, {
    title: `${film.title} — ${words.name}`,
    subject: film.tagline,
    author: film.copyrightHolder,
    keywords: [film.title, film.genre, words.name.toLocaleLowerCase(localeOf(lang)), "EPK", ...film.productionCompanies].join(", "),
    lang: localeOf(lang),
    footer: `${film.title} — ${words.name}`,
    pageOf: pages.pageOf,
  });
  cover(pdf, content, assets.images);
  const sections = pressSections(content, assets.images);
  sections.forEach((s, i) => {
    // The stills open on a page of their own; the text sections after them start on a fresh page.
    if (i === 0 || sections[i - 1]!.title === words.productionStills) pdf.page();
    pdf.heading(s.title, s.level ? { level: s.level } : {});
    s.draw(pdf);
  });
  pdf.y += 10;
  pdf.text(facts.copyright, { size: 8, color: palette.muted });
  return pdf.toFile();
}

/** The cover: the artwork full-bleed, "Press Package", the title and tagline, the laurels, the billing block. */
function cover(pdf: PdfWriter, content: SiteContent, images: PdfImages) {
  const { film, facts } = content;
  pdf.page({ bare: true });
  pdf.picturePage();
  pdf.doc.outline.addItem(words.cover);
  if (images.cover) pdf.image(images.cover, 0, 0, PAGE.width, PAGE.height, content.poster.alt);
  else pdf.fill(0, 0, PAGE.width, PAGE.height);
  // The ink fades in at the top and the foot, where the words sit, so they read on any artwork.
  pdf.fill(0, 0, PAGE.width, 300, { from: 0.82, to: 0 });
  pdf.fill(0, 470, PAGE.width, PAGE.height - 470, { from: 0, to: 0.94 });

  pdf.y = 56;
  pdf.text(words.name.toLocaleUpperCase(localeOf(lang)), { font: "bodyBold", size: 8.5, color: palette.sunflower, align: "center" }, 8);
  // A long title on two or three lines, smaller, above the artwork's middle, where the fade ends.
  pdf.title(
    film.title,
    { font: "display", size: 86, color: palette.sunflower, align: "center", lineGap: 0, tag: "H1" },
    { minSize: 28, maxLines: 3, height: 190, language: rootLanguage },
    4,
  );
  pdf.text(film.tagline, { font: "displayItalic", size: 15, color: palette.cream, align: "center" }, 6);
  pdf.text(`${film.genre} · ${facts.runtime} · ${facts.year}`, { size: 8.5, color: palette.sand, align: "center" });

  // The billing block at the foot, as posters carry it: the roles small, the names in capitals.
  const runs = billingBlock(content).map((c) => [
    ...(c.role ? [{ text: c.role, font: "body" as const, size: 7, color: palette.sand }] : []),
    ...c.names.map((n) => ({ text: n.toUpperCase(), font: "bodyBold" as const, size: 9.5, color: palette.cream, characterSpacing: 0.3 })),
    ...(c.after ? [{ text: c.after, font: "body" as const, size: 7, color: palette.sand }] : []),
  ]);
  const box = { x: 64, width: PAGE.width - 128, lineHeight: 14 };
  const billingTop = PAGE.height - 44 - pdf.centredRuns(runs, { ...box, draw: false });

  const laurels = images.laurels.slice(0, coverLaurelsMax);
  const featured = content.laurels.slice(0, laurels.length);
  if (laurels.length > 0) {
    const height = 70;
    const slot = 118;
    const rowWidth = slot * laurels.length;
    const top = billingTop - height - 52;
    laurels.forEach((l, i) => {
      const w = (l.width * height) / l.height;
      const x = (PAGE.width - rowWidth) / 2 + i * slot;
      pdf.image(l.data, x + (slot - w) / 2, top, w, height, featured[i]!.alt);
      // The laurel's words in the text layer too, small beneath it.
      pdf.y = top + height + 4;
      pdf.text(featured[i]!.alt, { size: 6, color: palette.sand, align: "center", width: slot - 8, x: x + 4, lineGap: 0.5 });
    });
  }

  pdf.y = billingTop;
  pdf.centredRuns(runs, box);
  pdf.y = PAGE.height - 30;
  pdf.text(facts.copyright, { size: 6.5, color: palette.sand, align: "center" });
}
