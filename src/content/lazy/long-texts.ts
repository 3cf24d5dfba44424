// The long texts of content/texts.yaml beyond the synopsis, each for the page and PDF that show
// it: written apart from the synopsis (long-texts.json) and kept out of the script every page
// loads (vite.config.ts), so Home does not carry them.
export { directorsStatement as directorStatement, festivalStrategy, releaseStrategy } from "#lang/long-texts.json";
