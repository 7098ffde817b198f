import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "../../app/providers";
import { startSession } from "../../lib/auth/auth-store";
import { createQueryClient } from "../../lib/query-client";
import { demoMenus, demoUser, tokenPair } from "../../test/fixtures";

/** Renders `element` signed in at `/dashboard`, with a fresh query cache; other paths say so. */
export function renderSignedIn(element: ReactNode, user = demoUser) {
  startSession(tokenPair("a"), user, demoMenus);
  const router = createMemoryRouter(
    [
      { path: "/dashboard", element },
      { path: "*", element: <p>Halaman lain</p> },
    ],
    { initialEntries: ["/dashboard"] },
  );
  const utils = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}
