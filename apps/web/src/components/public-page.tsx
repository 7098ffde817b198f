import { Typography } from "antd";
import type { ReactNode } from "react";
import { BrandMark } from "./brand-mark";

interface PublicPageProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Wider card for pages with more than a short form. */
  wide?: boolean;
}

/** Frame of the pages seen without a session: brand, one card, footer. */
export function PublicPage({ title, subtitle, children, wide }: PublicPageProps) {
  return (
    <main className="public-page">
      <section className={wide ? "public-page__card public-page__card--wide" : "public-page__card"}>
        <BrandMark />
        {title ? (
          <Typography.Title level={3} className="public-page__title">
            {title}
          </Typography.Title>
        ) : null}
        {subtitle ? <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph> : null}
        {children}
      </section>
      <footer className="public-page__footer">© 2026 Lontar</footer>
    </main>
  );
}
