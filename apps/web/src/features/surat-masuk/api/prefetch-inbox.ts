import type { LoaderFunctionArgs } from "react-router";
import { defaultListQuery } from "../../../components/list-filters";
import { getAuthState } from "../../../lib/auth/auth-store";
import { sessionSettled } from "../../../lib/auth/restore-session";
import { activeQueryClient } from "../../../lib/query-client";
import { getInboxQueryOptions, type InboxTab } from "./get-inbox";

/**
 * Route loader of the inbox: asks for the first page the page will show (the default range of
 * the tab in the URL) as soon as the route is entered, while the page's code is still loading,
 * instead of after its first render. It does not hold the navigation up.
 */
export function prefetchInbox({ request }: LoaderFunctionArgs): null {
  const tab: InboxTab =
    new URL(request.url).searchParams.get("tab") === "sekretariat" ? "sekretariat" : "masuk";
  void sessionSettled().then(() => {
    const client = activeQueryClient();
    if (client === null || getAuthState().accessToken === null) return;
    return client.prefetchQuery(
      getInboxQueryOptions(tab, { ...defaultListQuery(), satuan_kerja_id: undefined }),
    );
  });
  return null;
}
