import type { UserInfo } from "@lontar/contracts/user";
import type { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { AppProviders } from "../app/providers";
import { routes } from "../app/router";
import { startSession } from "../lib/auth/auth-store";
import { useBanner } from "../lib/banner-store";
import { createQueryClient } from "../lib/query-client";
import { demoMenus, demoUser, tokenPair } from "./fixtures";

/** What the catch-all route shows: the page under test navigated elsewhere. */
export const OTHER_PAGE = "Halaman lain";

/** The status banner as text (`data-testid="banner"`), e.g. 'success: Success'. */
export function BannerText() {
  const banner = useBanner();
  return <output data-testid="banner">{banner ? `${banner.type}: ${banner.message}` : ""}</output>;
}

type Router = ReturnType<typeof createMemoryRouter>;

function mount(router: Router, queryClient: QueryClient, banner: boolean) {
  const utils = render(
    <AppProviders queryClient={queryClient}>
      {banner ? <BannerText /> : null}
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}

/** Renders the whole application at `path`, with a fresh query cache. */
export function renderApp(path: string) {
  return mount(createMemoryRouter(routes, { initialEntries: [path] }), createQueryClient(), false);
}

export interface RenderAtOptions {
  /** The route pattern `element` is mounted at (default: `path` without its query). */
  pattern?: string;
  /** Signs in as this user (default: the demo staff member); null leaves the session alone. */
  user?: UserInfo | null;
  /** More routes, besides the catch-all that shows OTHER_PAGE. */
  routes?: RouteObject[];
  /** Show the status banner as text (`getByTestId("banner")`). */
  banner?: boolean;
  /** The query cache to use (default: a fresh one). */
  queryClient?: QueryClient;
}

/**
 * Renders `element` at `path` with what the app gives every page: Ant Design's Indonesian
 * locale and theme, a query cache and a memory router; signed in unless told otherwise.
 */
export function renderAt(path: string, element: ReactNode, options: RenderAtOptions = {}) {
  const {
    pattern = path.split("?")[0] ?? path,
    user = demoUser,
    routes: more = [],
    banner = false,
    queryClient = createQueryClient(),
  } = options;
  if (user) startSession(tokenPair("a"), user, demoMenus);
  const router = createMemoryRouter(
    [{ path: pattern, element }, ...more, { path: "*", element: <p>{OTHER_PAGE}</p> }],
    { initialEntries: [path] },
  );
  return mount(router, queryClient, banner);
}
