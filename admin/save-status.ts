// After each save with the git host, a panel at the foot of the editor says what became of it,
// until it is settled: being checked, live on the site (since when), or not published with the
// checks' own words at their file and line (save-watch.ts). The editor's save request names the
// commit and its repository, and carries the sign-in's token: the panel reads them from it, and
// asks the git host with the same token. Saves being watched outlast a reload (localStorage).
// News a save wrote ahead of its hour stays in the panel until it is live: when it goes live,
// then since when, or late with the button that asks the git host to publish now.
import { embargoEnds } from "#src/content/build-time/held-back.ts";
import type { BuildStamp } from "./build-stamp.ts";
import { previewWords } from "./preview/preview-words.ts";
import { readPeopleWaiting, type PeopleWaiting } from "./people-waiting.ts";
import { noteVisibility } from "./repository-visibility.ts";
import { problemWords, saveStatusWords, stateWords, timeIn } from "./save-status-words.ts";
import { liveStamp, readSaveState, settled, type GitHostApi, type SaveState } from "./save-watch.ts";
import { sideName, uiLanguageOf, type UiLang } from "./ui-language.ts";
import { afterSave, publishNowPath, stillShown, waitingInSave, waitState, type Waiting } from "./waiting-news.ts";
import { momentWords } from "./zoned-time-field.ts";

/**
 * A save the panel shows: its commit, the files it wrote, when, what became of it, and who waits
 * where its screenings and releases come (people-waiting.ts: undefined until the workflow has said, null for nothing).
 */
type Watched = { oid: string; repo: string; files: string[]; savedAt: string; state: SaveState; waiting?: PeopleWaiting | null };

const api = "https://api.github.com";
const storageKey = "editor.saves";
const waitingKey = "editor.waiting";
// While news waits past its hour, the live site's stamp is read this often (it says when it was built).
const stampEvery = 30_000;
// Asked first soon after the save (the workflow starts within seconds), then every 10 s.
const firstLook = 3_000;
const lookEvery = 10_000;
// A save still unsettled this long after it was made is no longer asked about, until asked to.
const quietAfter = 30 * 60_000;
const shown = 3;

/** The language of the editor's interface, as Sveltia CMS picks it: the team's choice, or the browser's. */
function interfaceLanguage(): UiLang {
  let chosen: unknown;
  try {
    chosen = (JSON.parse(localStorage.getItem("sveltia-cms.prefs") ?? "{}") as { locale?: unknown }).locale;
  } catch {
    chosen = undefined;
  }
  const locale = typeof chosen === "string" && chosen !== "auto" ? chosen : (navigator.languages[0] ?? navigator.language);
  return uiLanguageOf(locale);
}

function load<T>(key: string): T[] {
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? "[]") as unknown;
    return Array.isArray(saved) ? (saved as T[]) : [];
  } catch {
    return [];
  }
}

/** News as the panel names it: "The answer of Berlinale". */
function waitingWhat(w: Waiting, lang: UiLang): string {
  const what = previewWords[lang].waiting[w.kind](w.named);
  return what.charAt(0).toUpperCase() + what.slice(1);
}

/**
 * Starts watching the editor's saves; `labels` names a content file as the editor's sections do.
 * Once signed in, it also asks whether `repository` is public (repository-visibility.ts).
 */
