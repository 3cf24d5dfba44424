// Press contact: fictional, on a reserved .example domain and the UK drama phone range.
export const pressContact = {
  name: "Daniel Reyes-Hart",
  role: "Writer/Director/Producer",
  email: "daniel@girasolfilm.example",
  phone: "+44 20 7946 0321",
};

export const mailSubjects = {
  screener: "Screener Access Request",
  interview: "Press Interview Request",
};

/** A pre-filled e-mail to the press contact. */
export function mailtoLink(subject: string, body?: string): string {
  const query = [`subject=${encodeURIComponent(subject)}`];
  if (body) query.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${pressContact.email}?${query.join("&")}`;
}
