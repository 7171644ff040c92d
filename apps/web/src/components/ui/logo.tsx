/** The house mark, inline so the maintenance page shows it even when static files are down. */
export function Logo({ size = 64, title }: { size?: number; title?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill="#0d6efd" />
      <path d="M32 12 12 28h6v22h11V38h6v12h11V28h6z" fill="#fff" />
    </svg>
  );
}
