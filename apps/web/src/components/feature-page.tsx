import type { ReactNode } from "react";

const widths = { "2xl": "max-w-2xl", "3xl": "max-w-3xl", "5xl": "max-w-5xl" } as const;

interface FeaturePageProps {
  title: string;
  /** One or two sentences under the title: what the page is for. */
  intro: ReactNode;
  /** How wide the page grows on a large screen. */
  width: keyof typeof widths;
  children: ReactNode;
}

/** A feature's page: its title and what it is for, then the feature. */
export function FeaturePage({ title, intro, width, children }: FeaturePageProps) {
  return (
    <div className={`mx-auto flex w-full ${widths[width]} flex-col gap-6 px-4 py-6 sm:py-8`}>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="text-muted">{intro}</p>
      </header>
      {children}
    </div>
  );
}
