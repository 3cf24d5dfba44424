import { mailSubjects, pressContact } from "#lang/contact.json";

// Press contact and the subjects of the pre-filled e-mails, edited in content/contact.yaml
// (fictional: a reserved .example domain and the UK drama phone range).
export { mailSubjects, pressContact };

/** A pre-filled e-mail to the press contact. */
export function mailtoLink(subject: string, body?: string): string {
  const query = [`subject=${encodeURIComponent(subject)}`];
  if (body) query.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${pressContact.email}?${query.join("&")}`;
}
