import { z } from "zod";

/**
 * `GET /egs/public/app-links`: where the mobile apps are downloaded, as the operator set them
 * (ANDROID_APP_URL); null when not set, and the page then offers no link.
 */
export const appLinksResponse = z.object({
  data: z.object({ android: z.string().nullable() }),
});
export type AppLinks = z.infer<typeof appLinksResponse>["data"];
