// Loaded before the editor (admin.js), as a classic script: the editor must ask nothing of any
// host but this site's and the git host's. Its interface words, Immutable.js and WebP encoder are
// bundled with it (scripts/admin/write-admin.ts); Sveltia CMS has no option for three things it
// still fetches from elsewhere, so they are answered here:
// - its update check (unpkg.com/@sveltia/cms/package.json): "no version known", so no banner;
// - the git host's status page (githubstatus.com): "no incident";
// - its three fonts (jsdelivr's copy of Fontsource), whose @font-face rules it writes into the
//   page: taken from this site (the build copies the files the package itself ships), the icons'
//   only once signed in.
// It also waits to start until admin.js has registered the content files' format and fields.
/** @type {Window & { CMS_MANUAL_INIT?: boolean }} */ (window).CMS_MANUAL_INIT = true;

(() => {
  const here = /** @type {HTMLScriptElement} */ (document.currentScript).src;
  const realFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith("https://unpkg.com/@sveltia/cms/")) return Promise.resolve(new Response("", { status: 404 }));
    if (url.startsWith("https://www.githubstatus.com/")) return Promise.resolve(Response.json({ status: { indicator: "none" } }));
    return realFetch(input, init);
  };

  const fonts = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[^/]+\/([^)\s'"]+)/g;
  const fontsHere = new URL("fonts/", here).href;
  // The icon font (750 KB) draws the editor's buttons, not its sign-in, which has none: held back
  // until the team is in (the editor's address names a page) or taps to sign in. The editor
  // registers the copy it bundles (assets/) with the font API, beside its rule for the CDN's.
  const iconFamily = "Material Symbols Outlined";
  const iconFont = /@font-face\s*\{[^}]*Material Symbols[^}]*\}/;
  /** @type {string | undefined} */
  let iconRule;
  /** @type {FontFace[]} */
  const iconFaces = [];
  let iconsIn = false;
  const fontSet = document.fonts;
  const addFace = fontSet.add.bind(fontSet);
  fontSet.add = (face) => {
    if (iconsIn || face.family.replace(/["']/g, "") !== iconFamily) return addFace(face);
    iconFaces.push(face);
    return fontSet;
  };
  const addIcons = () => {
    if (iconsIn) return;
    iconsIn = true;
    iconFaces.forEach(addFace);
    if (!iconRule) return;
    const style = document.createElement("style");
    style.textContent = iconRule;
    document.head.append(style);
  };
  const signedIn = () => location.hash.length > 2 && addIcons();
  window.addEventListener("hashchange", signedIn);
  signedIn(); // the editor opened again at a page, signed in still
  document.addEventListener("click", addIcons, { capture: true });
  /** @param {Node} node */
  const local = (node) => {
    if (node.nodeName !== "STYLE" || !node.textContent?.includes("cdn.jsdelivr.net/fontsource")) return;
    const text = node.textContent.replace(
      fonts,
      (_, /** @type {string} */ name, /** @type {string} */ file) => `${fontsHere}${name}-${file}`,
    );
    iconRule = iconsIn ? undefined : iconFont.exec(text)?.[0];
    node.textContent = iconRule ? text.replace(iconFont, "") : text;
  };
  new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach(local))).observe(document.head, { childList: true });
})();
