import { JobsBoard } from "../../features/jobs/components/jobs-board.tsx";

/** /jobs: find work near you, follow your applications, and post and manage your own jobs. */
export function JobsPage() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">Jobs</h1>
        <p className="text-muted">
          Find work near you by trade, distance and day rate, and see at a glance which tickets each job
          needs.
        </p>
      </header>
      <JobsBoard />
    </div>
  );
}
