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
  /**
   * The links of the menus the user holds, read with the session (and cached with it): the
   * screens' permission checks (`holdsMenu`) answer from them without a query. Absent where a
   * user is made up outside a request (jobs, tests): then `holdsMenu` asks the database.
   */
  menus?: readonly string[];
}
