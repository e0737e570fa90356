/** Fjallalind's mark: a mountain over a spring drop. Drawn in the text colour, so it follows light and dark. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <path d="M3 31 15 11l6 9 4-6 12 17z" fill="currentColor" />
      <path d="M15 11l3.2 5.3-3.2-1.6-3.4 1.9z" fill="var(--hraun-color-bg)" />
      <path d="M20 24c-2.6 3.4-2.6 6 0 7.4 2.6-1.4 2.6-4 0-7.4z" fill="var(--hraun-color-accent)" />
    </svg>
  );
}
