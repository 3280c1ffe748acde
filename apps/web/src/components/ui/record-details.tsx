import type { ReactNode } from "react";

/**
 * The label-and-value list on a record's card (number, dates). Side by side where there is room; on a narrow
 * phone (a 360 px screen leaves the text column about 200 px) each label sits above its value, so that a
 * whole registration number fits on one line.
 */
export function RecordDetails({ children }: { children: ReactNode }) {
  return (
    <div className="@container">
      <dl className="grid grid-cols-1 gap-x-3 gap-y-1 text-sm @[17rem]:grid-cols-[auto_1fr]">{children}</dl>
    </div>
  );
}

/**
 * A registration or document number: never broken mid-string, since a number split over two lines is
 * easily misread or mistyped. One too long for the screen scrolls sideways rather than widening the page.
 */
export function RecordNumber({ children }: { children: ReactNode }) {
  return <dd className="min-w-0 overflow-x-auto font-mono whitespace-nowrap">{children}</dd>;
}
