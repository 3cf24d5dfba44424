import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("cast-crew", "routes/cast-crew.tsx"),
  route("behind-the-scenes", "routes/behind-the-scenes.tsx"),
  route("festivals", "routes/festivals.tsx"),
  route("press", "routes/press.tsx"),
  route("contact", "routes/contact.tsx"),
  route("stills", "routes/stills.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
