import type { LoginRequest, TokenPair } from "@lontar/contracts/auth";
import { api } from "../../../lib/api-client";

/** POST /api/egs/token: exchanges username and password for a token pair. */
export async function createToken(body: LoginRequest): Promise<TokenPair> {
  const response = await api.post<{ data: TokenPair }>("/api/egs/token", body, { auth: false });
  return response.data;
}
