interface BrandMarkProps {
  /** Hide the tagline, e.g. in the narrow sidebar. */
  compact?: boolean;
}

/** The Lontar logo and name. */
export function BrandMark({ compact }: BrandMarkProps) {
  return (
    <div className="brand-mark">
      <svg viewBox="0 0 32 32" width="36" height="36" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#0b5cad" />
        <path d="M9 8h4v13h10v3H9z" fill="#fff" />
      </svg>
      {compact ? null : (
        <span className="brand-mark__text">
          <span className="brand-mark__name">Lontar</span>
          <span className="brand-mark__tagline">Persuratan Elektronik</span>
        </span>
      )}
    </div>
  );
}
