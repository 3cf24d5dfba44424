// What the editor says of each save after it is made (save-status.ts), in the language of its
// interface: the team's words, which the browser tests read from here.
import type { Problem, SaveState } from "./save-watch.ts";
import type { UiLang } from "./ui-language.ts";

export type { UiLang };

type Words = {
  heading: string;
  saved: (files: string, time: string) => string;
  waiting: string;
  checking: string;
  publishing: string;
  blind: string;
  live: (time: string) => string;
  refused: string;
  failed: string;
  failedNoWords: string;
  stopped: string;
  quiet: string;
  askAgain: string;
  dismiss: (what: string) => string;
  line: (line: number) => string;
  /** News written ahead (waiting-news.ts): before its hour, "Tuesday, 14 April 2026, 11:00 in Paris · 09:00 UTC". */
  goesLive: (moment: string) => string;
  due: string;
  late: (moment: string) => string;
  publishNow: string;
  asked: (time: string) => string;
  notAsked: (status: number) => string;
  /** Who waits where a saved screening or release comes (people-waiting.ts). */
  peopleWaiting: string;
  nobodyWaiting: string;
  waitingUnread: string;
  soldOut: string;
  messageFor: (language: string, count: number) => string;
  sendTo: (audience: string) => string;
  copy: string;
  copied: string;
  notCopied: string;
  unmatched: string;
  left: (n: number) => string;
};

/** A time of timeIn's in Spanish: "a las 19:46" today, "el 28 nov 2026, 2:36" another day. */
const isHour = (time: string) => /^\d{1,2}:\d{2}$/.test(time);
const esAt = (time: string) => (isHour(time) ? `a las ${time}` : `el ${time}`);
const esSince = (time: string) => (isHour(time) ? `las ${time}` : `el ${time}`);

