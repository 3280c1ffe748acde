import type { ReactNode } from "react";

/** One block of the account-security page: a heading, what it is for, and its controls. */
export function SecurityPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4"
    >
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A failed action's message in words (the server's, or a connection problem). */
export function ActionProblem({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="font-medium text-danger">
      {error instanceof Error ? error.message : "That did not work. Please try again."}
    </p>
  );
}
