// What the editor says when a save meets someone else's (merge-draft.ts), in the editor's
// language: the team's words, which the browser tests read from here. Fields are named by their
// labels in the form, a list's entries by what names them ("Leeds International Film Festival"),
// and a side by its language in the editor's ("French", "francés").
import { labelOf } from "./field-labels.ts";
import type { Clash, Place } from "./merge-draft.ts";
import { sideName, type UiLang } from "./ui-language.ts";

const quoted = (v: unknown, nothing = "(nothing)") =>
  typeof v === "string" && v !== "" ? `"${v}"` : v === undefined || v === "" ? nothing : JSON.stringify(v);

/** "Submissions › Leeds International Film Festival › Judging status". */
export const placeWords = (at: Place) => at.map((step) => (typeof step === "string" ? labelOf(step) : step.entry)).join(" › ");
/** An entry as the refusal names it: "Seville European Film Festival (Submissions)". */
const entryWords = (at: Place) => {
  const step = at.at(-1);
  const entry = typeof step === "object" ? step.entry : "";
  return `${entry || "An entry"} (${placeWords(at.slice(0, -1))})`;
};
/** The fields a change touched, as a sentence names them: "status and judging status" («Status» y «Judging status»). */
const fieldsWords = (fields: string[], and: "and" | "y") => {
  const names = fields.map((f) => (and === "and" ? labelOf(f).toLowerCase() : `«${labelOf(f)}»`));
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)}`;
};

export const mergeWords = {
  en: {
    clash: "Someone else saved this file after you opened it, and some of your changes meet theirs:",
    again:
      "Save again to keep yours over theirs where you both changed a field, or write theirs in first. Everything else they changed is kept either way.",
    problems: "Someone else saved this file after you opened it, and with their changes it would have these problems:",
    bothChanged: (c: Extract<Clash, { kind: "both-changed" }>) =>
      `${placeWords(c.at)}${c.lang ? ` (${sideName(c.lang, "en")})` : ""} now reads ${quoted(c.theirs)}; yours, ${quoted(c.mine)}.`,
    removedByTheirs: (c: Extract<Clash, { kind: "removed-by-theirs" }>) =>
      `${entryWords(c.at)} was removed by the other save; your change to its ${fieldsWords(c.fields, "and") || "value"} would go with it. Save again to put it back with your change, or remove it here too.`,
    removedByMine: (c: Extract<Clash, { kind: "removed-by-mine" }>) =>
      `${entryWords(c.at)} was changed by the other save (its ${fieldsWords(c.fields, "and") || "value"}), and you removed it. Save again to remove it all the same.`,
  },
  es: {
    clash: "Otra persona guardó este archivo después de que lo abrieras, y algunos de tus cambios chocan con los suyos:",
    again:
      "Vuelve a guardar para que tu versión prevalezca donde los dos cambiasteis el mismo campo, o escribe antes la suya. El resto de sus cambios se conserva en cualquier caso.",
    problems: "Otra persona guardó este archivo después de que lo abrieras y, con sus cambios, tendría estos problemas:",
    bothChanged: (c: Extract<Clash, { kind: "both-changed" }>) =>
      `${placeWords(c.at)}${c.lang ? ` (${sideName(c.lang, "es")})` : ""} ahora dice ${quoted(c.theirs, "(nada)")}; tú escribiste ${quoted(c.mine, "(nada)")}.`,
    removedByTheirs: (c: Extract<Clash, { kind: "removed-by-theirs" }>) =>
      `La otra persona ha quitado ${entryWords(c.at)} al guardar; tu cambio en ${fieldsWords(c.fields, "y") || "su valor"} se perdería con ello. Vuelve a guardar para recuperarlo con tu cambio, o quítalo tú también.`,
    removedByMine: (c: Extract<Clash, { kind: "removed-by-mine" }>) =>
      `La otra persona ha cambiado ${entryWords(c.at)} (${fieldsWords(c.fields, "y") || "su valor"}) y tú lo has quitado. Vuelve a guardar para quitarlo de todos modos.`,
  },
} satisfies Record<UiLang, unknown>;

/** One clash, in the editor's language. */
export function clashWords(c: Clash, lang: UiLang = "en"): string {
  const words = mergeWords[lang];
  if (c.kind === "both-changed") return words.bothChanged(c);
  return c.kind === "removed-by-theirs" ? words.removedByTheirs(c) : words.removedByMine(c);
}

/** The refusal of a save over the other's changes: each clash, then what saving again does. */
export function clashRefusal(clashes: readonly Clash[], lang: UiLang = "en"): string {
  const words = mergeWords[lang];
  const values = clashes.some((c) => c.kind === "both-changed");
  return [words.clash, ...clashes.map((c) => clashWords(c, lang)), ...(values ? [words.again] : [])].join("\n");
}
