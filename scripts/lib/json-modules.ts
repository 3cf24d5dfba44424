// `node --import ./scripts/lib/json-modules.ts scripts/…`: the build's scripts run in Node's own
// TypeScript (its type stripping), with no compiler ahead of them. Node imports a JSON file only
// with `with { type: "json" }` and as a default export; the content modules the scripts share with
// the pages import the generated content as Vite does, by name (`import { title } from
// "#lang/film.json"`), so that each page's bundle keeps only the fields it reads. This hook gives
// Node the same: a JSON file imported without an attribute is a module exporting the whole value as
// its default and each top-level field by its name. require() of JSON (packages') is left to Node.
import { readFileSync } from "node:fs";
import { registerHooks } from "node:module";
import { fileURLToPath } from "node:url";

const identifier = /^[A-Za-z_$][\w$]*$/;

registerHooks({
  load(url, context, next) {
    const imported = !context.conditions?.includes("require") && !context.importAttributes?.type;
    if (!imported || !url.startsWith("file:") || !url.endsWith(".json")) return next(url, context);
    const value: unknown = JSON.parse(readFileSync(fileURLToPath(url), "utf8"));
    const names =
      value !== null && typeof value === "object" && !Array.isArray(value)
        ? Object.keys(value).filter((name) => identifier.test(name) && name !== "default")
        : [];
    const source = [
      `const value = ${JSON.stringify(value)};`,
      "export default value;",
      ...names.map((name) => `export const ${name} = value[${JSON.stringify(name)}];`),
    ].join("\n");
    return { format: "module", source, shortCircuit: true };
  },
});
