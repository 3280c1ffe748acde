import { Link } from "react-router";

/** 'SiteReady' with its mark; in the 72 px rail only the mark shows, the name stays for screen readers. */
export function SidebarBrand({ to, compact }: { to: string; compact: boolean }) {
  return (
    <Link
      to={to}
      title={compact ? "SiteReady" : undefined}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-lg font-bold text-text no-underline"
    >
      <img src="/icon.svg" alt="" width={32} height={32} className="size-8" />
      <span className={compact ? "sr-only" : undefined}>SiteReady</span>
    </Link>
  );
}
