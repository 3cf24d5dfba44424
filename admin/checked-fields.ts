// The editor's fields, each the editor's own control (text, long text, choice, number, yes/no)
// wrapped so that every change is checked as the build checks it: the build's content check
// (draft-check.ts) run on the whole draft, each problem shown at the field it is about in the
// build's words, and every problem listed in the "Check" line at the top of each side, with its
// field and side (check-words.ts). A save the check refuses is stopped by the last check before
// anything is written (main.ts), whose dialog says the same.
// Sveltia CMS 0.221 calls `isValid` on a custom field's instance whenever a value of its side
// changes: that call is what asks the check. Its answer is always "valid", save for the form's own
// refusals (an empty required field, a pattern), which the form says itself: the editor shows a
// field's answer only once Save is pressed, and refuses then with a notice that says neither what
// nor where; the check's words stand at the field as soon as they are known instead.
import countries from "i18n-iso-countries";
import { startTransition } from "react";
import { languageChoices } from "#src/content/build-time/schema/access.ts";
import type { Shapes } from "./content-format.ts";
import { checkingWords, problemLines, statusWords } from "./check-words.ts";
import type { DraftCheck, DraftProblems } from "./draft-check.ts";
import { registeredBySide, sideOf } from "./pane-side.ts";
import type { Placed } from "./problem-places.ts";
import { languages, type Lang } from "./sides.ts";
import { uiLanguageOf, type UiLang } from "./ui-language.ts";
import { momentWords, zonedTimeControl } from "./zoned-time-field.ts";

// Where the merge's words (merge-words.ts) name a field, as the form labels it.
export { fieldWords } from "./field-labels.ts";

/** An Immutable.js map, as Sveltia CMS hands entries and field settings to a control. */
export type ImmutableMap = { get: (key: string) => unknown; toJS: () => Record<string, unknown> };
type Props = { entry?: ImmutableMap; value?: unknown; field: ImmutableMap; ref?: unknown; onChange?: unknown; [key: string]: unknown };

/** The "Check" field's name (scripts/admin/config.ts): its value is the editor's, never the file's. */
export const checkFieldName = "contentCheck";
type Instance = {
  props: Props;
  root?: HTMLElement | null;
  renderedProps?: Props;
  /** Told of each new word on the draft. */
  heard?: () => void;
  setState: (s: object, done?: () => void) => void;
};
type Sveltia = {
  getFieldType: (name: string) => { control: unknown; preview?: unknown } | undefined;
  registerFieldType: (name: string, control: unknown, preview?: unknown) => void;
};
declare const createClass: (spec: Record<string, unknown>) => unknown;
declare const h: (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;

/** A choice's options, made as the field shows: in the editor's language, from the files as read. */
type Options = () => { label: string; value: string }[];
/**
 * The country and city a time's entry names, from the field's place in the form
 * (`submissions.3.answer.embargoUntil`): the nearest level of it that has a country (a festival,
 * a screening), or a release's first country.
 */
function placeOfTime(i: { root?: Element | null; props: { entry?: unknown } }): { country?: string; city?: string } {
  const keyPath = i.root?.closest("[data-key-path]")?.getAttribute("data-key-path");
  const data = ((i.props.entry as ImmutableMap | undefined)?.get("data") as ImmutableMap | undefined)?.toJS();
  if (!keyPath || !data) return {};
  const steps = keyPath.split(".");
  for (let n = steps.length - 1; n > 0; n--) {
    const at = steps.slice(0, n).reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], data) as
      Record<string, unknown> | undefined;
    const territories = at?.territories as unknown[] | undefined;
    const country = typeof at?.country === "string" ? at.country : typeof territories?.[0] === "string" ? territories[0] : undefined;
    if (country) return { country: country.toUpperCase(), ...(typeof at?.city === "string" ? { city: at.city } : {}) };
  }
  return {};
}

/** Every country's two letters (ISO 3166), as the build's check takes them. */
const countryCodes = Object.keys(countries.getAlpha2Codes());

/**
 * The content the entry holds in each language of `langs` (the site's), as the editor will save it:
 * without its own keys (a list item's `__sc_item_id`).
 */
