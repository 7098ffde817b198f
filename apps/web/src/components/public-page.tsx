import type { ReactNode } from "react";
import { BrandMark } from "./brand-mark";

interface PublicPageProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Wider card for pages with more than a short form. */
  wide?: boolean;
  /** Maximum card width in pixels, for pages that show a document. */
  maxWidth?: number;
}

/** Frame of the pages seen without a session: brand, one card, footer. */
export function PublicPage({ title, subtitle, children, wide, maxWidth }: PublicPageProps) {
  return (
    <main className="public-page">
      <section
        className={wide ? "public-page__card public-page__card--wide" : "public-page__card"}
        style={maxWidth ? { width: `min(${maxWidth}px, 100%)` } : undefined}
      >
        <BrandMark />
        {title ? <h1 className="public-page__title">{title}</h1> : null}
        {subtitle ? <p className="public-page__subtitle">{subtitle}</p> : null}
        {children}
      </section>
      <footer className="public-page__footer">© 2026 Lontar</footer>
    </main>
  );
}
