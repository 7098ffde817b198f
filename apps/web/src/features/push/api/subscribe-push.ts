import type { PushSubscriptionJson } from "@lontar/contracts/push";
import { api } from "../../../lib/api-client";

/** POST /egs/push/subscribe: this browser gets the user's notifications while the session lasts. */
export async function subscribePush(subscription: PushSubscriptionJson): Promise<void> {
  await api.post("/egs/push/subscribe", subscription);
}
