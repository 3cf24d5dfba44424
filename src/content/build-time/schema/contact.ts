import { z } from "zod";
import { localized, text } from "./localized-text.ts";

/** content/contact.yaml. The link rules check the e-mail and phone: any address, any international number. */
export const contactSchema = z.strictObject({
  pressContact: z.strictObject({ name: text, role: localized, email: z.string(), phone: z.string() }),
  mailSubjects: z.strictObject({ screener: localized, interview: localized, booking: localized }),
});
