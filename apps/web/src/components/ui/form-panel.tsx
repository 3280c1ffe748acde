import { type ReactNode, useEffect, useId, useRef } from "react";

/**
 * An add or change form shown in place on the page (a pop-up is cramped on a phone). Its heading takes focus
 * when it opens, so keyboard and screen-reader users land on the form.
 */
export function FormPanel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border-2 border-accent bg-surface p-4 sm:p-6"
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
