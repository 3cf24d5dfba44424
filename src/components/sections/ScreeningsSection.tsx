import { screenings } from "../../content/index.ts";
import { ScreeningsIsland } from "../islands/islands.tsx";
import { Section } from "../ui/Section.tsx";
import { AccessFilter } from "./AccessFilter.tsx";
import { screenings as words } from "#lang/words/screenings.json";

/** The Screenings section: its lists an island that keeps them up to date; nothing at all while content/screenings.yaml lists none. */
export function Screenings() {
  if (screenings.length === 0) return null;
  return (
    <Section id="screenings" title={words.title}>
      <AccessFilter list={screenings} />
      <ScreeningsIsland />
    </Section>
  );
}