export function watchSaves(labels: Record<string, string>, repository?: string): void {
  let saves = load<Watched>(storageKey);
  // News the saves wrote ahead of its hour, until it is live (waiting-news.ts).
  let waits = load<Waiting>(waitingKey);
  let stamp: BuildStamp | undefined;
  /** What came of asking the git host to publish now, by news. */
  const asked = new Map<Waiting, { at: string } | { status: number }>();
  let token: string | undefined;
  const compared = new Map<string, boolean>();
  const timers = new Map<string, number>();
  const store = () => {
    localStorage.setItem(storageKey, JSON.stringify(saves.slice(0, shown)));
    localStorage.setItem(waitingKey, JSON.stringify(waits));
  };

  const realFetch = window.fetch.bind(window);

  const gitHost: GitHostApi = async (path) => {
    const answer = await realFetch(`${api}${path}`, {
      headers: { Accept: "application/vnd.github+json", Authorization: token ?? "", "X-GitHub-Api-Version": "2022-11-28" },
      cache: "no-store",
    });
    return answer.ok ? { ok: true, body: await answer.json() } : { ok: false, status: answer.status };
  };

  /** Whether there is more to learn of a save: what became of it, or who waits where. */
  const open = (save: Watched) => !settled(save.state) || save.waiting === undefined;
  const look = async (oid: string) => {
    timers.delete(oid);
    const save = saves.find((s) => s.oid === oid);
    if (!save || !open(save) || !token) return;
    const late = Date.now() - Date.parse(save.savedAt) > quietAfter;
    let state = save.state;
    if (!settled(state)) {
      try {
        state = await readSaveState(save, { api: gitHost, site: location.origin, compared });
      } catch {
        // offline for a moment: ask again
      }
      if (!settled(state) && late) state = { state: "quiet" };
    }
    save.state = state;
    if (save.waiting === undefined) {
      try {
        save.waiting = await readPeopleWaiting(save, gitHost);
      } catch {
        // offline for a moment: ask again
      }
      if (save.waiting === undefined && late) save.waiting = null;
    }
    store();
    render();
    if (open(save))
      timers.set(
        oid,
        window.setTimeout(() => void look(oid), lookEvery),
      );
  };
  const resume = () => {
    for (const save of saves)
      if (open(save) && !timers.has(save.oid))
        timers.set(
          save.oid,
          window.setTimeout(() => void look(save.oid), firstLook),
        );
  };

  // The editor's requests to the git host: the token it signs them with, and each commit it makes.
  window.fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(`${api}/`)) return realFetch(input, init);
    const signed = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).get("authorization");
    const body = typeof init?.body === "string" ? init.body : "";
    const answer = await realFetch(input, init);
    if (signed && signed !== token) {
      token = signed;
      resume();
      render();
      void followWaits();
      if (repository)
        void gitHost(`/repos/${repository}`)
          .then((answer) => noteVisibility(answer.ok ? (answer.body as { private?: unknown }) : undefined))
          .catch(() => undefined);
    }
    if (url === `${api}/graphql` && body.includes("createCommitOnBranch") && answer.ok)
      void answer
        .clone()
        .json()
        .then((json: unknown) => noteCommit(JSON.parse(body), json))
        .catch(() => undefined);
    return answer;
  };

  const noteCommit = (sent: { variables?: { input?: CommitInput } }, json: unknown) => {
    const input = sent.variables?.input;
    const oid = (json as { data?: { createCommitOnBranch?: { commit?: { oid?: string } } } } | null)?.data?.createCommitOnBranch?.commit
      ?.oid;
    if (!input || !oid) return;
    const files = [...(input.fileChanges.additions ?? []), ...(input.fileChanges.deletions ?? [])].map((f) => f.path);
    const made: Watched = {
      oid,
      repo: input.branch.repositoryNameWithOwner,
      files,
      savedAt: new Date().toISOString(),
      state: { state: "checking", step: "waiting" },
    };
    saves = [made, ...saves.filter((s) => s.oid !== oid)].slice(0, shown);
    // News this save wrote ahead replaces what its files held; news whose hour has passed is published by the save itself.
    const ahead = waitingInSave(input.fileChanges.additions ?? [], made.repo, input.branch.branchName).filter(
      (w) => embargoEnds(w.until).getTime() > Date.now(),
    );
    waits = afterSave(waits, files, ahead);
    store();
    render();
    followLater();
    resume();
  };

  // The panel: a list of the latest saves, each with its state, in a region the team can reach.
  const panel = document.createElement("section");
  panel.className = "editor-saves";
  const heading = document.createElement("h2");
  heading.id = "editor-saves-heading";
  panel.setAttribute("aria-labelledby", heading.id);
  const list = document.createElement("ul");
  list.setAttribute("aria-live", "polite");
  panel.append(heading, list);
  const style = document.createElement("style");
  style.textContent = panelStyle;
  document.head.append(style);
  document.body.append(panel);

  /** Reads the live site's stamp while news is past its hour and not yet seen live, and says where each stands. */
  const followWaits = async () => {
    const now = new Date();
    if (waits.some((w) => ["due", "late"].includes(waitState(w, now, stamp).state))) stamp = (await liveStamp(location.origin)) ?? stamp;
    const kept = waits.filter((w) => stillShown(w, new Date(), stamp));
    if (kept.length !== waits.length) {
      waits = kept;
      store();
    }
    render();
    followLater();
  };
  let waitTimer: number | undefined;
  /** Looks again in a while, while news waits (a save starts it afresh). */
  const followLater = () => {
    window.clearTimeout(waitTimer);
    waitTimer = waits.length > 0 ? window.setTimeout(() => void followWaits(), stampEvery) : undefined;
  };

  /** Asks the git host to run the site's workflow on the news's branch: it publishes what is due. */
  const publishNow = async (w: Waiting) => {
    // 0: the git host did not answer (offline).
    const status = await realFetch(`${api}${publishNowPath(w.repo)}`, {
      method: "POST",
      headers: { Accept: "application/vnd.github+json", Authorization: token ?? "", "X-GitHub-Api-Version": "2022-11-28" },
      body: JSON.stringify({ ref: w.branch }),
    }).then(
      (answer) => answer.status,
      () => 0,
    );
    for (const same of waits.filter((o) => o.repo === w.repo && o.branch === w.branch))
      asked.set(same, status >= 200 && status < 300 ? { at: new Date().toISOString() } : { status });
    render();
  };

  /** One piece of news waiting: what it is, and where it stands. */
  const waitItem = (w: Waiting, lang: UiLang, time: (iso: string) => string) => {
    const words = saveStatusWords[lang];
    const state = waitState(w, new Date(), stamp);
    const item = document.createElement("li");
    item.dataset.state = state.state;
    const what = waitingWhat(w, lang);
    const title = paragraph(what);
    title.className = "what";
    const moment = momentWords(w.until, lang) ?? w.until;
    item.append(
      title,
      paragraph(
        state.state === "waiting"
          ? words.goesLive(moment)
          : state.state === "due"
            ? words.due
            : state.state === "late"
              ? words.late(moment)
              : words.live(time(state.at)),
      ),
    );
    if (state.state === "late") {
      const answer = asked.get(w);
      if (answer && "at" in answer) item.append(paragraph(words.asked(time(answer.at))));
      else {
        if (answer) item.append(paragraph(words.notAsked(answer.status)));
        item.append(button(words.publishNow, "again", () => void publishNow(w)));
      }
    }
    item.append(
      button(
        "×",
        "dismiss",
        () => {
          waits = waits.filter((o) => o !== w);
          store();
          render();
        },
        words.dismiss(what),
      ),
    );
    return item;
  };

  /** The messages the team has opened, by save, match and language: kept open as the panel is drawn again. */
  const opened = new Set<string>();
  /** What the list's job said of a save: each match, its messages to copy, the screenings with nobody waiting. */
  const waitingPart = (oid: string, said: PeopleWaiting, lang: UiLang) => {
    const words = saveStatusWords[lang];
    const part = document.createElement("div");
    part.className = "waiting";
    const title = paragraph(words.peopleWaiting);
    title.className = "what";
    part.append(title);
    if ("problem" in said) {
      part.append(paragraph(words.waitingUnread), paragraph(said.problem));
      return part;
    }
    if (said.matches.length === 0) part.append(paragraph(words.nobodyWaiting));
    said.matches.forEach((m, i) => {
      part.append(paragraph(m.line));
      if (m.soldOut) part.append(paragraph(words.soldOut));
      for (const s of m.send) {
        const key = `${oid} ${i} ${s.lang}`;
        const message = document.createElement("details");
        message.open = opened.has(key);
        message.addEventListener("toggle", () => (message.open ? opened.add(key) : opened.delete(key)));
        const summary = document.createElement("summary");
        summary.textContent = words.messageFor(sideName(s.lang, lang), s.count);
        const text = document.createElement("textarea");
        text.readOnly = true;
        text.rows = 8;
        text.lang = s.lang;
        text.value = `${s.subject}\n\n${s.body}`;
        text.setAttribute("aria-label", summary.textContent);
        const outcome = paragraph("");
        outcome.setAttribute("role", "status");
        const copy = button(words.copy, "again", () => {
          navigator.clipboard.writeText(text.value).then(
            () => (outcome.textContent = words.copied),
            () => {
              outcome.textContent = words.notCopied;
              text.select();
            },
          );
        });
        message.append(summary, paragraph(words.sendTo(s.audience)), text, copy, outcome);
        part.append(message);
      }
    });
    if (said.left > 0) part.append(paragraph(words.left(said.left)));
    if (said.unmatched.length > 0) {
      const lines = document.createElement("ul");
      lines.append(
        ...said.unmatched.map((u) => {
          const line = document.createElement("li");
          line.textContent = u;
          return line;
        }),
      );
      part.append(paragraph(words.unmatched), lines);
    }
    return part;
  };

  const render = () => {
    const lang = interfaceLanguage();
    const w = saveStatusWords[lang];
    const time = timeIn(lang);
    panel.lang = lang;
    // Shown once the team is signed in to the git host: never over the sign-in's buttons.
    panel.hidden = (saves.length === 0 && waits.length === 0) || !token;
    heading.textContent = w.heading;
    list.replaceChildren(
      ...saves.map((save) => {
        const item = document.createElement("li");
        item.dataset.state = save.state.state;
        const what = w.saved(save.files.map((f) => labels[f] ?? f.split("/").at(-1)).join(", "), time(save.savedAt));
        const title = document.createElement("p");
        title.className = "what";
        title.textContent = what;
        const words = document.createElement("p");
        words.textContent = stateWords(save.state, lang, time);
        item.append(title, words);
        if (save.state.state === "checking" && save.state.blind) item.append(paragraph(w.blind));
        if (save.state.state === "refused" || save.state.state === "failed") {
          const problems = save.state.problems;
          if (problems.length === 0) item.append(paragraph(w.failedNoWords));
          else {
            const lines = document.createElement("ul");
            lines.append(
              ...problems.map((p) => {
                const line = document.createElement("li");
                line.textContent = problemWords(p, lang);
                return line;
              }),
            );
            item.append(lines);
          }
        }
        if (save.waiting) item.append(waitingPart(save.oid, save.waiting, lang));
        if (save.state.state === "quiet")
          item.append(
            button(w.askAgain, "again", () => {
              save.state = { state: "checking", step: "checking" };
              save.savedAt = new Date().toISOString();
              store();
              render();
              resume();
            }),
          );
        item.append(
          button(
            "×",
            "dismiss",
            () => {
              saves = saves.filter((s) => s !== save);
              store();
              render();
            },
            w.dismiss(what),
          ),
        );
        return item;
      }),
      ...waits.map((w) => waitItem(w, lang, time)),
    );
  };
  render();
  // The interface's language may change in the editor's settings.
  document.addEventListener("visibilitychange", render);
}

