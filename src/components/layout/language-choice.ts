// The language a visitor chose, remembered for their next visit, and only there: the first
// visit follows nothing (no redirect by browser language, which breaks links shared between
// countries), and a page opened by a link always opens as linked. A visitor who chose a
// language with the switch (LanguageSwitch.tsx) gets it again when their next visit starts on
// the home page of the other language. Nothing else reads the choice.
//
// The script below is the second inline script of every page's <head>, before the first paint,
// so a returning visitor never sees the other home page first. It marks the visit in
// sessionStorage (per tab: a visit ends when its tab closes) and, on the first page of a visit,
// if that page is a home page of the other language, replaces it with the chosen one. It also
// serves the switch, before and after the page is hydrated alike: a click on a link to the
// other language (a[hreflang]) remembers that language, and takes along the still the
// lightbox has open (its #id: the lightbox keeps it in the address without the router). Storage
// a browser blocks is left alone: the page is shown as linked. Its SHA-256 goes into the CSP
// with the other inline scripts (scripts/postbuild/security-headers.ts).
import { languages, rootOf } from "../../lib/languages.ts";

/** The key of the chosen language in localStorage, and of the visit mark in sessionStorage. */
export const choiceKey = "site-language";

// Each language's home page, by code: {"en":"/","es":"/es/"}.
const roots = JSON.stringify(Object.fromEntries(languages.map((l) => [l, rootOf(l)])));

export const languageChoiceScript = `(function(){var k="${choiceKey}",r=${roots};addEventListener("click",function(e){var a=e.target.closest&&e.target.closest("a[hreflang]");if(!a||!r[a.hreflang])return;a.hash=location.hash;try{localStorage.setItem(k,a.hreflang)}catch(x){}},true);try{var c=localStorage.getItem(k),p=location.pathname;if(sessionStorage.getItem(k))return;sessionStorage.setItem(k,"1");if(c&&r[c]&&r[c]!==p&&(function(){for(var l in r)if(r[l]===p)return 1})())location.replace(r[c]+location.search+location.hash)}catch(x){}})()`;
