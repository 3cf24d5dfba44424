import { z } from "zod";
import { localized } from "./localized-text.ts";

const message = z.strictObject({ title: localized, description: localized });
const downloadMessages = z.strictObject({ start: message, success: message, failure: message });
/** content/notifications.yaml: what each download says, preparing, then done or failed. */
export const notificationsSchema = z.strictObject({
  notifications: z.strictObject({
    stills: downloadMessages,
    chosenStills: downloadMessages,
    pdf: downloadMessages,
    strategy: downloadMessages,
    bts: message,
  }),
});