export function draftOf(
  entry: ImmutableMap,
  langs: readonly Lang[] = languages,
): { file: string; locale: Lang; content: Partial<Record<Lang, Record<string, unknown>>> } {
  const locale = sideOf(entry, langs);
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
  for (const other of Object.keys(i18n))
    if (langs.includes(other) && other !== locale) content[other] = own(i18n[other]?.data ?? {}) as Record<string, unknown>;
  return { file: String(entry.get("path") ?? ""), locale, content };
}

/**
 * Wires the wrapped fields and the "Check" field into Sveltia CMS. Returns `heard`, which the last
 * check before a save tells of its word on the draft being saved: the fields and "Check" lines then
 * say what the dialog says (a field's own check may have read the draft while a change was still
 * reaching the other side, as when an entry is removed from both).
 */
export function registerCheckedFields(
  cms: Sveltia,
  checker: DraftCheck,
  shapesOf: (file: string) => Shapes | undefined,
  /** Told of each file's draft as the editor shows it, its "Check" field first on screen. */
  opened: (draft: ReturnType<typeof draftOf>) => void = () => {},
): { heard: (file: string, word: DraftProblems) => void } {
  /** The language of the editor's interface, which Sveltia CMS writes in <html lang>. */
  const ui = (): UiLang => uiLanguageOf(document.documentElement.lang);
  const listeners = new Set<() => void>();
  /** The latest word on a draft, and the file it is about. */
  let latest: (DraftProblems & { file: string }) | undefined;
  /** The entry of the latest field rendered: the draft as it is now, in its own language at least. */
  let freshest: ImmutableMap | undefined;
  /**
   * The entry of the latest field rendered on each side. A field is drawn again when anything of its
   * entry changes, and then holds the other languages as they were when that side was last drawn: a
   * field of the English side redrawn after a Spanish change (its state of validity told) would
   * otherwise have the check read the Spanish text before the change, and say "nothing to mend".
   */
  const freshestBySide: Partial<Record<Lang, ImmutableMap>> = {};
  /** The fields on screen: a side with none shown is read from the entry of the other. */
  const shown = new Set<Instance>();
  const fileOf = (i: Instance) => String(i.props.entry?.get("path") ?? "");
  /** The latest word on this instance's file; none while its file has not been checked yet. */
  const wordFor = (i: Instance) => (latest && latest.file === fileOf(i) ? latest : undefined);
  /**
   * Notes a render with props the editor handed over, whose entry is the draft as it is now; not
   * one of the instance's own state, drawn with the entry it had (a field of the other side, told
   * of a new word, would hold the side being edited as it was).
   */
  const rendering = (i: Instance) => {
    if (i.renderedProps === i.props) return;
    i.renderedProps = i.props;
    if (i.props.entry) freshest = freshestBySide[sideOf(i.props.entry)] = i.props.entry;
  };

  /**
   * Resolves once React has drawn whatever was handed to `i` before the question: an update of
   * lower priority (a transition's) is rendered after every update handed over before it. The
   * props may already be drawn when the editor asks (a change typed is drawn at once), or a task
   * later; waiting for a field to be drawn after the question, when it already was, held every
   * check and the save a second. Given up on after a second, for a field no longer on screen (the
   * last check before saving stands).
   */
  const renderedSince = (i: Instance) =>
    new Promise<void>((resolve) => {
      const giveUp = setTimeout(resolve, 1000);
      startTransition(() =>
        i.setState({}, () => {
          clearTimeout(giveUp);
          resolve();
        }),
      );
    });

  /** Where an instance stands: its field's key path and its side's language. */
  const placeOf = (i: Instance) => ({
    keyPath: i.root?.closest("[data-key-path]")?.getAttribute("data-key-path") ?? "",
    locale: sideOf(i.props.entry),
  });

  /**
   * The draft's problems, told to every field and "Check" line when they change. Asked by the
   * editor (`afterRender`), once React has rendered the props the editor gave with the question: it
   * asks right after handing them over, and a field's entry is the draft as it was when the field
   * last rendered (checked against an older draft, a field that was just filled in would be said
   * to be empty).
   */
  const check = async (i: Instance, { afterRender = true } = {}): Promise<void> => {
    if (afterRender) await renderedSince(i);
    // The draft as last rendered, on either side: a side renders its fields again only when its own
    // language changes, so a field's own entry may hold the other language as it was.
    const entry = freshest ?? i.props.entry;
    if (!entry) return;
    const draft = draftOf(entry);
    // Each side on screen as its own fields last had it.
    for (const side of new Set([...shown].map((s) => sideOf(s.props.entry))))
      if (side !== draft.locale && freshestBySide[side]) draft.content[side] = draftOf(freshestBySide[side]).content[side];
    const shapes = shapesOf(draft.file);
    if (!shapes) return;
    const result = { ...checker.check(draft.file, draft.content, shapes), file: draft.file };
    // A new word is new problems (the two sides read the same draft in their own order of fields).
    if (latest === undefined || latest.file !== result.file || result.all.join("\n") !== latest.all.join("\n")) {
      latest = result;
      listeners.forEach((l) => l());
    }
  };
  /** Whether the form itself refuses `value` (empty and required, or not of its pattern): the form says so. */
  const formRefuses = (value: unknown, settings: Record<string, unknown>) => {
    if ((value === undefined || value === null || value === "") && settings.required !== false) return true;
    const pattern = settings.pattern as [string, string] | undefined;
    if (!pattern || typeof value !== "string" || value === "") return false;
    const [, source = "", flags = ""] = /^\/(.*)\/(\w*)$/s.exec(pattern[0]) ?? [undefined, pattern[0]];
    return !new RegExp(source, flags).test(value);
  };
  /** The build's words on the field `i` stands at. */
  const problemsAt = (i: Instance) => {
    const at = placeOf(i);
    return (wordFor(i)?.placed ?? []).filter((p: Placed) => p.locale === at.locale && p.keyPath === at.keyPath).map((p) => p.message);
  };

  const field = (builtIn: string, options?: Options, control?: unknown) =>
    createClass({
      displayName: `Checked ${builtIn}`,
      getInitialState: () => ({}),
      componentDidMount(this: Instance) {
        this.heard = () => this.setState({ word: latest });
        listeners.add(this.heard);
        shown.add(this);
        // Drawn again now its place on the form is known: a field shown after the word (a side
        // opened, a list's entry scrolled to) says it at once.
        this.heard();
      },
      componentWillUnmount(this: Instance) {
        if (this.heard) listeners.delete(this.heard);
        shown.delete(this);
      },
      setRoot(this: Instance, element: HTMLElement | null) {
        this.root = element;
      },
      // Drawn with a new value: checked again on the draft as it is now. The editor asks (isValid)
      // as the value changes and the check waits for the field to be drawn with it (at most a second);
      // on a loaded machine the editor may hand it over later, and the field would keep the older word.
      componentDidUpdate(this: Instance, before: Props) {
        if (!Object.is(before.value, this.props.value) && !formRefuses(this.props.value, this.props.field.toJS()))
          void check(this, { afterRender: false });
      },
      // Asked of every field at each change and before a save: a field whose value is the one it
      // shows checks at once (the draft it reads is as fresh as the fields drawn last); the field
      // whose value changed waits to be drawn with it.
      async isValid(this: Instance, value: unknown) {
        if (!formRefuses(value, this.props.field.toJS())) await check(this, { afterRender: !Object.is(value, this.props.value) });
        return true;
      },
      render(this: Instance & { setRoot: (e: HTMLElement | null) => void }) {
        rendering(this);
        // Sveltia's ref is this instance's, not the editor's own control's; a list of choices is
        // given to the editor's own choice control as a setting of this field's.
        const props: Record<string, unknown> = Object.fromEntries(Object.entries(this.props).filter(([k]) => k !== "ref"));
        if (options) props.field = { ...this.props.field.toJS(), widget: "select", options: options() };
        // A choice offered in words (a label for each code) is read by the editor's control as plain
        // data: handed over as the editor keeps it, no option would show as chosen.
        else if (builtIn === "select") props.field = this.props.field.toJS();
        // The build's words under the control, in the editor's colours for a problem, for the side
        // it stands on now; a value the form refuses itself is said once, by the form.
        const problems = formRefuses(this.props.value, this.props.field.toJS()) ? [] : problemsAt(this);
        return h(
          "div",
          { ref: this.setRoot, style: { display: "contents" } },
          h(control ?? cms.getFieldType(builtIn)!.control, props),
          problems.length > 0
            ? h(
                "p",
                {
                  "data-build-words": "",
                  "aria-live": "polite",
                  style: { color: "var(--sui-error-foreground-color)", fontSize: "var(--sui-font-size-small)", margin: "4px 0 0" },
                },
                problems.join(" "),
              )
            : null,
        );
      },
    });
  // Each shows in the preview as the editor's own field does.
  for (const builtIn of ["string", "text", "select", "number", "boolean"])
    cms.registerFieldType(`checked-${builtIn}`, registeredBySide(field(builtIn)), cms.getFieldType(builtIn)!.preview);
  // A country by its name in the editor's language, written as its code; a release's countries
  // may be the whole world; a screening's festival is one of festivals.yaml's, by its name in the
  // site's first language.
  const countryOptions = () => {
    const names = new Intl.DisplayNames([ui()], { type: "region" });
    return countryCodes
      .map((code) => ({ label: `${names.of(code) ?? code} (${code})`, value: code }))
      .sort((a, b) => a.label.localeCompare(b.label, ui()));
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
  const territoryOptions = () => [{ label: ui() === "es" ? "Todo el mundo" : "Worldwide", value: "worldwide" }, ...countryOptions()];
  const festivalOptions = () => checker.festivalNames().map((name) => ({ label: name, value: name }));
  cms.registerFieldType("checked-country", registeredBySide(field("select", countryOptions)), chosen(countryOptions));
  cms.registerFieldType("checked-territory", registeredBySide(field("select", territoryOptions)), chosen(territoryOptions));
  cms.registerFieldType("checked-festival", registeredBySide(field("select", festivalOptions)), chosen(festivalOptions));
  // A subtitle language by its name in the editor's language, written as its code: the build's own list.
  const languageOptions = () => {
    const names = new Intl.DisplayNames([ui()], { type: "language" });
    return languageChoices()
      .map((code) => ({ label: `${names.of(code) ?? code} (${code})`, value: code }))
      .sort((a, b) => a.label.localeCompare(b.label, ui()));
  };
  cms.registerFieldType("checked-language", registeredBySide(field("select", languageOptions)), chosen(languageOptions));
  // A time on the place's clock, its city chosen among those of the entry's country first.
  cms.registerFieldType(
    "checked-zoned-time",
    registeredBySide(field("string", undefined, zonedTimeControl(ui, placeOfTime))),
    createClass({
      displayName: "Zoned time preview",
      render(this: Instance) {
        return h("p", null, momentWords(this.props.value, ui()) ?? (typeof this.props.value === "string" ? this.props.value : ""));
      },
    }),
  );

  // The "Check" line: the draft's state in one line, then each problem with its field and side.
  cms.registerFieldType(
    "content-check",
    registeredBySide(
      createClass({
        displayName: "Content check",
        getInitialState: () => ({}),
        componentDidMount(this: Instance) {
          this.heard = () => this.setState({ word: latest });
          listeners.add(this.heard);
          if (this.props.entry) opened(draftOf(this.props.entry));
          // The file as opened is checked at once: its line never says "nothing to mend" unasked.
          void check(this, { afterRender: false });
        },
        componentWillUnmount(this: Instance) {
          if (this.heard) listeners.delete(this.heard);
          shown.delete(this);
        },
        setRoot(this: Instance, element: HTMLElement | null) {
          this.root = element;
        },
        async isValid(this: Instance) {
          await check(this);
          return true;
        },
        render(this: Instance & { setRoot: (e: HTMLElement | null) => void }) {
          rendering(this);
          const word = wordFor(this);
          const lines = word ? problemLines(word.placed, word.elsewhere, ui()) : [];
          return h(
            "div",
            { ref: this.setRoot, role: "status", "data-problems": word ? String(word.all.length) : "" },
            h("p", { style: { margin: 0 } }, word ? statusWords[ui()](word.all.length) : checkingWords[ui()]),
            lines.length > 0
              ? h(
                  "ul",
                  { style: { margin: "4px 0 0", paddingLeft: "1.25em", color: "var(--sui-error-foreground-color)" } },
                  ...lines.map((line, i) => h("li", { key: i }, line)),
                )
              : null,
          );
        },
      }),
    ),
  );
  return {
    heard: (file, word) => {
      latest = { ...word, file };
      listeners.forEach((l) => l());
    },
  };
}
