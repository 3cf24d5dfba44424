import { film } from "./film.ts";
import type { ExtendedStill, Image } from "./schema";

// Every image on the site, by where it appears. Files live in public/uploads; the stills
// archive holds that whole folder (stills, on-set photos, headshots, poster, key art).

export const keyArt = {
  file: "key-art.jpg",
  alt: "Maya and Pipa walking a dusty road through sunflower fields at sunset",
  mood: "golden",
  subject: "travellers",
} satisfies Image;

export const poster = {
  file: "poster.jpg",
  alt: `${film.title} poster: a young woman and a dog on an empty road under a huge Andalusian sun`,
  mood: "dusk",
  subject: "travellers",
} satisfies Image;

/** The visual-journey gallery: the story in ten frames, in order. */
export const journeyStills = [
  {
    file: "still-01-roadside-bar.jpg",
    alt: "A roadside bar alone on the plain at dawn",
    caption: "Where Maya is left behind",
    mood: "dawn",
    subject: "village",
  },
  {
    file: "still-02-pipa-arrives.jpg",
    alt: "A sunflower-coloured dog sitting beside a young woman on a kerb",
    caption: "Pipa chooses Maya",
    mood: "day",
    subject: "travellers",
  },
  {
    file: "still-03-first-steps.jpg",
    alt: "Maya and Pipa setting off along an empty road",
    caption: "The first kilometre",
    mood: "day",
    subject: "road",
  },
  {
    file: "still-04-olive-grove.jpg",
    alt: "Rows of olive trees on red earth under a pale sky",
    caption: "Shade in the olive groves",
    mood: "golden",
    subject: "olives",
  },
  {
    file: "still-05-sunflower-thief.jpg",
    alt: "Tomás carrying an armful of sunflowers across a field",
    caption: "Tomás, the sunflower thief",
    mood: "golden",
    subject: "field",
  },
  {
    file: "still-06-fiesta-night.jpg",
    alt: "Lanterns over a village square on a fiesta night",
    caption: "Selling stolen blooms at the fiesta",
    mood: "night",
    subject: "village",
  },
  {
    file: "still-07-storm-road.jpg",
    alt: "Dark thunderclouds over a road through the hills",
    caption: "The storm breaks",
    mood: "storm",
    subject: "road",
  },
  {
    file: "still-08-white-village.jpg",
    alt: "A white hill village catching the late sun",
    caption: "A bed for the night",
    mood: "dusk",
    subject: "village",
  },
  {
    file: "still-09-sierra.jpg",
    alt: "Two travellers and a dog on a ridge with the Sierra behind them",
    caption: "The Sierra in sight",
    mood: "dawn",
    subject: "travellers",
  },
  {
    file: "still-10-granada.jpg",
    alt: "The road descending towards Granada at dusk",
    caption: "Granada, at last",
    mood: "dusk",
    subject: "road",
  },
] satisfies Image[];

/**
 * The extended gallery. Read in order, the category words form one original lyric line
 * (written for the film, see extendedLyric in facts.ts).
 */
