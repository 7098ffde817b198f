import "dayjs/locale/id";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ConfigProvider, type ThemeConfig } from "antd";
import idID from "antd/es/locale/id_ID";
import dayjs from "dayjs";
import { type ReactNode, useState } from "react";
import { createQueryClient, setActiveQueryClient } from "../lib/query-client";

dayjs.locale("id");

export const theme: ThemeConfig = {
  token: {
    colorPrimary: "#0b5cad",
    colorLink: "#0b5cad",
    borderRadius: 8,
  },
  components: {
    Layout: { headerBg: "#ffffff", siderBg: "#ffffff", bodyBg: "#f3f5f8" },
  },
};

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client so that no cache leaks between them. */
  queryClient?: QueryClient;
}

/** Indonesian locale for Ant Design and dayjs, the theme, and the query cache. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => {
    const created = queryClient ?? createQueryClient();
    setActiveQueryClient(created);
    return created;
  });
  return (
    <ConfigProvider locale={idID} theme={theme}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
