// Every URL prerendered to static HTML. /404 renders the not-found page, which the
// build copies to 404.html for static hosts and the bundled server.
export const pagePaths = ["/", "/about", "/cast-crew", "/behind-the-scenes", "/festivals", "/press", "/contact", "/stills"] as const;
export const notFoundPath = "/404";
export const prerenderPaths = [...pagePaths, notFoundPath];
