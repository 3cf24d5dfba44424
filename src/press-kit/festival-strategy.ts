import * as site from "../content";
import { selectionDetails, statusLabel } from "../content";
import { PdfWriter } from "./pdf-writer";
import type { SiteContent } from "./press-package";

/** The festival strategy document: strategy text, every submission and every target. */
export async function buildFestivalStrategy(content: SiteContent = site): Promise<Blob> {
  const { film, facts } = content;
  const pdf = new PdfWriter();
  pdf.doc.setProperties({ title: `${film.title} – Festival Strategy`, author: film.copyrightHolder });

  pdf.title(`${film.title}: Festival Strategy`);
  pdf.paragraph(`${film.genre}, ${facts.year}, ${facts.runtime}. ${film.tagline}`, { italic: true, muted: true });

  pdf.heading("Strategy");
  content.festivalStrategy.forEach((p) => pdf.paragraph(p));

  pdf.heading(`Current Submissions (${facts.festivalsBadge})`);
  for (const f of content.submissions) {
    pdf.subheading(f.name);
    const details = selectionDetails(f);
    pdf.paragraph(
      `${f.location} · Status: ${statusLabel(f)}${details ? ` · ${details}` : ""} · Judging: ${f.judgingStatus} · ${f.tier} · Notification ${f.notificationDate}`,
    );
  }

  pdf.heading(`Target Festivals (${facts.targetsCount})`);
  for (const f of content.targetFestivals) {
    pdf.subheading(f.name);
    pdf.paragraph(`${f.category} · Deadline ${f.deadline}`, { muted: true });
    pdf.paragraph(f.reason);
  }

  pdf.heading("Contact");
  pdf.paragraph(
    `${content.pressContact.name}, ${content.pressContact.role} · ${content.pressContact.email} · ${content.pressContact.phone}`,
  );
  pdf.gap(6);
  pdf.paragraph(facts.copyright, { muted: true });
  return pdf.toBlob();
}
