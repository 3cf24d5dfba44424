import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { collections } from "#src/content/build-time/collections.ts";
import { captionSchema } from "#src/content/build-time/schema/captions.ts";
import { audioDescriptionWays } from "#src/content/build-time/schema/access.ts";
import { submissionSchema } from "#src/content/build-time/schema/festivals.ts";
import { releaseSchema } from "#src/content/build-time/schema/releases.ts";
import { reviewSchema } from "#src/content/build-time/schema/reviews.ts";
import { screeningSchema } from "#src/content/build-time/schema/screenings.ts";
import { stillsSchema } from "#src/content/build-time/schema/stills.ts";
import { seedSite } from "../test/fixture-site.ts";
import { inLanguages } from "../test/in-languages.ts";
import { jsonSchemaOf } from "#src/content/build-time/json-schema.ts";
import { labelOf } from "../../admin/field-labels.ts";
import { adminConfig, fieldsOf, shapesOf, type Field } from "./config.ts";
import { headerHints } from "./hints.ts";

const fields = (schema: z.ZodType) => Object.fromEntries(fieldsOf(jsonSchemaOf(schema), {}).map((f) => [f.name, f]));

describe("the editor's configuration, made from the schemas", () => {
  it("gives each rule a form can check with the build's own message", () => {
    const review = fields(reviewSchema);
    expect(review.stars).toMatchObject({
      widget: "checked-number",
      required: false,
      pattern: [expect.any(String), "must be from 1 to 5 (halves allowed)"],
    });
    const halves = new RegExp((review.stars!.pattern as string[])[0]!);
    for (const ok of ["1", "1.5", "4.5", "5"]) expect(halves.test(ok), ok).toBe(true);
    for (const bad of ["0.5", "4.3", "5.5", "6"]) expect(halves.test(bad), bad).toBe(false);
    expect(review.url).toMatchObject({ pattern: [expect.stringContaining("https"), "must be a full https:// link"] });
    expect(review.date).toMatchObject({ required: true, pattern: [expect.any(String), "needs a date like 2026-03-14"] });
    // A list's entry is named in the singular: "Add Territory", "1 Territory".
    expect(fields(releaseSchema).territories).toMatchObject({ widget: "list", label_singular: "Territory" });
    // A quote is written once, in the language it was published in: its Spanish side may stay empty.
    expect(review.quote).toMatchObject({ i18n: true, required: ["en"] });

    // A time with its zone is chosen by day, time and city, with no pattern of the form's: the
    // build's check says at the field what is wrong. The hour news waits for is the same control.
    const screening = fields(screeningSchema);
    expect(screening.start).toMatchObject({ widget: "checked-zoned-time", required: true, i18n: "duplicate" });
    expect(screening.start).not.toHaveProperty("pattern");
    expect(screening.embargoUntil).toMatchObject({ widget: "checked-zoned-time", required: false });
    expect(review.embargoUntil).toMatchObject({ widget: "checked-zoned-time", required: false });

    // Who can come: an optional group, its choices from the list, its subtitles a list that may
    // be left out whole (a screening without subtitles saves) and is checked once written.
    const access = Object.fromEntries((screening.access!.fields as Field[]).map((f) => [f.name, f]));
    expect(screening.access).toMatchObject({ widget: "object", required: false });
    expect(access.subtitles).toMatchObject({ widget: "list", required: false });
    expect(access.subtitles).not.toHaveProperty("min");
    // Each subtitle language picked by its name from the build's own list, written as its code.
    expect(access.subtitles!.field).toMatchObject({ widget: "checked-language" });
    // A choice the file writes as a code is offered in words.
    expect(access.audioDescription).toMatchObject({
      widget: "checked-select",
      required: false,
      options: audioDescriptionWays.map((value) => ({ label: expect.stringMatching(/^[A-Z].{6,}/), value })),
    });
    expect(access.signLanguageFor).toMatchObject({
      options: [
        { label: "The film", value: "film" },
        { label: "The Q&A", value: "qa" },
      ],
    });
    expect(access.signLanguage).toMatchObject({ widget: "checked-select", options: expect.arrayContaining(["BSL", "LSF", "DGS"]) });
    expect(access.stepFree).toMatchObject({ widget: "checked-boolean", label: "Step-free access" });

    const submission = fields(submissionSchema);
    expect(submission.status).toMatchObject({
      widget: "checked-select",
      options: submissionSchema.shape.status.options,
      i18n: "duplicate",
    });
    expect(submission.judgingStatus).toMatchObject({ widget: "checked-string", i18n: true, required: true });
    // The premiere's form is English's alone: the form, which gives a pattern to every side,
    // gives it to none in two languages (the check says it at the English field), and in English alone has it.
    expect(submission.premiere).toMatchObject({ required: false });
    expect(submission.premiere).not.toHaveProperty("pattern");
    const english = fieldsOf(jsonSchemaOf(submissionSchema), {}, ["en"]).find((f) => f.name === "premiere");
    expect(english).toMatchObject({
      pattern: [expect.stringContaining("\\p{L}"), expect.stringContaining("World Premiere")],
    });
  });

  it("offers content/uploads' photos, with upload, wherever a file names one", () => {
    expect(fields(captionSchema).file).toMatchObject({ widget: "image", i18n: "duplicate", required: true, choose_url: false });
    const stills = fields(stillsSchema);
    expect(stills.keyArt!.fields).toContainEqual(expect.objectContaining({ name: "file", widget: "image" }));
    expect(stills.pressStills).toMatchObject({ widget: "list", field: { widget: "image" } });
    expect(shapesOf(jsonSchemaOf(stillsSchema))).toMatchObject({
      "keyArt.file": "image",
      "pressStills.*": "image",
      "journeyStills.*.file": "image",
    });
    const { config } = adminConfig({ root: seedSite, repo: "owner/repo" });
    expect(config).toMatchObject({ media_folder: "content/uploads", media_libraries: { stock_assets: false } });
  });

  it("hints each field with what the file's leading comment says of it, its examples left out", () => {
    const file = [
      "# Each review: quote (the words you may print), outlet, stars (optional, 1 to 5,",
      "# halves allowed: 4.5) and date (when it was published).",
      "#   critic: who wrote it, as the outlet",
      "#     prints the byline",
      "#   outlet: the paper",
      "#",
      "# Example:",
      "#   - quote: A small miracle.",
      "#     url: https://example.com",
      "",
      "reviews: []",
    ].join("\n");
    expect(headerHints(file, new Set(["quote", "outlet", "stars", "date", "critic", "url"]))).toEqual({
      quote: "The words you may print",
      stars: "1 to 5, halves allowed: 4.5",
      date: "When it was published",
      critic: "Who wrote it, as the outlet prints the byline",
      outlet: "The paper",
    });
    const { config } = adminConfig({ root: seedSite, repo: "owner/repo" });
    const reviews = (
      config.collections as { files: { file: string; fields: { name: string; fields?: { name: string; hint?: string }[] }[] }[] }[]
    )
      .flatMap((c) => c.files)
      .find((f) => f.file === "content/reviews.yaml")!;
    const date = reviews.fields.find((f) => f.name === "reviews")!.fields!.find((f) => f.name === "date")!;
    expect(date.hint).toMatch(/^[A-Z].+/);
    expect(labelOf("videoIds")).toBe("Video IDs");
    expect(labelOf("url")).toBe("URL");
    // As a person writes them, not as the field is spelt.
    expect(labelOf("directorsStatement")).toBe("Director's statement");
    expect(labelOf("btsFeaturette")).toBe("BTS featurette");
    expect(labelOf("internationalAList")).toBe("International A-list");
  });

  it("shows a field added to a schema, in both languages when it is a text", () => {
    const extended = fields(
      submissionSchema.extend({ jury: z.strictObject({ en: z.string(), es: z.string() }), seats: z.number().int().min(1) }),
    );
    expect(extended.jury).toMatchObject({ label: "Jury", i18n: true, required: true });
    expect(extended.seats).toMatchObject({ widget: "checked-number", value_type: "int", min: 1 });
  });

  it("has every file of the registry, each texts' shape known to the format", () => {
    const { config, shapes } = adminConfig({ root: seedSite, repo: "owner/repo" });
    const files = (config.collections as { files: { file: string }[] }[]).flatMap((c) => c.files.map((f) => f.file));
    expect(files.sort()).toEqual(
      Object.values(collections)
        .map((c) => c.file)
        .sort(),
    );
    expect(shapes["content/festivals.yaml"]).toMatchObject({ "submissions.*.judgingStatus": "localized", "submissions.*.name": "name" });
    expect(shapesOf(jsonSchemaOf(reviewSchema))).toEqual({ quote: "name" });
  });

  it("gives the editor a side for each of the site's languages, the first shown first", () => {
    const i18nOf = (langs?: string[]) => adminConfig({ root: seedSite, repo: "owner/repo", ...(langs ? { langs } : {}) }).config.i18n;
    expect(i18nOf()).toEqual({ structure: "single_file", locales: ["en", "es"], default_locale: "en" });
    expect(i18nOf(["fr", "en", "de"])).toEqual({ structure: "single_file", locales: ["fr", "en", "de"], default_locale: "fr" });
    // One language: still its one locale, so that the files, the format and the events read as with several.
    expect(i18nOf(["fr"])).toEqual({ structure: "single_file", locales: ["fr"], default_locale: "fr" });
  });

  it("knows a text by its keys being the site's languages, however many, and a name's first language", () => {
    const text = (langs: string[]) => z.strictObject(Object.fromEntries(langs.map((l) => [l, z.string().min(1)])));
    const schema = (langs: string[]) =>
      z.strictObject({
        tagline: text(langs),
        synopsis: text(langs).meta({ "x-widget": "paragraphs" }),
        name: z.union([z.string(), text(langs)]),
        year: z.number().int(),
      });
    for (const langs of [["fr", "en", "de"], ["fr"]]) {
      const made = Object.fromEntries(fieldsOf(jsonSchemaOf(schema(langs)), {}, langs).map((f) => [f.name, f]));
      expect(made.tagline, langs.join()).toMatchObject({ widget: "checked-string", i18n: true, required: true });
      expect(made.synopsis, langs.join()).toMatchObject({ widget: "checked-text", i18n: true });
      // A name is asked for in the first language; the others may stay empty (written once).
      expect(made.name, langs.join()).toMatchObject({ widget: "checked-string", i18n: true, required: ["fr"] });
      expect(made.year, langs.join()).toMatchObject({ widget: "checked-number", i18n: "duplicate" });
      expect(shapesOf(jsonSchemaOf(schema(langs)), "", langs)).toEqual({ tagline: "localized", synopsis: "paragraphs", name: "name" });
    }
    // Not a text of a site in other languages: the seed's English and Spanish, read for French, German and English.
    expect(shapesOf(jsonSchemaOf(schema(["en", "es"])), "", ["fr", "en", "de"])).toEqual({});
    expect(fieldsOf(jsonSchemaOf(schema(["en", "es"])), {}, ["fr"])[0]).toMatchObject({ name: "tagline", widget: "object" });
  });

  it("shows a words file's texts in the site's languages when it carries the kit's others too", () => {
    // The seed's content, its common words in the kit's six languages.
    const root = mkdtempSync(path.join(tmpdir(), "words-six-"));
    try {
      cpSync(path.join(seedSite, "content"), path.join(root, "content"), { recursive: true, filter: (f) => !f.includes("uploads") });
      const common = path.join(root, "content/words/common.yaml");
      writeFileSync(common, inLanguages(readFileSync(common, "utf8"), ["en", "es", "fr", "de", "it", "pt"]));
      const { config } = adminConfig({ root, repo: "owner/repo" });
      const file = (config.collections as { files: { file: string; fields: Field[] }[] }[])
        .flatMap((c) => c.files)
        .find((f) => f.file === "content/words/common.yaml")!;
      const nav = file.fields.find((f) => f.name === "nav")!;
      expect((nav.fields as Field[]).find((f) => f.name === "home")).toMatchObject({
        widget: "checked-string",
        i18n: true,
        required: true,
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
