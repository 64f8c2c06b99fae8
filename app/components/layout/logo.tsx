/** The association's mark: a paw in a circle. Decorative; the link around it carries the label. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill="oklch(0.45 0.09 190)" />
      <g fill="oklch(0.94 0.03 70)">
        <ellipse cx="32" cy="40" rx="11" ry="9" />
        <ellipse cx="19" cy="28" rx="5" ry="6.5" />
        <ellipse cx="45" cy="28" rx="5" ry="6.5" />
        <ellipse cx="26" cy="19" rx="4.5" ry="6" />
        <ellipse cx="38" cy="19" rx="4.5" ry="6" />
      </g>
    </svg>
  );
}
