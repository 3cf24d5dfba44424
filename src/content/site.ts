// Site-wide navigation: exactly the seven links of the spec, in its order.
export const navLinks = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/cast-crew", label: "Cast & Crew" },
  { to: "/behind-the-scenes", label: "Behind the Scenes" },
  { to: "/festivals", label: "Festivals" },
  { to: "/press", label: "Press" },
  { to: "/contact", label: "Contact" },
] as const;

/** Where the site is deployed; canonical URLs and link previews build on it. */
export const siteUrl = "https://girasolfilm.example";

/** The link-preview image (Open Graph / Twitter), cut from the key art at build time. */
export const ogImage = { path: "/img/og-image.jpg", width: 1200, height: 630 };
