import { z } from "zod";
import { imageSchema } from "./images.ts";
import { localized, localizedParagraph, nameText, text } from "./localized-text.ts";
import { identifiedBy } from "./identity.ts";

export const castMemberSchema = identifiedBy(
  z.strictObject({
    name: text,
    /** A character's name is written once; a description of one ("The Mechanic") in both languages. */
    role: nameText,
    description: localized,
    bio: localizedParagraph,
    isLead: z.boolean(),
    special: z.enum(["Star"]).optional(),
    headshot: imageSchema,
  }),
  ["name"],
);

export const supportingCastSchema = identifiedBy(z.strictObject({ name: text, role: nameText }), ["name"]);

export const departmentSchema = z.enum(["Direction", "Camera", "Music", "Sound", "Post"]);
export const crewMemberSchema = identifiedBy(
  z.strictObject({
    name: text,
    role: localized,
    description: localized,
    department: departmentSchema,
    /** Was on set during the shoot; the Behind the Scenes strapline counts these. */
    onSet: z.boolean(),
  }),
  ["name"],
);

/**
 * content/people.yaml, each lead's bio with them. The press page and package name a director, a
 * director of photography and the two leads (the first two). Lists whose size is a fact of the
 * film take any number of entries, at least one, so adding a person is one edit.
 */
export const peopleSchema = z
  .strictObject({
    principalCast: z.array(castMemberSchema).min(2),
    supportingCast: z.array(supportingCastSchema).min(1),
    keyCrew: z.array(crewMemberSchema).min(1),
  })
  .superRefine(({ keyCrew }, ctx) => {
    if (!keyCrew.some((c) => c.department === "Direction"))
      ctx.addIssue({ code: "custom", path: ["keyCrew"], message: "needs someone with department: Direction (the director)" });
    // The first of the Camera department is the director of photography, whatever each language calls the role.
    if (!keyCrew.some((c) => c.department === "Camera"))
      ctx.addIssue({
        code: "custom",
        path: ["keyCrew"],
        message: "needs someone with department: Camera (the first of them is the director of photography)",
      });
  });
