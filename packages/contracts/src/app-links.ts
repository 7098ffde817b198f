import { z } from "zod";

/**
 * `GET /egs/public/app-links`: where the mobile apps are downloaded, as the operator set them
 * (ANDROID_APP_URL); null when not set, and the page then offers no link.
 */
export const appLinksResponse = z.object({
  data: z.object({ android: z.string().nullable() }),
});
export type AppLinks = z.infer<typeof appLinksResponse>["data"];

/** The link's text on `/unsupport-browser` (spec 02 §2.1: 'an Android app download link'). */
export const ANDROID_DOWNLOAD_TEXT = "Unduh aplikasi Android";
