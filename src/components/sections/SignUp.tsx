import { lang } from "../../content/language.ts";
import { signUp } from "../../content/sign-up.ts";
import { countryChoices, likelyCountry } from "../../lib/country-choices.ts";
import { SignUpFormIsland } from "../islands/islands.tsx";
import { Section } from "../ui/Section.tsx";
import { signUp as words } from "#lang/words/sign-up.json";

/**
 * "Tell me when it plays near me", where a visitor who wants to see the film looks (Home, the
 * screenings, Where to watch): nothing at all while content/site.yaml names no list. The countries
 * are named and ordered here, at build time, in the page's language (the form carries them, so
 * the browser loads no list of its own); the visitor's likely one, the language's country, first chosen.
 */
export function SignUp() {
  if (!signUp) return null;
  const countries = countryChoices(lang);
  const likely = likelyCountry(lang);
  return (
    <Section id="sign-up" title={words.title}>
      <SignUpFormIsland countries={countries} likely={countries.some((c) => c.code === likely) ? likely : undefined} />
    </Section>
  );
}
