// Plain-text helpers shared by the content modules and the build, free of any data (the
// content loader runs them before anything is generated).

/** "goteborg-film-festival" from "Göteborg Film Festival", "sao-paulo" from "São Paulo": file names and ids. */
export const slugOf = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The months in English, January first: dates are formatted by hand, without Intl's ICU data. */
export const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
