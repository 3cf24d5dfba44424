import { Link } from "react-router";
import { film } from "../../content/index.ts";
import { lang } from "../../content/language.ts";
import { signUp } from "../../content/sign-up.ts";
import { pagePath } from "../../config/pages.ts";
import { countryChoices, likelyCountry } from "../../lib/country-choices.ts";
import { fill } from "../../lib/fill.ts";
import { buttonVariants } from "../ui/primitives.tsx";
import { Section } from "../ui/Section.tsx";
import { signUp as words } from "#lang/words/sign-up.json";

const field = "min-h-11 w-full rounded-lg border border-ink-line bg-ink px-3 py-2 text-base text-cream placeholder:text-sand/60";
const label = "text-sm font-semibold text-cream";

/**
 * "Tell me when it plays near me": a plain form that posts to the list content/site.yaml names
 * (src/content/sign-up-services.ts), so it works without script; nothing at all while none is
 * named. The consent box is never ticked in advance, and its words say all the person will get.
 */
export function SignUp() {
  if (!signUp) return null;
  const { action, fields, about } = signUp;
  const countries = countryChoices(lang);
  const likely = likelyCountry(lang);
  return (
    <Section id="sign-up" title={words.title}>
      <form
        action={action}
        method="post"
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
          <input id="sign-up-email" type="email" name={fields.email} required autoComplete="email" spellCheck={false} className={field} />
        </div>
        <div className="grid gap-2">
          <label htmlFor="sign-up-country" className={label}>
            {words.country}
          </label>
          <select
            id="sign-up-country"
            name={fields.country}
            required
            autoComplete="country"
            defaultValue={countries.some((c) => c.code === likely) ? likely : undefined}
            className={field}
          >
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
        <div className="flex items-start gap-3">
          <input
            id="sign-up-consent"
            type="checkbox"
            required
            {...(fields.consent ? { name: fields.consent, value: "yes" } : {})}
            className="mt-1 size-5 shrink-0 accent-sunflower"
          />
          <label htmlFor="sign-up-consent" className="text-sm text-cream">
            {fill(words.consent, { title: film.title })}
          </label>
        </div>
        {fields.honeypot && (
          // Off the screen and out of the reading order: a person never fills it in, a simple robot does.
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label htmlFor="sign-up-robots">{words.robots}</label>
            <input id="sign-up-robots" type="text" name={fields.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
        )}
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <button type="submit" className={buttonVariants({ variant: "primary", size: "lg" })}>
            {words.submit}
          </button>
          <Link to={pagePath("privacy")} className="text-sm text-sand underline hover:text-sunflower">
            {words.privacy}
          </Link>
        </div>
        {about.doubleOptIn && <p className="text-sm text-sand">{fill(words.confirm, { service: about.name })}</p>}
      </form>
    </Section>
  );
}
