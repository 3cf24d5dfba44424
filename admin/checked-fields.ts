// The editor's fields, each the editor's own control (text, long text, choice, number, yes/no)
// wrapped so that Sveltia CMS asks it, before every save, whether its value may be saved: the
// answer is the build's content check (draft-check.ts) run on the whole draft, and a problem
// stands at the field it is about, in the build's words. A problem with no field here (one of
// another file, a list's length, a photo) stands at the top of the file, in the "Check" field.
// Sveltia CMS 0.221 calls `isValid` on a custom field's instance and refuses the save while one
// answers `{ error: { message } }`; it shows the message at the field and in its list of errors.
import countries from "i18n-iso-countries";
import type { Shapes } from "./content-format.ts";
import { labelOf } from "./field-labels.ts";
import type { DraftCheck, DraftProblems } from "./draft-check.ts";
import type { Lang, Placed } from "./problem-places.ts";

/** An Immutable.js map, as Sveltia CMS hands entries and field settings to a control. */
export type ImmutableMap = { get: (key: string) => unknown; toJS: () => Record<string, unknown> };
type Props = { entry?: ImmutableMap; value?: unknown; field: ImmutableMap; ref?: unknown; onChange?: unknown; [key: string]: unknown };

/** The "Check" field's name (scripts/admin/config.ts): its value is the editor's, never the file's. */
export const checkFieldName = "contentCheck";
type Instance = {
  props: Props;
  root?: HTMLElement | null;
  /** How many times React has rendered it. */
  renders?: number;
  setState: (s: object) => void;
  state: { problems?: string[] };
};
type Sveltia = {
  getFieldType: (name: string) => { control: unknown; preview?: unknown } | undefined;
  registerFieldType: (name: string, control: unknown, preview?: unknown) => void;
};
declare const createClass: (spec: Record<string, unknown>) => unknown;
declare const h: (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;

const locales: Lang[] = ["en", "es"];
/** A choice's options, made as the field shows: in the editor's language, from the files as read. */
type Options = () => { label: string; value: string }[];
/** Every country's two letters (ISO 3166), as the build's check takes them. */
const countryCodes = Object.keys(countries.getAlpha2Codes());

/** A field's key path as the form labels it: "keyCrew.2.role" as "Key crew 3 › Role". */
export const fieldWords = (keyPath: string) =>
  keyPath
    .split(".")
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : labelOf(part)))
    .join(" › ")
    .replace(/ › (\d+)/g, " $1");

/** The content the entry holds in each language, as the editor will save it: without its own keys (a list item's `__sc_item_id`). */
export function draftOf(entry: ImmutableMap): { file: string; locale: Lang; content: Partial<Record<Lang, Record<string, unknown>>> } {
  const others = Object.keys((entry.get("i18n") as ImmutableMap | undefined)?.toJS() ?? {});
  const locale = locales.find((l) => !others.includes(l)) ?? "en";
  const own = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(own)
      : v && typeof v === "object"
        ? Object.fromEntries(Object.entries(v).flatMap(([k, x]) => (k.startsWith("__sc_") || k === checkFieldName ? [] : [[k, own(x)]])))
        : v;
  const content: Partial<Record<Lang, Record<string, unknown>>> = {
    [locale]: own((entry.get("data") as ImmutableMap).toJS()) as Record<string, unknown>,
  };
  const i18n = ((entry.get("i18n") as ImmutableMap | undefined)?.toJS() ?? {}) as Record<string, { data?: Record<string, unknown> }>;
  for (const other of others)
    if (locales.includes(other as Lang)) content[other as Lang] = own(i18n[other]?.data ?? {}) as Record<string, unknown>;
  return { file: String(entry.get("path") ?? ""), locale, content };
}

