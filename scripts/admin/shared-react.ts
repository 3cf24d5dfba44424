// Our React code in the editor (its previews, admin/preview/) renders with Sveltia CMS's own React,
// which its npm build bundles and shares on a global for its react-dom chunk: "react" and
// "react/jsx-runtime" are answered from that global, never from node_modules (a second React
// fails at the first hook it runs under the editor's react-dom).
import type { Plugin } from "esbuild";
import { sharedReactKey } from "../../admin/preview/previewed-files.ts";

/** The esbuild plugin that gives every bare "react" import the editor's React. */
export async function sharedReact(): Promise<Plugin> {
  // The names React exports, to export each from the shared instance.
  const names = Object.keys(await import("react")).filter((n) => n !== "default" && /^[A-Za-z_$][\w$]*$/.test(n));
  const react = [
    `const React = globalThis[${JSON.stringify(sharedReactKey)}];`,
    `if (!React) throw new Error("The editor's React is not there yet: load @sveltia/cms first");`,
    "export default React;",
    ...names.map((n) => `export const ${n} = React.${n};`),
  ].join("\n");
  // The automatic JSX runtime, on createElement: a key given apart joins the props.
  const jsxRuntime = [
    'import React from "react";',
    "export const Fragment = React.Fragment;",
    "export function jsx(type, props, key) { return React.createElement(type, key === undefined ? props : { ...props, key }); }",
    "export { jsx as jsxs, jsx as jsxDEV };",
  ].join("\n");
  return {
    name: "shared-react",
    setup(build) {
      build.onResolve({ filter: /^react(\/jsx-runtime|\/jsx-dev-runtime)?$/ }, (args) => ({ path: args.path, namespace: "shared-react" }));
      build.onLoad({ filter: /.*/, namespace: "shared-react" }, (args) => ({
        contents: args.path === "react" ? react : jsxRuntime,
        loader: "js",
      }));
    },
  };
}
