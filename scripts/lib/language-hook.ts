// `node --import ./scripts/lib/json-modules.ts --import ./scripts/lib/language-hook.ts …` with SITE_LANG set: the process
// reads the content of that language, `#lang/` resolving to src/generated/content/<SITE_LANG>/
// instead of package.json's default (the root language's). A resolve hook, since the list of languages is
// the content's and package.json's conditions would have to name each.
import { registerHooks } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const lang = process.env.SITE_LANG;
const content = path.resolve(import.meta.dirname, "../../src/generated/content");

if (lang)
  registerHooks({
    resolve(specifier, context, next) {
      if (!specifier.startsWith("#lang/")) return next(specifier, context);
      return next(pathToFileURL(path.join(content, lang, specifier.slice("#lang/".length))).href, context);
    },
  });