/** Wires the wrapped fields, the "Check" field and the check before saving into Sveltia CMS. */
export function registerCheckedFields(
  cms: Sveltia,
  checker: DraftCheck,
  shapesOf: (file: string) => Shapes | undefined,
  /** Told of each file's draft as the editor shows it, its "Check" field first on screen. */
  opened: (draft: ReturnType<typeof draftOf>) => void = () => {},
): void {
  const spanish = () => document.documentElement.lang.startsWith("es");
  const live = new Set<Instance>();
  const summaries = new Set<Instance>();
  const listeners = new Set<() => void>();
  let latest: DraftProblems | undefined;
  /** The entry of the latest field rendered: the draft as it is now, in both languages. */
  let freshest: ImmutableMap | undefined;
  const rendered = (entry: ImmutableMap | undefined) => {
    if (entry) freshest = entry;
  };
  /** The side whose change gave the latest word. */
  let changedOn: Lang | undefined;
  /** How many words there have been: the "Check" fields pass each new one on once. */
  let latestCount = 0;
  /** The latest word each field and "Check" field has answered by. */
  const answered = new WeakMap<Instance, number>();
  /** Waits for sides to catch up with a word, each told again when a field answers. */
  const catchingUp = new Set<() => void>();
  const answers = (i: Instance) => {
    answered.set(i, latestCount);
    catchingUp.forEach((c) => c());
  };

  /** Where an instance stands: its field's key path and its side's language. */
  const placeOf = (i: Instance) => ({
    keyPath: i.root?.closest("[data-key-path]")?.getAttribute("data-key-path") ?? "",
    locale: i.props.entry ? draftOf(i.props.entry).locale : "en",
  });
  const shownAt = (p: Placed) =>
    [...live].some((i) => {
      const at = placeOf(i);
      return at.locale === p.locale && at.keyPath === p.keyPath;
    });

  /**
   * The draft's problems. Asked by the editor (`afterRender`), once React has rendered the props the
   * editor gave with the question: it asks right after handing them over, and a field's entry is
   * the draft as it was when the field last rendered (checked against an older draft, a field that
   * was just filled in would be said to be empty).
   */
  const check = async (i: Instance, { afterRender = true } = {}): Promise<DraftProblems | undefined> => {
    if (afterRender) {
      const renders = i.renders ?? 0;
      // Within a frame or two; given up on after a second (the last check before saving stands).
      for (let waited = 0; (i.renders ?? 0) === renders && waited < 1000; waited += 10)
        await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // The draft as last rendered, on either side: a side renders its fields again only when its own
    // language changes, so a field's own entry may hold the other language as it was.
    const entry = freshest ?? i.props.entry;
    if (!entry) return undefined;
    const draft = draftOf(entry);
    const shapes = shapesOf(draft.file);
    if (!shapes) return undefined;
    const result = checker.check(draft.file, draft.content, shapes);
    // A new word is new problems (the two sides read the same draft in their own order of fields).
    if (latest === undefined || result.all.join("\n") !== latest.all.join("\n")) {
      latest = result;
      changedOn = draft.locale;
      latestCount++;
      answers(i);
      // The "Check" field of the other side, where open, is about to tell that side to ask its
      // fields again: this answer stays pending until every field there has answered by this word
      // (or a newer word has come, whose answer waits in turn), since a save waits for the pending
      // answers alone, and a field there answering by the old word would refuse it or let it by.
      const word = latestCount;
      const side = draft.locale;
      const otherSide = () => [...live, ...summaries].filter((o) => placeOf(o).locale !== side);
      const caughtUp = () => latestCount !== word || otherSide().every((o) => (answered.get(o) ?? 0) >= word);
      listeners.forEach((l) => l());
      if (!caughtUp())
        await new Promise<void>((resolve) => {
          const done = () => {
            catchingUp.delete(whenCaughtUp);
            clearTimeout(timer);
            resolve();
          };
          const whenCaughtUp = () => caughtUp() && done();
          catchingUp.add(whenCaughtUp);
          // The other side's "Check" field asks its fields at once; this is for a side whose
          // fields never answer (the last check before saving checks the whole draft still).
          const timer = setTimeout(done, 5000);
        });
    } else answers(i);
    return result;
  };
  const refused = (messages: string[]) => (messages.length > 0 ? { error: { message: messages.join(" ") } } : true);

  const field = (builtIn: string, options?: Options) =>
    createClass({
      displayName: `Checked ${builtIn}`,
      componentWillUnmount(this: Instance) {
        live.delete(this);
      },
      setRoot(this: Instance, element: HTMLElement | null) {
        this.root = element;
        if (element) live.add(this);
        else live.delete(this);
      },
      async isValid(this: Instance, value: unknown) {
        // A value the form refuses itself (empty, or not of the form a pattern gives) is said once, by the form.
        const settings = this.props.field.toJS();
        const formSays = () => {
          answers(this);
          return true;
        };
        if ((value === undefined || value === null || value === "") && settings.required !== false) return formSays();
        const pattern = settings.pattern as [string, string] | undefined;
        if (pattern && typeof value === "string" && value !== "") {
          const [, source = "", flags = ""] = /^\/(.*)\/(\w*)$/s.exec(pattern[0]) ?? [undefined, pattern[0]];
          if (!new RegExp(source, flags).test(value)) return formSays();
        }
        const result = await check(this);
        const at = placeOf(this);
        return refused(result?.placed.filter((p) => p.locale === at.locale && p.keyPath === at.keyPath).map((p) => p.message) ?? []);
      },
      render(this: Instance & { setRoot: (e: HTMLElement | null) => void }) {
        this.renders = (this.renders ?? 0) + 1;
        rendered(this.props.entry);
        // Sveltia's ref is this instance's, not the editor's own control's; a list of choices is
        // given to the editor's own choice control as a setting of this field's.
        const props: Record<string, unknown> = Object.fromEntries(Object.entries(this.props).filter(([k]) => k !== "ref"));
        if (options) props.field = { ...this.props.field.toJS(), widget: "select", options: options() };
        return h("div", { ref: this.setRoot, style: { display: "contents" } }, h(cms.getFieldType(builtIn)!.control, props));
      },
    });
  // Each shows in the preview as the editor's own field does.
  for (const builtIn of ["string", "text", "select", "number", "boolean"])
    cms.registerFieldType(`checked-${builtIn}`, field(builtIn), cms.getFieldType(builtIn)!.preview);
  // A country by its name in the editor's language, written as its code; a release's countries
  // may be the whole world; a screening's festival is one of festivals.yaml's, by its English name.
  const countryOptions = () => {
    const names = new Intl.DisplayNames([spanish() ? "es" : "en"], { type: "region" });
    return countryCodes
      .map((code) => ({ label: `${names.of(code) ?? code} (${code})`, value: code }))
      .sort((a, b) => a.label.localeCompare(b.label, spanish() ? "es" : "en"));
  };
  /** A choice as the preview shows it: its label. */
  const chosen = (options: Options) =>
    createClass({
      displayName: "Choice preview",
      render(this: Instance) {
        const value = this.props.value;
        return h("p", null, options().find((o) => o.value === value)?.label ?? (typeof value === "string" ? value : ""));
      },
    });
  const territoryOptions = () => [{ label: spanish() ? "Todo el mundo" : "Worldwide", value: "worldwide" }, ...countryOptions()];
  const festivalOptions = () => checker.festivalNames().map((name) => ({ label: name, value: name }));
  cms.registerFieldType("checked-country", field("select", countryOptions), chosen(countryOptions));
  cms.registerFieldType("checked-territory", field("select", territoryOptions), chosen(territoryOptions));
  cms.registerFieldType("checked-festival", field("select", festivalOptions), chosen(festivalOptions));

  // The "Check" field's line: `mend` problems in the draft, `here` of them listed at this field.
  const statusWords = {
    en: (mend: number, here: number) =>
      mend === 0
        ? "Checked as the site's build checks it: nothing to mend."
        : `${mend === 1 ? "One problem" : `${mend} problems`} to mend before saving: ${
            here === 0
              ? `shown at ${mend === 1 ? "its field" : "their fields"}`
              : here === mend
                ? `${mend === 1 ? "it is" : "they are"} listed here when you save`
                : `${here} listed here when you save, the rest at their fields`
          }.`,
    es: (mend: number, here: number) =>
      mend === 0
        ? "Revisado como lo revisa la web al publicarse: nada que corregir."
        : `${mend === 1 ? "Un problema" : `${mend} problemas`} que corregir antes de guardar: ${
            here === 0
              ? mend === 1
                ? "se indica en su campo"
                : "se indican en sus campos"
              : here === mend
                ? `${mend === 1 ? "se indica" : "se indican"} aquí al guardar`
                : `${here} se indican aquí al guardar y el resto en sus campos`
          }.`,
  };
  cms.registerFieldType(
    "content-check",
    createClass({
      displayName: "Content check",
      getInitialState: () => ({ problems: [] }),
      componentDidMount(this: Instance & { update: () => void }) {
        listeners.add(this.update);
        if (this.props.entry) opened(draftOf(this.props.entry));
        // The file as opened is checked at once: its line never says "nothing to mend" unasked.
        void check(this, { afterRender: false }).then(() => this.update());
      },
      componentWillUnmount(this: Instance & { update: () => void }) {
        listeners.delete(this.update);
      },
      setRoot(this: Instance, element: HTMLElement | null) {
        this.root = element;
        if (element) summaries.add(this);
        else summaries.delete(this);
      },
      /** The problems this side's fields do not show: those of other files, and those of a field not on screen. */
      claimed(this: Instance): string[] {
        if (!latest) return [];
        const { locale } = placeOf(this);
        // The English side's also lists the Spanish side's problems while that side is not open.
        const spanishOpen = [...summaries].some((s) => s !== this && placeOf(s).locale === "es");
        const mine = (p: Placed) => p.locale === locale || (locale === "en" && !spanishOpen);
        return [
          ...(locale === "en" ? latest.elsewhere : []),
          ...latest.placed
            .filter((p) => mine(p) && !shownAt(p))
            .map(
              (p) =>
                `${fieldWords(p.keyPath)}${p.locale === "es" && locale === "en" ? ` (${spanish() ? "español" : "Spanish"})` : ""}: ${p.message}`,
            ),
        ];
      },
      update(this: Instance & { claimed: () => string[]; heard?: number }) {
        const heard = this.heard;
        this.setState({ problems: this.claimed() });
        // A new word on the draft from a change on the other side is written into this field's value
        // (never into the file: see checkFieldName): the editor then asks every field of this side
        // again, as it does after any change here, so no field keeps an answer the draft has outgrown.
        // (Not on the side being edited, whose fields are asked already: the editor would scroll it.)
        if (heard !== latestCount && placeOf(this).locale !== changedOn) (this.props.onChange as (v: string) => void)(`${latestCount}`);
        this.heard = latestCount;
      },
      async isValid(this: Instance & { claimed: () => string[]; update: () => void }) {
        await check(this);
        this.update();
        // Said, as any field's problem is, when a save is tried: the list in the build's words.
        return refused(this.claimed());
      },
      render(this: Instance & { setRoot: (e: HTMLElement | null) => void }) {
        this.renders = (this.renders ?? 0) + 1;
        rendered(this.props.entry);
        // One line, whatever the draft's state, so the form below never moves while the team types.
        const mend = latest?.all.length ?? 0;
        const here = (this.state.problems ?? []).length;
        const words = (spanish() ? statusWords.es : statusWords.en)(mend, here);
        return h("p", { ref: this.setRoot, role: "status", "data-problems": String(mend) }, words);
      },
    }),
  );
}
