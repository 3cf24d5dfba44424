import { contactLabels } from "#lang/words/press-kit.json";
import { palette } from "./pdf-palette.ts";
import type { PdfWriter } from "./pdf-writer.ts";
import type { SiteContent } from "./pdf-types.ts";

// A block both PDFs print: the press package's contact section and the festival strategy's.

/** The press contact with a mailto and tel link, and the film's web addresses, each clickable. */
export function contactBlock(pdf: PdfWriter, content: SiteContent) {
  const c = content.pressContact;
  // Kept whole with its heading.
  pdf.keep(150);
  pdf.text(c.name, { font: "display", size: 14 }, 1);
  pdf.text(c.role, { color: palette.muted }, 6);
  const rows: [string, string, string][] = [
    [contactLabels.emailLabel, c.email, `mailto:${c.email}`],
    [contactLabels.phoneLabel, c.phone, `tel:${c.phone.replace(/\s/g, "")}`],
    [contactLabels.website, content.siteUrl.replace(/^https:\/\//, ""), `${content.siteUrl}/`],
    [content.filmDatabaseLink.label, content.filmDatabaseLink.href.replace(/^https:\/\/(www\.)?/, ""), content.filmDatabaseLink.href],
    [content.socialLink.label, content.socialLink.href.replace(/^https:\/\/(www\.)?/, ""), content.socialLink.href],
  ];
  for (const [label, text, href] of rows) {
    const top = pdf.y;
    pdf.text(label, { font: "bodyBold", size: 9, color: palette.muted, width: 80 });
    pdf.y = top;
    pdf.text(text, { color: palette.dusk, link: href, x: pdf.left + 84, width: pdf.contentWidth - 84 }, 3);
  }
  pdf.y += 6;
}
