/**
 * The portal's mark: a leaf in the brand colour with the word mark beside it. Drawn as SVG in the
 * page so it takes the runtime brand colour (currentColor) and needs no request.
 */
export function LogoMark({ size = 36 }: { readonly size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="var(--portal-brand-strong)" />
      <path d="M12 27c0-9 6-15 17-15 0 11-6 17-15 17l-2 2v-4z" fill="#ffffff" opacity="0.95" />
      <path
        d="M14 27c3-4 6-7 10-9"
        stroke="var(--portal-brand-strong)"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
