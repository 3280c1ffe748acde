import type { ReactNode } from "react";
import { LanguagePicker } from "../../components/language-picker.tsx";

/** A centred card for sign-in pages: one column, thumb-friendly on a phone. */
export function AuthPageLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10">
      <LanguagePicker />
      <h1 className="text-3xl font-bold">{title}</h1>
      <div className="rounded-xl border border-border bg-surface p-5 sm:p-6">{children}</div>
    </div>
  );
}
