/**
 * The signed-in user of a request, as the auth plugin sets it from the access token: every
 * module's permission checks read it, so it lives below them all.
 */
export interface AuthUser {
  userId: number;
  sessionId: string;
  username: string;
  userLevel: number;
  pegNip: string;
  pegawaiId: number;
  /** The work unit of the user's employee record. */
  satuanKerjaId: number;
}