export const extendedStills = [
  {
    file: "still-11-lost.jpg",
    category: "Lost",
    alt: "Maya asleep on her rucksack at a bus stop",
    caption: "Nowhere to be",
    mood: "dawn",
    subject: "road",
  },
  {
    file: "still-12-girl.jpg",
    category: "girl",
    alt: "Maya shading her eyes against the morning sun",
    caption: "Maya",
    mood: "day",
    subject: "portrait",
  },
  {
    file: "still-13-lost.jpg",
    category: "lost",
    alt: "A dog's paw prints in the dust of a track",
    caption: "Tracks",
    mood: "day",
    subject: "road",
  },
  {
    file: "still-14-dog.jpg",
    category: "dog",
    alt: "Pipa looking back over her shoulder on the road",
    caption: "Pipa",
    mood: "golden",
    subject: "travellers",
  },
  {
    file: "still-15-one.jpg",
    category: "one",
    alt: "A single sunflower standing taller than the rest of the field",
    caption: "One of a thousand",
    mood: "golden",
    subject: "field",
  },
  {
    file: "still-16-dusty.jpg",
    category: "dusty",
    alt: "Dust rising behind a passing van on a farm track",
    caption: "Hitching",
    mood: "day",
    subject: "road",
  },
  {
    file: "still-17-road.jpg",
    category: "road",
    alt: "A straight road vanishing into a heat haze",
    caption: "The long straight",
    mood: "day",
    subject: "road",
  },
  {
    file: "still-18-south.jpg",
    category: "south",
    alt: "A road sign pointing south towards Granada",
    caption: "Granada, 212 km",
    mood: "golden",
    subject: "road",
  },
  {
    file: "still-19-and.jpg",
    category: "and",
    alt: "Maya and Tomás sharing bread on a wall above the fields",
    caption: "Breaking bread",
    mood: "golden",
    subject: "travellers",
  },
  {
    file: "still-20-every.jpg",
    category: "every",
    alt: "Sunflowers turning their heads towards the rising sun",
    caption: "Every head turned east",
    mood: "dawn",
    subject: "field",
  },
  {
    file: "still-21-sunflower.jpg",
    category: "sunflower",
    alt: "Close view of a sunflower head heavy with seeds",
    caption: "The sunflower",
    mood: "golden",
    subject: "field",
  },
  {
    file: "still-22-turning.jpg",
    category: "turning",
    alt: "A bend in a mountain road lit by evening sun",
    caption: "The turn for home",
    mood: "dusk",
    subject: "road",
  },
  {
    file: "still-23-us.jpg",
    category: "us",
    alt: "Maya, Tomás and Pipa silhouetted against the sky",
    caption: "The three of us",
    mood: "dusk",
    subject: "travellers",
  },
  {
    file: "still-24-home.jpg",
    category: "home",
    alt: "A lit window in a white house in the Albaicín at night",
    caption: "Home",
    mood: "night",
    subject: "village",
  },
] satisfies ExtendedStill[];

/** Behind the Scenes: photographs taken on set. */
export const onSetPhotos = [
  {
    file: "onset-01-gimbal.jpg",
    alt: "The director of photography walking backwards with the gimbal camera on a farm track",
    caption: "Walking the road backwards",
    mood: "day",
    subject: "crew",
  },
  {
    file: "onset-02-storm-cover.jpg",
    alt: "Crew sheltering equipment under a tarpaulin during a thunderstorm",
    caption: "Day one: thunder",
    mood: "storm",
    subject: "crew",
  },
  {
    file: "onset-03-canela-rest.jpg",
    alt: "Canela resting in the shade of the camera car between takes",
    caption: "Canela between takes",
    mood: "golden",
    subject: "crew",
  },
] satisfies Image[];

/** Behind the Scenes: the Film Stills list. */
export const filmStills = [
  {
    file: "still-25-harvest.jpg",
    alt: "Farm workers at the sunflower harvest, seen from the road",
    caption: "Harvest",
    mood: "day",
    subject: "field",
  },
  { file: "still-26-well.jpg", alt: "Pipa drinking from a stone trough by a well", caption: "Water", mood: "golden", subject: "village" },
  {
    file: "still-27-remedios-window.jpg",
    alt: "Doña Remedios waiting at her window in Granada",
    caption: "Remedios waits",
    mood: "dusk",
    subject: "village",
  },
] satisfies Image[];

/** The six production stills of the press package PDF, two per page. */
export const pressStills = [...journeyStills.slice(0, 3), ...journeyStills.slice(4, 7)];

export const thunderstormNote =
  "The first three days of the shoot were thunderstorms. We rewrote the opening around the weather, and the storm you see in the film is real.";

export const directorQuotes = [
  {
    quote:
      "We had no time and no second chances, so we shot the film in the order Maya lives it. By the last day we were as tired and as sunburnt as she is.",
    attribution: "Daniel Reyes-Hart, director",
  },
  {
    quote:
      "Canela never did the same thing twice. In the end we stopped directing her and started following her, which is the whole film, really.",
    attribution: "Daniel Reyes-Hart, director",
  },
];
