// A tap is never lost. A phone paints the prerendered page long before React hydrates it (on a
// 4x-slowed CPU, /press takes about a second), and until then a <button> has no handler: a tap on
// Download, the menu or Watch Trailer would do nothing and say nothing. Links, `download` links
// and forms work without script, buttons do not.
//
// So the script below, the first script of every page (in its <head>), catches every click on a
// <button> made before the page has hydrated (in the capture phase on window, before anything
// else sees it), keeps the last one, and shows it is pending: the button pulses with a progress
// cursor ([data-tap-pending] in src/styles/app.css) and is aria-busy. Once the page is live,
// the islands' entry (src/entry.client.tsx) fires `hydrated`, once every island has hydrated, and
// the kept button, if it is still on the page,
// is clicked again: it downloads, opens the menu, the dialog or the lightbox, whatever its own
// handler does. React hydrates the server's DOM nodes in place, so the button kept is the one
// React now handles. A button in a section React has not hydrated yet is hydrated at once by the
// click, as React does for any click there, but not from inside React's own effects: so the click
// comes in a task of its own. Only the last tap is replayed: two taps on the menu button open it,
// not open and close it; a tap in the moment between hydration and the replay is kept in its
// place. The tap's user activation lasts 5 s in Chromium, so what the replayed click starts (the
// trailer's autoplay) still counts as the visitor's doing.
//
// An island hydrated only when it nears the screen (src/components/islands/island.tsx, `when:
// "visible"`) may still be HTML after the page is live: a tap on its buttons is kept the same way
// until it is (its element then carries data-hydrated and `hydrated` fires again). A tap on a live
// button meanwhile is the last tap: it runs at once, and the one kept is dropped.
//
// Why not native elements alone: the menu could be a popover and a download a link to a file,
// but the lightbox, the video dialogs (loaded lazily, with the player built from content), the
// documentary and the PDFs built in the browser cannot be; one small script covers every button,
// today's and tomorrow's, with no code in any component. Buttons that work natively
// (popovertarget, commandfor) are left alone, as are links: a tap on them is not held back.
//
// About 640 bytes, written short by hand (the build does not minify inline scripts). It runs
// before the first paint and only adds two listeners. Its SHA-256 goes into the CSP with the
// other inline scripts (scripts/postbuild/security-headers.ts).

/** The event App fires on document once the page is hydrated; the early-tap script replays then. */
export const hydratedEvent = "hydrated";

export const earlyTapsScript = `(()=>{let d=document,h=d.documentElement,k,a,p="data-tap-pending",b="aria-busy",w=t=>t.closest("[data-hydrate]:not([data-hydrated])"),u=()=>{k.removeAttribute(p);a==null?k.removeAttribute(b):k.setAttribute(b,a)};addEventListener("click",e=>{let t=e.target.closest?.("button:not([popovertarget],[commandfor])");if(!t)return;if(h.dataset.hydrated&&!w(t)&&!(k&&!w(k))){k&&(u(),k=0);return}e.preventDefault();e.stopImmediatePropagation();k&&u();k=t;a=t.getAttribute(b);t.setAttribute(p,"");t.setAttribute(b,"true")},!0);d.addEventListener("${hydratedEvent}",()=>setTimeout(()=>{let t=k;if(t&&!w(t)){u();k=0;t.isConnected&&t.click()}}))})()`;

/** Marks the page interactive and replays the tap kept before (see above). */
export function markHydrated() {
  document.documentElement.dataset.hydrated = "true";
  document.dispatchEvent(new Event(hydratedEvent));
}
