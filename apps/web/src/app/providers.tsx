import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ConfigProvider, type ThemeConfig } from "antd";
import type { Locale } from "antd/es/locale";
import idID from "antd/es/locale/id_ID";
import { type ReactNode, useState } from "react";
import { createQueryClient, setActiveQueryClient } from "../lib/query-client";

/**
 * Text that must be read stays at 4.5:1 or more on white and on the light greys of the shell
 * (WCAG 2.1 AA 1.4.3). Ant Design's defaults are below it: secondary and description text
 * rgba(0,0,0,0.45) is 2.8:1, placeholders and disabled text 0.25, the error red 3.3:1.
 */
const READABLE_GREY = "rgba(0, 0, 0, 0.58)";

/**
 * A tag's text is the preset's 7th shade on its 1st: 2.0–3.4:1 for green, cyan, orange, gold,
 * lime, yellow and volcano. Those take a darker shade of the same hue (4.9:1 or more); the
 * status colours take the same darker greens, reds and oranges.
 */
const TAG_TEXT: ThemeConfig["components"] = {
  Tag: {
    green7: "#237804",
    cyan7: "#006d75",
    orange7: "#ad4e00",
    gold7: "#874d00",
    lime7: "#3f6600",
    yellow7: "#876800",
    volcano7: "#ad2102",
    colorSuccess: "#237804",
    colorWarning: "#ad4e00",
    colorError: "#cf1322",
    colorInfo: "#0958d9",
  },
};

export const theme: ThemeConfig = {
  token: {
    colorPrimary: "#0b5cad",
    colorLink: "#0b5cad",
    colorError: "#cf1322",
    colorTextTertiary: READABLE_GREY,
    colorTextDescription: READABLE_GREY,
    colorTextPlaceholder: READABLE_GREY,
    colorTextDisabled: "rgba(0, 0, 0, 0.56)",
    // Status text (Typography, messages) in the darker shade of its hue: 1.9-4.1:1 before.
    colorWarningText: "#ad4e00",
    colorSuccessText: "#237804",
    colorInfoText: "#0958d9",
    // Ant Design's keyboard focus outline (buttons, tabs, checkboxes, menus) is drawn in this
    // colour: the primary blue's light tint (1.9:1) is hardly seen; the primary itself is 6.6:1.
    colorPrimaryBorder: "#0b5cad",
    borderRadius: 8,
  },
  components: {
    Layout: { headerBg: "#ffffff", siderBg: "#ffffff", bodyBg: "#f3f5f8" },
    ...TAG_TEXT,
  },
};

/**
 * The date picker's month and year buttons show 'Nov' and '2026' but were labelled 'Pilih satu
 * bulan' and 'Pilih satu tahun': a label that hides the visible text fails speech users (WCAG
 * 2.5.3). Without it they are named by what they show.
 */
const locale: Locale = {
  ...idID,
  DatePicker: idID.DatePicker && {
    ...idID.DatePicker,
    lang: { ...idID.DatePicker.lang, yearSelect: "", monthSelect: "", decadeSelect: "" },
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
    <ConfigProvider locale={locale} theme={theme}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}
