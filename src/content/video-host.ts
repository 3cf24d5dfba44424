// Where the trailer, teaser and documentary are hosted, and how its player is addressed: code,
// as the embed parameters are the player's own (the video IDs are in content/links.yaml). Its
// own module so the content loader can name it in texts ({videoHost}) before any content is read.
export const videoHost = {
  name: "Vimeo",
  pageUrl: (id: string) => `https://vimeo.com/${id}`,
  playerUrl: (id: string) => `https://player.vimeo.com/video/${id}`,
  origin: "https://player.vimeo.com",
};
