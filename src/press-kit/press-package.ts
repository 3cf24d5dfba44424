import * as site from "../content";
import { selectionDetails, starsLabel, statusLabel } from "../content";
import { laurelPath } from "../content/laurels";
import { loadJpeg, loadPng, type JpegImage, type PdfImage } from "./load-jpeg";
import { PdfWriter } from "./pdf-writer";

export type SiteContent = typeof site;
/** Loads an image of the site (`/uploads/poster.jpg`) for the PDF: in the browser through a canvas (load-jpeg.ts). */
export type ImageLoader = (src: string) => Promise<JpegImage>;
/** Loads a laurel's SVG (`/laurels/<slug>-dark.svg`) as a PNG `width` pixels wide. */
export type LaurelLoader = (src: string, width: number) => Promise<PdfImage>;

/** The laurels' width on the cover, in pixels. */
const coverLaurelWidth = 600;

/** At most this many laurels on the cover, in the order content features them. */
const coverLaurelsMax = 4;

const uploadUrl = (file: string) => `/uploads/${file}`;

/**
 * The press package PDF, built from the same content as the pages, in press-kit order: cover,
 * stills, synopsis, director's statement, specifications, cast, crew, festivals, contact and
 * release strategy. A missing poster leaves the cover without it; missing stills are logged and
 * the PDF goes on without them. The browser loads the images through a canvas; the build, which
 * makes the PDF once to show its size, passes loaders that read them from public/.
 */
export async function buildPressPackage(
  content: SiteContent = site,
  load: ImageLoader = loadJpeg,
  loadLaurel: LaurelLoader = loadPng,
): Promise<Blob> {
  const { film, facts } = content;
  const coverLaurels = content.laurels.slice(0, coverLaurelsMax);
  const [poster, stills, laurelImages] = await Promise.all([
    load(uploadUrl(content.poster.file)).catch((error: unknown) => {
      console.warn(`Press package: the poster could not be loaded (${String(error)}); the cover goes on without it.`);
      return null;
    }),
    Promise.allSettled(content.pressStills.map((s) => load(uploadUrl(s.file)))),
    // The dark laurels: the cover is white paper. Their words are written beneath them as well.
    Promise.all(coverLaurels.map((l) => loadLaurel(laurelPath(l, "dark"), coverLaurelWidth))).catch((error: unknown) => {
      console.warn(`Press package: the laurels could not be loaded (${String(error)}); the cover names them in words only.`);
      return [];
    }),
  ]);
  const failed = stills.filter((r) => r.status === "rejected");
  if (failed.length > 0)
    console.error(
      `Press package: ${failed.length} production still(s) could not be loaded: ${failed.map((f) => String(f.reason)).join("; ")}`,
    );

  const pdf = new PdfWriter();
  pdf.doc.setProperties({ title: `${film.title} – Press Package`, subject: film.tagline, author: film.copyrightHolder });

  // Cover: the poster, the title, and the laurels beneath when the film has some.
  const withLaurels = coverLaurels.length > 0;
  if (poster) pdf.image(poster, withLaurels ? 140 : 170);
  else pdf.gap(withLaurels ? 50 : 70);
  pdf.centred(film.title.toUpperCase(), 34, "bold");
  pdf.gap(2);
  pdf.centred("Press Package", 16, "normal");
  pdf.gap(2);
  pdf.centred(`A film by ${content.keyPersonnel.director.name}`, 12, "italic");
  if (withLaurels) {
    pdf.gap(8);
    pdf.imageRow(laurelImages, 32);
    for (const l of coverLaurels) pdf.centred(l.alt, 8, "normal", [95, 85, 72]);
  }

  // Production stills, two per page
  const loaded = stills.flatMap((r, i) => (r.status === "fulfilled" ? [{ image: r.value, still: content.pressStills[i]! }] : []));
  loaded.forEach(({ image, still }, i) => {
    if (i % 2 === 0) {
      pdf.newPage();
      if (i === 0) pdf.heading("Production Stills");
    }
    pdf.image(image, 95);
    if (still.caption) pdf.paragraph(still.caption, { italic: true, muted: true });
  });

  pdf.newPage();
  pdf.heading("Synopsis");
  pdf.paragraph(film.tagline, { italic: true });
  film.synopsis.forEach((p) => pdf.paragraph(p));

  pdf.heading("Director's Statement");
  film.directorStatement.forEach((p) => pdf.paragraph(p));
  pdf.paragraph(`— ${content.keyPersonnel.director.name}`, { italic: true });

  if (content.reviews.length > 0) {
    pdf.heading("What Critics Say");
    for (const r of content.reviews) {
      pdf.paragraph(`“${r.quote}”`, { italic: true });
      const stars = r.stars === undefined ? "" : ` (${starsLabel(r.stars)})`;
      pdf.paragraph(`— ${[r.outlet, r.critic].filter(Boolean).join(", ")}${stars}`, { muted: true });
    }
  }

  pdf.heading("Technical Specifications");
  pdf.keyValues([
    ...content.technicalSpecs,
    { label: "Budget", value: facts.budget },
    { label: "Shooting days", value: String(film.shootingDays) },
    { label: "Production dates", value: facts.productionDates },
    { label: "Location", value: film.region },
  ]);

  pdf.heading("Principal Cast");
  for (const m of content.principalCast) {
    pdf.subheading(`${m.name} as ${m.role}${m.special ? ` (${m.special})` : ""}`);
    pdf.paragraph(m.bio);
  }
  pdf.subheading("Supporting Cast");
  pdf.keyValues(content.supportingCast.map((m) => ({ label: m.name, value: m.role })));

  pdf.heading("Key Crew");
  pdf.keyValues(content.keyCrew.map((m) => ({ label: m.role, value: m.name })));

  pdf.heading("Festivals");
  pdf.subheading(`${facts.submittedTo}`);
  for (const f of content.submissions)
    pdf.paragraph(
      `${f.name} (${f.location}): ${[statusLabel(f), selectionDetails(f)].filter(Boolean).join(", ")}, ${f.tier}, notification ${f.notificationDate}`,
    );
  pdf.subheading("Target Festivals");
  for (const f of content.targetFestivals) pdf.paragraph(`${f.name} (${f.category}, deadline ${f.deadline}): ${f.reason}`);

  pdf.heading("Contact Information");
  pdf.keyValues([
    { label: "Name", value: content.pressContact.name },
    { label: "Role", value: content.pressContact.role },
    { label: "E-mail", value: content.pressContact.email },
    { label: "Phone", value: content.pressContact.phone },
  ]);

  pdf.heading("Release Strategy");
  pdf.paragraph(`Release: ${facts.premiere}`);
  film.releaseStrategy.forEach((s) => pdf.paragraph(`${s.title}: ${s.text}`));

  pdf.gap(6);
  pdf.paragraph(facts.copyright, { muted: true });
  return pdf.toBlob();
}
