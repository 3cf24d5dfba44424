import type { Film } from "./schema";

// The film's facts, stated once. Every page and both PDFs read them from here, so press copy
// never contradicts itself: change a value here and it changes everywhere.
const title = "Girasol";

export const film = {
  title,
  tagline: "A lost dog finds a lost girl and leads her home.",
  genre: "Melodrama",
  format: "Feature Film",
  year: 2025,
  runtimeMinutes: 97,
  budgetGBP: 20_000,
  shootingDays: 12,
  productionStart: "2024-10-14",
  productionEnd: "2024-10-28",
  location: "Andalusia",
  region: "Andalusia, Spain",
  releaseDate: "2025-09-19",
  premiereVenue: "The Halcyon Picturehouse, London",
  languages: [
    { code: "EN", name: "English" },
    { code: "ES", name: "Spanish" },
  ],
  subtitles: ["English", "Spanish", "French"],
  aspectRatio: "2.35:1",
  audio: "5.1 Surround Sound",
  colour: "Colour",
  camera: "Gimbal camera with vintage lenses",
  recordingFormat: "Digital",
  productionCompanies: ["Camino Lento Films", "Olivar Pictures"],
  synopsis: [
    "Maya, a young woman with nowhere left to be, is stranded at a roadside bar on the edge of the Andalusian plain. By morning a lost dog has chosen her: a scruffy, sunflower-coloured mongrel with a name tag that reads Pipa and an address in Granada.",
    "With no car and little money, Maya sets out on foot to take Pipa home. On the road she falls in with Tomás, a nomadic sunflower thief who sells stolen blooms at village fiestas and knows every back road between the olive groves and the Sierra.",
    "Waiting at the end of the road is Doña Remedios, a dying lady who has one wish left: to see her dog again. As the journey bends towards Granada, Maya begins to understand that Pipa was never the one who was lost.",
  ],
  directorStatement: [
    `${title} began with a photograph of a dog asleep in the shade of a sunflower field near Écija, and a question: who is looking for him? The film grew out of that question into a story about the people we find when we stop running.`,
    "We made it the way the characters travel: light, on foot, with whatever the day gave us. A crew small enough to fit in two cars, a gimbal camera with vintage lenses, and a shooting schedule that bent around thunderstorms, harvests and a dog who only ever did one take.",
    "I wanted a melodrama that earns its tears honestly, in the tradition of the road movies I grew up on, but rooted in the heat, the dust and the generosity of Andalusia.",
  ],
  releaseStrategy: [
    {
      title: "Festival circuit",
      text: "A premiere run through international, European and UK festivals across 2025 and 2026, building reviews and word of mouth.",
    },
    {
      title: "Digital distribution",
      text: "A curated streaming service that champions independent world cinema, followed by transactional video on demand.",
    },
    {
      title: "In-flight entertainment",
      text: "Airline in-flight programmes on routes to Spain and Latin America, where a warm, dialogue-light road movie travels well.",
    },
    {
      title: "Limited theatrical release",
      text: "Event screenings with Q&As in independent cinemas in the UK and Spain, starting with the London premiere.",
    },
  ],
  copyrightHolder: "Camino Lento Films",
  /** Stages around the shoot; the shoot and the premiere come from the dates above. */
  developmentStages: [
    { stage: "Development", when: "Spring 2024", detail: "Script written and the dog found at a shelter in Córdoba." },
    { stage: "Pre-production", when: "September 2024", detail: "Locations scouted on foot along the route to Granada." },
  ],
  postProductionStages: [
    { stage: "Post-production", when: "November 2024 – July 2025", detail: "Edit, score, sound mix and colour grade." },
  ],
} satisfies Film;
