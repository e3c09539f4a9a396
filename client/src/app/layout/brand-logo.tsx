/** The brand mark: a folder with a share arrow. Decorative; the brand name beside it carries the meaning. */
export function BrandLogo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
      <path d="M7 11.5a2 2 0 0 1 2-2h4.2l2 2H23a2 2 0 0 1 2 2V22a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2z" fill="#fff" />
      <path
        d="M13 19.5c.8-2.6 2.8-3.8 5.5-3.8v-2l3.5 3.3-3.5 3.3v-2c-2.1 0-3.9.4-5.5 1.2z"
        fill="var(--color-primary)"
      />
    </svg>
  );
}
