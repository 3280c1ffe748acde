import { isRouteErrorResponse, useRouteError } from "react-router";

/** Shown when a page fails to render or load; never a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "An error occurred";
  return (
    <main id="main" className="mx-auto max-w-xl p-6">
      <div role="alert" className="rounded-lg border border-danger bg-surface p-4">
        <h1 className="text-xl font-semibold">Something went wrong</h1>
        <p className="mt-2">{message}</p>
        <button
          type="button"
          className="mt-4 min-h-11 rounded-md bg-accent px-4 font-semibold text-on-accent"
          onClick={() => window.location.reload()}
        >
          Try Again
        </button>
      </div>
    </main>
  );
}
