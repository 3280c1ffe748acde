import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorBox } from "../../components/ui/error-box.tsx";
import { useT } from "../../i18n/use-translation.ts";

/** A page that failed to render or load shows the §8 error box with Try Again, never a blank screen. */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const { t } = useT();
  const shown = isRouteErrorResponse(error) ? new Error(`${error.status} ${error.statusText}`) : error;
  const content = (
    <div className="mx-auto max-w-xl p-6">
      <h1 className="mb-4 text-2xl font-semibold">{t("errorBox.unknown.title")}</h1>
      <ErrorBox error={shown} onRetry={() => window.location.reload()} />
    </div>
  );
  return standalone ? <main id="main">{content}</main> : content;
}
