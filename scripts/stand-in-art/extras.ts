// Archive-only images: extra press stills and on-set photos that appear in the stills archive
// (the whole uploads folder) but on no page. Slugs follow the journey from the roadside bar to
// Granada; mood and subject steer the stand-in art, as for the content modules.
import type { Image } from "#src/content/build-time/schema/types.ts";

export const archiveStills = [
  { file: "still-28-dawn-departure.jpg", alt: "An empty road leaving the plain at first light", mood: "dawn", subject: "road" },
  { file: "still-29-hitchhiking.jpg", alt: "Maya and Pipa waiting by the road for a lift", mood: "day", subject: "travellers" },
  { file: "still-30-sunflower-rows.jpg", alt: "Rows of sunflowers running to the horizon", mood: "day", subject: "field" },
  { file: "still-31-olive-siesta.jpg", alt: "Midday shade under the olive trees", mood: "day", subject: "olives" },
  { file: "still-32-red-earth.jpg", alt: "Olive trees on red earth in the late sun", mood: "golden", subject: "olives" },
  { file: "still-33-white-village-lanes.jpg", alt: "A white village stacked on a hillside", mood: "day", subject: "village" },
  { file: "still-34-bell-tower.jpg", alt: "A village bell tower in the evening light", mood: "golden", subject: "village" },
  { file: "still-35-fiesta-lanterns.jpg", alt: "Paper lanterns strung over a village at the fiesta", mood: "night", subject: "village" },
  { file: "still-36-fiesta-dance.jpg", alt: "The travellers under the fiesta lanterns", mood: "night", subject: "travellers" },
  { file: "still-37-thunderhead.jpg", alt: "A thunderhead building over the sunflower fields", mood: "storm", subject: "field" },
  { file: "still-38-rain-shelter.jpg", alt: "Maya, Tomás and Pipa caught in the rain", mood: "storm", subject: "travellers" },
  { file: "still-39-after-the-storm.jpg", alt: "A wet road shining after the storm", mood: "dusk", subject: "road" },
  { file: "still-40-sierra-foothills.jpg", alt: "The road climbing into the foothills of the Sierra", mood: "dawn", subject: "road" },
  { file: "still-41-mountain-pass.jpg", alt: "A winding road over a mountain pass", mood: "day", subject: "road" },
  { file: "still-42-sierra-ridge.jpg", alt: "Three figures on a ridge below the snowy Sierra", mood: "golden", subject: "travellers" },
  { file: "still-43-shepherd-track.jpg", alt: "A shepherd's track through the olive groves", mood: "dawn", subject: "olives" },
  { file: "still-44-night-camp.jpg", alt: "The travellers resting under the stars", mood: "night", subject: "travellers" },
  { file: "still-45-stars-over-olives.jpg", alt: "Stars over a moonlit olive grove", mood: "night", subject: "olives" },
  { file: "still-46-sunflower-sea.jpg", alt: "A sea of sunflowers in the golden hour", mood: "golden", subject: "field" },
  { file: "still-47-tomas-sunflowers.jpg", alt: "Tomás walking with an armful of sunflowers at dusk", mood: "dusk", subject: "travellers" },
  { file: "still-48-village-at-dusk.jpg", alt: "Lights coming on in a hill village at dusk", mood: "dusk", subject: "village" },
  { file: "still-49-heat-haze.jpg", alt: "The road shimmering in the midday heat", mood: "day", subject: "road" },
  { file: "still-50-granada-lights.jpg", alt: "Granada lit up at night below the old walls", mood: "night", subject: "village" },
  { file: "still-51-alhambra-dawn.jpg", alt: "Red walls of Granada and the Sierra at dawn", mood: "dawn", subject: "village" },
  { file: "still-52-last-kilometre.jpg", alt: "The last kilometre of road before Granada", mood: "golden", subject: "road" },
  { file: "still-53-maya-portrait.jpg", alt: "Maya in profile against the fields", mood: "golden", subject: "portrait" },
  { file: "still-54-girasol.jpg", alt: "One sunflower against the evening sky", mood: "golden", subject: "field" },
] satisfies Image[];

export const archiveOnSet = [
  { file: "onset-04-boom-pole.jpg", alt: "The sound recordist holding the boom over a scene", mood: "day", subject: "crew" },
  { file: "onset-05-tripod-field.jpg", alt: "The camera on a tripod at the edge of a sunflower field", mood: "golden", subject: "crew" },
  { file: "onset-06-camera-car.jpg", alt: "The camera car parked on a farm track", mood: "day", subject: "crew" },
  { file: "onset-07-sunflower-setup.jpg", alt: "Setting up a shot among the sunflowers", mood: "golden", subject: "crew" },
  { file: "onset-08-olive-grove-lunch.jpg", alt: "Lunch break in the shade of the olive trees", mood: "day", subject: "crew" },
  { file: "onset-09-night-lanterns.jpg", alt: "Lighting the fiesta scene at night", mood: "night", subject: "crew" },
  { file: "onset-10-rain-tarp.jpg", alt: "The crew under a tarpaulin in the rain", mood: "storm", subject: "crew" },
  { file: "onset-11-sierra-unit.jpg", alt: "The camera set up below the Sierra at dawn", mood: "dawn", subject: "crew" },
  { file: "onset-12-magic-hour.jpg", alt: "A reflector catching the last of the sun", mood: "golden", subject: "crew" },
  { file: "onset-13-village-square.jpg", alt: "The crew in a village square at dusk", mood: "dusk", subject: "crew" },
  { file: "onset-14-dawn-call.jpg", alt: "An early call on the road at dawn", mood: "dawn", subject: "crew" },
  { file: "onset-15-wrap.jpg", alt: "Wrap: the crew and the camera car at dusk", mood: "dusk", subject: "crew" },
] satisfies Image[];
