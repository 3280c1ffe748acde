import type { ShareViewEntry } from "@siteready/domain";

const when = (instant: string) =>
  new Date(instant).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

function viewer(view: ShareViewEntry) {
  const who = [view.viewer_name, view.viewer_company].filter(Boolean).join(", ");
  return who || "Did not say who they are";
}

/** Every view of one share: when, on what, who (if they said), and PDF downloads. */
export function ShareViewLog({ views }: { views: ShareViewEntry[] }) {
  if (views.length === 0) return <p className="text-muted">Nobody has opened this link yet.</p>;
  return (
    <ol aria-label="Views of this share" className="flex flex-col gap-2">
      {views.map((view) => (
        <li key={view.id} className="rounded-lg border border-border p-3">
          <p className="font-semibold">{when(view.viewed_at)}</p>
          <p>{viewer(view)}</p>
          <p className="text-sm text-muted">
            {view.device}
            {view.downloads > 0
              ? ` · downloaded the PDF ${view.downloads === 1 ? "once" : `${view.downloads} times`}`
              : ""}
          </p>
        </li>
      ))}
    </ol>
  );
}
