import { useEffect, useRef, useState, type FormEvent } from "react";
import { film } from "../../content/film.ts";
import { lang, localPath } from "../../content/language.ts";
import { signUp } from "../../content/sign-up.ts";
import { pagePath } from "../../config/pages.ts";
import { fill } from "../../lib/fill.ts";
import { buttonVariants } from "../ui/primitives.tsx";
import { signUp as words } from "#lang/words/sign-up.json";

const field = "min-h-11 w-full rounded-lg border border-ink-line bg-ink px-3 py-2 text-base text-cream aria-[invalid=true]:border-red-400";
const label = "text-sm font-semibold text-cream";
/** What was typed, kept for the tab while the service's page is shown: back on this page, it is here again. */
const kept = "sign-up-typed";
/** An address as a mail program takes it: something, @, a domain with a dot. */
const address = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

type Problem = "wrongAddress" | "consentNeeded";
type Outcome = "done" | "failed" | "offline" | "back";

/**
 * "Tell me when it plays near me" (an island, hydrated as it nears the screen; sections/SignUp.tsx
 * places it): without script a plain form posting to the list; with it, an address or consent
 * refused at the field in the page's words before anything is sent, one post however often the
 * button is pressed, and the answer said in the page where the service allows it (Netlify: the
 * post is the site's own). Where the service's own page answers (Buttondown, Mailchimp), what
 * was typed is kept for the tab, so a visitor who comes back from a failed post finds it again.
 */
export function SignUpForm({ countries, likely }: { countries: { code: string; name: string }[]; likely?: string }) {
  const form = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<Problem>();
  const [outcome, setOutcome] = useState<Outcome>();
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const element = form.current!;
    // Checked here, in the page's words, rather than by the browser in its own.
    element.noValidate = true;
    const restore = () => {
      const typed = sessionStorage.getItem(kept);
      if (!typed) return;
      sessionStorage.removeItem(kept);
      for (const [name, value] of new URLSearchParams(typed)) {
        const input = element.elements.namedItem(name);
        if (input instanceof HTMLInputElement && input.type !== "hidden" && input.type !== "checkbox" && input.value === "")
          input.value = value;
        if (input instanceof HTMLSelectElement) input.value = value;
      }
      setOutcome("back");
    };
    // Back from the service's page: from the browser's page cache (the form as it was, but the
    // button still "sending"), or loaded anew.
    const shown = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      sending.current = false;
      setBusy(false);
      restore();
    };
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    if (navigation?.type === "back_forward") restore();
    window.addEventListener("pageshow", shown);
    return () => window.removeEventListener("pageshow", shown);
  }, []);

  if (!signUp) return null;
  const { action, fields, about } = signUp;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    if (sending.current) return event.preventDefault();
    const data = new FormData(element);
    const wrong: Problem | undefined = !address.test(String(data.get(fields.email) ?? "").trim())
      ? "wrongAddress"
      : !(element.elements.namedItem("sign-up-consent") as HTMLInputElement).checked
        ? "consentNeeded"
        : undefined;
    setProblem(wrong);
    setOutcome(undefined);
    if (wrong) {
      event.preventDefault();
      element.querySelector<HTMLElement>(wrong === "wrongAddress" ? "#sign-up-email" : "#sign-up-consent")?.focus();
      return;
    }
    sending.current = true;
    setBusy(true);
    // The fields as the browser would post them (urlencoded).
    const body = new URLSearchParams(data as unknown as Record<string, string>).toString();
    if (!about.answersInPage) {
      // The service's own page answers, in this tab: the post goes on as the browser sends it.
      sessionStorage.setItem(kept, body);
      return;
    }
    event.preventDefault();
    fetch("/", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body })
      .then((response) => setOutcome(response.ok ? "done" : "failed"))
      .catch(() => setOutcome("offline"))
      .finally(() => {
        sending.current = false;
        setBusy(false);
      });
  };

  const said = outcome === "done" ? fill(words.done, { title: film.title }) : outcome ? words[outcome] : undefined;
  const error = (which: Problem) =>
    problem === which ? (
      <p id={`sign-up-${which}`} className="text-sm font-semibold text-red-300">
        {words[which]}
      </p>
    ) : null;
  return (
    <form
      ref={form}
      action={action}
      method="post"
      onSubmit={submit}
      aria-labelledby="sign-up-title"
      className="grid max-w-xl grid-cols-1 gap-5"
      {...(fields.netlify ? { name: fields.netlify.name, "data-netlify": "true", "netlify-honeypot": fields.honeypot } : {})}
    >
      <p className="text-sand">{fill(words.intro, { title: film.title })}</p>
      {fields.fixed.map(([name, value]) => (
        <input key={`${name}-${value}`} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name={fields.language} value={lang} />
      <div className="grid gap-2">
        <label htmlFor="sign-up-email" className={label}>
          {words.yourAddress}
        </label>
        <input
          id="sign-up-email"
          type="email"
          name={fields.email}
          required
          autoComplete="email"
          spellCheck={false}
          aria-invalid={problem === "wrongAddress" || undefined}
          aria-describedby={problem === "wrongAddress" ? "sign-up-wrongAddress" : undefined}
          className={field}
        />
        {error("wrongAddress")}
      </div>
      <div className="grid gap-2">
        <label htmlFor="sign-up-country" className={label}>
          {words.country}
        </label>
        <select id="sign-up-country" name={fields.country} required autoComplete="country" defaultValue={likely} className={field}>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2">
        <label htmlFor="sign-up-town" className={label}>
          {words.town} <span className="font-normal text-sand">({words.optional})</span>
        </label>
        <input id="sign-up-town" type="text" name={fields.town} autoComplete="address-level2" className={field} />
      </div>
      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <input
            id="sign-up-consent"
            type="checkbox"
            required
            {...(fields.consent ? { name: fields.consent, value: "yes" } : {})}
            aria-invalid={problem === "consentNeeded" || undefined}
            aria-describedby={problem === "consentNeeded" ? "sign-up-consentNeeded" : undefined}
            className="mt-1 size-5 shrink-0 accent-sunflower"
          />
          <label htmlFor="sign-up-consent" className="text-sm text-cream">
            {fill(words.consent, { title: film.title })}
          </label>
        </div>
        {error("consentNeeded")}
      </div>
      {fields.honeypot && (
        // Off the screen and out of the reading order: a person never fills it in, a simple robot does.
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="sign-up-robots">{words.robots}</label>
          <input id="sign-up-robots" type="text" name={fields.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <button type="submit" aria-disabled={busy || undefined} className={buttonVariants({ variant: "primary", size: "lg" })}>
          {busy ? words.sending : words.submit}
        </button>
        {/* An island has no router: a plain link, in the page's language. */}
        <a href={localPath(pagePath("privacy"))} className="text-sm text-sand underline hover:text-sunflower">
          {words.privacy}
        </a>
      </div>
      {/* The answer, read out as it comes: a problem with the list at once, the rest politely. */}
      <p role="alert" className="text-sm font-semibold text-cream empty:hidden">
        {outcome === "failed" || outcome === "offline" ? said : null}
      </p>
      <p role="status" className="text-sm font-semibold text-cream empty:hidden">
        {outcome === "done" || outcome === "back" ? said : null}
      </p>
      {about.doubleOptIn && <p className="text-sm text-sand">{fill(words.confirm, { service: about.name })}</p>}
    </form>
  );
}
