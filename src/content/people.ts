import { film } from "./film";
import type { CastMember, CrewMember, SupportingCastMember } from "./schema";

// Every name here is fictional and written for the stand-in site.
export const principalCast = [
  {
    name: "Elena Marsh",
    role: "Maya",
    description: "A young woman adrift in the south of Spain, who agrees to walk a stranger's dog home.",
    bio: `Elena Marsh trained at the Bristol Old Vic Theatre School and spent five years in fringe theatre before ${film.title}, her first leading role on screen. She learned Spanish on the shoot.`,
    isLead: true,
    headshot: {
      file: "headshot-elena-marsh.jpg",
      alt: "Elena Marsh, who plays Maya, in soft afternoon light",
      mood: "golden",
      subject: "portrait",
    },
  },
  {
    name: "Rafael Ortega",
    role: "Tomás",
    description: "A nomadic sunflower thief who sells stolen blooms at village fiestas and never sleeps in the same place twice.",
    bio: `Rafael Ortega is a Sevillian actor and flamenco guitarist. His screen work includes short films and Andalusian television; ${film.title} is his first feature lead.`,
    isLead: true,
    headshot: {
      file: "headshot-rafael-ortega.jpg",
      alt: "Rafael Ortega, who plays Tomás, against an ochre wall",
      mood: "day",
      subject: "portrait",
    },
  },
  {
    name: "Carmen Villalba",
    role: "Doña Remedios",
    description: "A dying lady in Granada with one wish left: to see her dog again.",
    bio: "Carmen Villalba has worked in Spanish theatre for four decades. She came out of retirement for the role of Remedios after reading the script in one sitting.",
    isLead: false,
    headshot: {
      file: "headshot-carmen-villalba.jpg",
      alt: "Carmen Villalba, who plays Doña Remedios, at dusk",
      mood: "dusk",
      subject: "portrait",
    },
  },
  {
    name: "Canela",
    role: "Pipa",
    description: "The lost dog who finds a lost girl and leads her home.",
    bio: "Canela is a rescue mongrel from a shelter in Córdoba, adopted by the director's family after the shoot. She worked for biscuits and hit every mark at least once.",
    isLead: false,
    special: "Star",
    headshot: {
      file: "headshot-canela.jpg",
      alt: "Canela, the dog who plays Pipa, looking into the lens",
      mood: "golden",
      subject: "portrait",
    },
  },
] satisfies CastMember[];

export const supportingCast = [
  { name: "Jude Abbott", role: "The Mechanic" },
  { name: "Inés Castaño", role: "Lola, the Neighbour" },
  { name: "Manolo Prieto", role: "The Shepherd" },
  { name: "Sofía Lara", role: "Girl at the Fiesta" },
] satisfies SupportingCastMember[];

export const keyCrew = [
  {
    name: "Daniel Reyes-Hart",
    role: "Writer / Director / Producer",
    description: "Wrote the script on a train from Madrid to Granada and directed with a crew of five.",
    department: "Direction",
    onSet: true,
  },
  {
    name: "Marta Gil",
    role: "First Assistant Director & Producer",
    description: "Kept six locations, a storm-wrecked schedule and one dog on time.",
    department: "Direction",
    onSet: true,
  },
  {
    name: "Lola Benítez",
    role: "Director of Photography",
    description: "Shot the film handheld on a gimbal with vintage lenses and the Andalusian sun.",
    department: "Camera",
    onSet: true,
  },
  {
    name: "Owen Pryce",
    role: "Camera Operator & Gaffer",
    description: "Second camera, lighting and the reflector that doubled as a sunshade for Canela.",
    department: "Camera",
    onSet: true,
  },
  {
    name: "Sam Okafor",
    role: "Sound Recordist",
    description: "Recorded dialogue, cicadas and three days of thunder on location.",
    department: "Sound",
    onSet: true,
  },
  {
    name: "Nico Alarcón",
    role: "Composer",
    description: "Wrote a score for Spanish guitar, cello and field recordings from the shoot.",
    department: "Music",
    onSet: false,
  },
  {
    name: "Ana Ruiz",
    role: "Editor & Colourist",
    description: "Cut the film in eleven weeks and graded it to the colours of late summer.",
    department: "Post",
    onSet: false,
  },
] satisfies CrewMember[];
