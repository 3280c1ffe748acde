import { CircleCheck } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";

/** The "sent" panel of a form: takes focus so screen-reader users hear that it worked. */
export function Confirmation({ title, children }: { title: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-urgency-valid" />
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
          {title}
        </h2>
      </div>
      {children}
    </div>
  );
}