export const saveStatusWords: Record<UiLang, Words> = {
  en: {
    heading: "Your saves",
    saved: (files, time) => `${files}, saved at ${time}`,
    waiting: "Saved. Waiting for the site's checks to start…",
    checking: "Being checked and built: usually live within five minutes.",
    publishing: "Checked. Publishing…",
    blind: "This sign-in cannot read the site's checks: the editor will say when the site shows the save, not why it does not.",
    live: (time) => `Live on the site since ${time}.`,
    refused:
      "Not published: the site's checks refused this save, and the site still shows the version before it. To mend, then save again:",
    failed:
      "Not published: the site's checks stopped on something other than the content (the site's code or the machine that checks it). Your save is kept and goes live with the next publish; tell the engineer.",
    failedNoWords: "The checks left no words of their own.",
    stopped: "Not published: its check was stopped before it finished. Your save is kept, and the next save publishes it too.",
    quiet: "No word from the site's checks for 30 minutes, so the editor has stopped asking.",
    askAgain: "Ask again",
    dismiss: (what) => `Dismiss: ${what}`,
    line: (line) => `line ${line}`,
    goesLive: (moment) => `Goes live ${moment}.`,
    due: "Its hour has come: the site publishes it within about ten minutes.",
    late: (moment) => `Late: the site has not changed yet. Its hour was ${moment}.`,
    publishNow: "Publish now",
    asked: (time) => `Publication asked for at ${time}: the site changes within a few minutes.`,
    notAsked: (status) =>
      status === 0
        ? "The git host could not be reached: nothing was started. Check the connection and try again."
        : `The git host did not start the publication (it answered ${status}): this sign-in may not run the site's workflow ("Actions: read and write"). Ask the engineer.`,
    peopleWaiting: "Who asked to be told",
    nobodyWaiting: "Nobody has asked yet where the screenings and releases to come are.",
    waitingUnread: "The list of people who asked to be told could not be read:",
    soldOut: "Sold out: the messages are ready, but wait for returns before sending them.",
    messageFor: (language, count) =>
      `The message in ${language}, for ${count.toLocaleString("en-GB")} ${count === 1 ? "person" : "people"}`,
    sendTo: (audience) => `Send it to them ${audience}.`,
    copy: "Copy the message",
    copied: "Copied: paste it into a new e-mail in the service, subject first.",
    notCopied: "The browser would not copy it: select the text and copy it.",
    unmatched: "Nobody waiting yet where these are:",
    left: (n) => `And ${n} more, too many to show here: npm run demand lists them all.`,
  },
  es: {
    heading: "Lo que has guardado",
    saved: (files, time) => `${files}, guardado ${esAt(time)}`,
    waiting: "Guardado. Esperando a que empiece la comprobación del sitio…",
    checking: "Comprobando y generando el sitio: suele estar publicado en menos de cinco minutos.",
    publishing: "Comprobado. Publicando…",
    blind:
      "Con esta sesión el editor no puede leer la comprobación del sitio: te dirá cuándo aparece el cambio en el sitio, pero no por qué no aparece.",
    live: (time) => `Publicado en el sitio desde ${esSince(time)}.`,
    refused:
      "No publicado: la comprobación del sitio ha rechazado este cambio y el sitio sigue mostrando la versión anterior. Corrige lo siguiente y vuelve a guardar:",
    failed:
      "No publicado: la comprobación del sitio se ha detenido por algo ajeno al contenido (el código del sitio o la máquina que lo comprueba). Tu cambio está guardado y se publicará la próxima vez; avisa al equipo técnico.",
    failedNoWords: "La comprobación no ha dejado ningún mensaje.",
    stopped: "No publicado: su comprobación se detuvo antes de terminar. Tu cambio está guardado y se publicará con el siguiente.",
    quiet: "La comprobación del sitio lleva 30 minutos sin dar noticias, así que el editor ha dejado de preguntar.",
    askAgain: "Volver a preguntar",
    dismiss: (what) => `Cerrar: ${what}`,
    line: (line) => `línea ${line}`,
    goesLive: (moment) => `Se publica el ${moment}.`,
    due: "Ya es la hora: el sitio lo publica en unos diez minutos.",
    late: (moment) => `Con retraso: el sitio aún no ha cambiado. La hora era el ${moment}.`,
    publishNow: "Publicar ahora",
    asked: (time) => `Publicación pedida ${esAt(time)}: el sitio cambia en unos minutos.`,
    notAsked: (status) =>
      status === 0
        ? "No se ha podido contactar con el servidor git: no se ha iniciado nada. Comprueba la conexión y vuelve a intentarlo."
        : `El servidor git no ha iniciado la publicación (ha respondido ${status}): con esta sesión quizá no se pueda lanzar el flujo de trabajo del sitio ("Actions: read and write"). Pregunta al equipo técnico.`,
    peopleWaiting: "Quién ha pedido aviso",
    nobodyWaiting: "Todavía nadie ha pedido aviso en los lugares de las próximas proyecciones y estrenos.",
    waitingUnread: "No se ha podido leer la lista de quienes han pedido aviso:",
    soldOut: "Entradas agotadas: los mensajes están listos, pero espera a que se liberen entradas antes de enviarlos.",
    messageFor: (language, count) =>
      `El mensaje en ${language}, para ${count.toLocaleString("es-ES")} ${count === 1 ? "persona" : "personas"}`,
    sendTo: (audience) => `A quién enviarlo, en los términos del servicio: ${audience}.`,
    copy: "Copiar el mensaje",
    copied: "Copiado: pégalo en un correo nuevo del servicio, con el asunto primero.",
    notCopied: "El navegador no ha podido copiarlo: selecciona el texto y cópialo.",
    unmatched: "Todavía nadie espera donde se celebran estas:",
    left: (n) => `Y ${n} más, demasiadas para mostrarlas aquí: npm run demand las muestra todas.`,
  },
};

/** A time as the panel writes it: the hour today (as of `now`), else the date too (in `timeZone`, else the browser's). */
export const timeIn =
  (lang: UiLang, timeZone?: string, now = new Date()) =>
  (iso: string): string => {
    const date = new Date(iso);
    const day = (d: Date) => d.toLocaleDateString("en-GB", { timeZone });
    const options: Intl.DateTimeFormatOptions =
      day(date) === day(now) ? { timeStyle: "short" } : { dateStyle: "medium", timeStyle: "short" };
    return new Intl.DateTimeFormat(lang === "es" ? "es-ES" : "en-GB", { ...options, timeZone }).format(date);
  };

/** What a state says, as its first line. */
export function stateWords(state: SaveState, lang: UiLang, time: (iso: string) => string): string {
  const w = saveStatusWords[lang];
  switch (state.state) {
    case "checking":
      return w[state.step];
    case "live":
      return w.live(time(state.at));
    case "refused":
      return w.refused;
    case "failed":
      return w.failed;
    case "stopped":
      return w.stopped;
    case "quiet":
      return w.quiet;
  }
}

/** A problem as a line: "festivals.yaml, line 42: status …". */
export function problemWords({ file, line, words }: Problem, lang: UiLang): string {
  const place = [file?.replace(/^content\//, ""), line ? saveStatusWords[lang].line(line) : undefined].filter(Boolean).join(", ");
  return place ? `${place}: ${words}` : words;
}
