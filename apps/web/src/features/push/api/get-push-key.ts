import { api } from "../../../lib/api-client";

/** GET /api/egs/push/key: the server's VAPID public key (base64url) for `pushManager.subscribe`. */
export async function getPushKey(): Promise<string> {
  const response = await api.get<{ data: { public_key: string } }>("/api/egs/push/key");
  return response.data.public_key;
}
