import { Hero } from "../components/sections/Hero";
import { StillsGallery } from "../components/sections/StillsGallery";
import { Story } from "../components/sections/Story";
import { facts, film } from "../content";
import { pageMeta } from "./meta";

export const meta = () =>
  pageMeta(
    "/",
    "Home",
    `${film.title}: a ${facts.runtime} ${film.genre.toLowerCase()} and road movie shot in ${film.location}. ${film.tagline}`,
  );

export default function Home() {
  return (
    <>
      <Hero />
      <Story />
      <StillsGallery />
    </>
  );
}
