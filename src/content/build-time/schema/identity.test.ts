import { describe, expect, it } from "vitest";
import { z } from "zod";
import { collections } from "../collections.ts";
import { jsonSchemaOf } from "../json-schema.ts";
import { identifiedBy, identitiesOf } from "./identity.ts";
import { localized } from "./localized-text.ts";

describe("what names an entry of a list", () => {
  it("is stated for every list of entries of every file of content/", () => {
    for (const c of Object.values(collections)) expect(() => identitiesOf(jsonSchemaOf(c.schema)), c.file).not.toThrow();
    const festivals = Object.values(collections).find((c) => c.file === "content/festivals.yaml")!;
    expect(identitiesOf(jsonSchemaOf(festivals.schema))).toMatchObject({ submissions: ["name"], laurels: [] });
  });

  it("refuses a list of entries that names none, or by a field an entry may leave out", () => {
    const entry = z.strictObject({ quote: localized, outlet: z.string(), date: z.string().optional() });
    expect(() => identitiesOf(jsonSchemaOf(z.strictObject({ reviews: z.array(entry) })))).toThrow(
      "reviews: a list of entries with fields needs the fields that name an entry",
    );
    expect(() => identitiesOf(jsonSchemaOf(z.strictObject({ reviews: z.array(identifiedBy(entry, ["outlet", "date"])) })))).toThrow(
      "reviews: an entry is named by date, which an entry may leave out",
    );
    expect(
      identitiesOf(jsonSchemaOf(z.strictObject({ reviews: z.array(identifiedBy(entry, ["outlet"])), tags: z.array(localized) }))),
    ).toEqual({
      reviews: ["outlet"],
      tags: [],
    });
  });
});
