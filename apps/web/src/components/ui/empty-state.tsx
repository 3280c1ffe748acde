import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

interface EmptyStateProps {
  icon?: LucideIcon;
  title: string;
  /** h2 on its own, h3 under a results heading. */
  headingLevel?: 2 | 3;
  description: ReactNode;
  /** The way on: a button or link (or a row of them) to add the first record. */
  children?: ReactNode;
}

/** What an empty list or search says, with the way on: a dashed box with an icon, a heading and a line. */
export function EmptyState({ icon: Icon, title, headingLevel = 2, description, children }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border-2 border-dashed border-border px-4 py-10 text-center">
      {Icon ? <Icon aria-hidden="true" className="size-12 text-muted" /> : null}
      <Heading className="text-xl font-bold">{title}</Heading>
      <p className="max-w-prose text-muted">{description}</p>
      {children}
    </div>
  );
}