const paragraph = (text: string) => {
  const p = document.createElement("p");
  p.textContent = text;
  return p;
};

function button(text: string, kind: string, onClick: () => void, label?: string): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  b.className = kind;
  b.textContent = text;
  if (label) b.setAttribute("aria-label", label);
  b.addEventListener("click", onClick);
  return b;
}

/** The input of the editor's createCommitOnBranch mutation, as far as the panel reads it. */
type CommitInput = {
  branch: { repositoryNameWithOwner: string; branchName: string };
  fileChanges: { additions?: { path: string; contents?: string }[]; deletions?: { path: string }[] };
};

// In the editor's own colours and font (Sveltia's custom properties), over its pages.
const panelStyle = `
.editor-saves { position: fixed; z-index: 1000; left: 16px; bottom: 16px; width: min(420px, calc(100vw - 32px));
  max-height: 50vh; overflow: auto; box-sizing: border-box; padding: 12px 16px;
  background: var(--sui-primary-background-color, #fff); color: var(--sui-primary-foreground-color, #222);
  border: 1px solid var(--sui-secondary-border-color, #ccc); border-radius: 8px;
  box-shadow: 0 4px 16px var(--sui-popup-shadow-color, rgb(0 0 0 / 20%));
  font-family: var(--sui-font-family-default, system-ui, sans-serif); font-size: var(--sui-font-size-default, 14px); line-height: 1.4; }
.editor-saves[hidden] { display: none; }
/* Above the editor's bottom bar, which it shows below 768 px. */
@media (width < 768px) { .editor-saves { left: 8px; bottom: 72px; width: calc(100vw - 16px); } }
.editor-saves h2 { margin: 0 0 8px; font-size: 1em; }
.editor-saves > ul { margin: 0; padding: 0; list-style: none; }
.editor-saves > ul > li { position: relative; padding: 8px 32px 8px 12px; margin-top: 8px; border-left: 4px solid var(--sui-secondary-border-color, #999); }
.editor-saves > ul > li[data-state="live"] { border-left-color: #1a7f37; }
.editor-saves > ul > li[data-state="waiting"], .editor-saves > ul > li[data-state="due"] { border-left-color: #9a6700; }
.editor-saves > ul > li[data-state="late"] { border-left-color: var(--sui-error-foreground-color, #c62828); }
.editor-saves > ul > li[data-state="refused"], .editor-saves > ul > li[data-state="failed"], .editor-saves > ul > li[data-state="stopped"] { border-left-color: var(--sui-error-foreground-color, #c62828); }
.editor-saves p { margin: 0 0 4px; overflow-wrap: anywhere; }
.editor-saves .what { font-weight: 600; }
.editor-saves li ul { margin: 4px 0 0; padding-left: 1.2em; overflow-wrap: anywhere; }
.editor-saves button { font: inherit; color: inherit; cursor: pointer; }
/* Room for the messages to read and copy, while a save has them. */
@media (width >= 768px) { .editor-saves:has(.waiting) { width: min(560px, calc(100vw - 32px)); max-height: 70vh; } }
.editor-saves .waiting { margin-top: 8px; padding-top: 8px; border-top: 1px solid var(--sui-secondary-border-color, #ccc); }
.editor-saves details { margin: 4px 0 8px; }
.editor-saves summary { cursor: pointer; }
.editor-saves textarea { display: block; box-sizing: border-box; width: 100%; margin: 4px 0; font: inherit; color: inherit; overflow-wrap: anywhere;
  background: var(--sui-secondary-background-color, #f6f6f6); border: 1px solid var(--sui-secondary-border-color, #ccc); border-radius: 4px; }
.editor-saves .dismiss { position: absolute; top: 4px; right: 0; width: 28px; height: 28px; border: 0; background: none; font-size: 18px; }
.editor-saves .again { margin-top: 4px; padding: 4px 12px; border: 1px solid currentColor; border-radius: 4px; background: none; }
`;
