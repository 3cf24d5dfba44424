// The editor's previews (templates.tsx), registered with Sveltia CMS. Its preview renders a
// template with its own React, in a frame of the side's language (<html lang>); each template here
// loads that language's bundle of previews (/admin/preview-en.js, preview-es.js: one for each of
// the site's languages) and renders the draft with it, in the site's own stylesheet. "react" here and in the bundles is the editor's
// own React (scripts/admin/shared-react.ts): one React, as a preview's hooks need.
import { Component, Suspense, use, type ReactNode } from "react";
import { languages, type Lang } from "#src/lib/languages.ts";
import { addFontFaces, type FontFile } from "#src/styles/font-faces.ts";
import { everyHour, fileAt, waitingIn } from "#src/content/build-time/held-back.ts";
import { sidesOf } from "../pane-side.ts";
import { momentWords } from "../zoned-time-field.ts";
import { previewWordsIn } from "./preview-words.ts";
import { previewedFiles, type PreviewedFile } from "./previewed-files.ts";
import type { PreviewProps } from "./templates.tsx";

type Bundle = { previews: Record<PreviewedFile, (props: PreviewProps) => ReactNode> };
/** What Sveltia CMS gives a preview template: the entry as an Immutable.js map, and the frame's document. */
type TemplateProps = {
  entry: { get(key: "data" | "i18n"): { toJS(): unknown } | undefined; get(key: "path"): string | undefined };
  document: Document;
};
type Cms = {
  registerPreviewTemplate: (name: string, component: (props: TemplateProps) => ReactNode) => void;
  registerPreviewStyle: (style: string) => void;
};

const bundles = new Map<Lang, Promise<Bundle>>();
const bundleIn = (lang: Lang): Promise<Bundle> => {
  if (!bundles.has(lang)) bundles.set(lang, import(/* @vite-ignore */ `/admin/preview-${lang}.js`) as Promise<Bundle>);
  return bundles.get(lang)!;
};

/**
 * A preview that fails (a date half typed) says so in its frame, and leaves the editor as it is;
 * it is tried again with the next change.
 */
class Guard extends Component<{ lang: Lang; version: string; children: ReactNode }, { failed: boolean; at?: string }> {
  override state: { failed: boolean; at?: string } = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { version: string }, state: { failed: boolean; at?: string }) {
    return state.failed && state.at !== undefined && state.at !== props.version ? { failed: false, at: undefined } : null;
  }
  override componentDidCatch() {
    this.setState({ at: this.props.version });
  }
  override render() {
    return this.state.failed ? <p className="p-4 text-sand">{previewWordsIn(this.props.lang).failed}</p> : this.props.children;
  }
}

function Loaded({ name, lang, ...props }: PreviewProps & { name: PreviewedFile; lang: Lang }) {
  const Preview = use(bundleIn(lang)).previews[name];
  return <Preview {...props} />;
}

/**
 * Registers a preview for each file that has one, with the site's stylesheets and web fonts.
 * `files` are the site's, as published; `asRead` gives a draft as the site will read it in a
 * language (the file as the save would write it, read in that language).
 */
export function registerPreviews(
  cms: unknown,
  {
    styles,
    fonts,
    files,
    asRead,
  }: { styles: string[]; fonts: Readonly<Record<FontFile, string>>; files: ReadonlySet<string>; asRead: AsRead },
): void {
  const CMS = cms as Cms;
  for (const style of styles) CMS.registerPreviewStyle(style);
  // The frame's own font set: the faces are added to each frame once, as the pages add them.
  const withFonts = new WeakSet<Document>();
  for (const name of previewedFiles)
    CMS.registerPreviewTemplate(name, ({ entry, document }) => {
      // The draft of every side, and the side previewed: the one the entry does not list among its others.
      const { lang, drafts } = sidesOf(entry as { get: (key: string) => unknown });
      const file = String(entry.get("path") ?? "");
      // The frame is made once, in the language first previewed: it says the one shown now.
      document.documentElement.lang = lang;
      if (!withFonts.has(document)) {
        withFonts.add(document);
        addFontFaces(document, fonts);
      }
      const version = JSON.stringify(drafts);
      let data: Record<string, unknown>;
      let reference: Record<string, unknown>;
      let waiting: ReturnType<typeof waitingIn>;
      try {
        // News written ahead shows as it will be from its hour, each piece said to be waiting.
        const read = asRead(file, drafts, lang);
        waiting = waitingIn(name, read);
        data = fileAt(name, read, everyHour);
        reference = fileAt(name, asRead(file, drafts, languages[0]!), everyHour);
      } catch {
        return <p className="p-4 text-sand">{previewWordsIn(lang).failed}</p>;
      }
      const words = previewWordsIn(lang);
      return (
        <Guard lang={lang} version={version}>
          {waiting.map((w, i) => (
            <p key={i} role="note" data-embargo="" className="p-4 text-sm text-sand">
              {words.underEmbargo(momentWords(w.until, lang === "es" ? "es" : "en") ?? w.until, words.waiting[w.kind](w.named))}
            </p>
          ))}
          <Suspense fallback={<p className="p-4 text-sand">{previewWordsIn(lang).loading}</p>}>
            <Loaded name={name} lang={lang} data={data} reference={reference} files={files} />
          </Suspense>
        </Guard>
      );
    });
}

/** A draft of every side as the site reads the file it makes, in `lang`. */
export type AsRead = (file: string, drafts: Record<Lang, Record<string, unknown>>, lang: Lang) => Record<string, unknown>;
