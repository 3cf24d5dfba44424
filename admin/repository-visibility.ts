// Whether the git host says the site's repository is public. News written ahead of its hour sits in
// the repository until then (docs/editing.md, "News that must wait for its hour"): in a public one,
// anyone can read it there. The editor asks once it is signed in (save-status.ts), and the hour's
// field warns before the news is saved (zoned-time-field.ts).
import type { UiLang } from "./ui-language.ts";

let isPublic = false;
const listeners = new Set<() => void>();

/** Whether the git host has said the repository is public. */
export const repositoryIsPublic = () => isPublic;

/** Told when the git host's answer comes; returns the way to stop listening. */
export function onVisibility(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The git host's word on the repository (GitHub's `private`), once asked. */
export function noteVisibility(repository: { private?: unknown } | undefined): void {
  const now = repository?.private === false;
  if (now === isPublic) return;
  isPublic = now;
  listeners.forEach((l) => l());
}

/** The warning at the field of an hour news waits for, in the editor's language. */
export const publicRepositoryWords: Record<UiLang, string> = {
  en: "The git host says this site's repository is public: until this hour, anyone can read the news in it there. Make the repository private before saving news ahead (on GitHub: Settings → General → Danger Zone → Change visibility).",
  es: "Según el servidor git, el repositorio del sitio es público: hasta esa hora, cualquiera puede leer ahí la noticia. Hazlo privado antes de guardar noticias por adelantado (en GitHub: Settings → General → Danger Zone → Change visibility).",
};
