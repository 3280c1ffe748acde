import { useLocation } from "react-router";
import { SharedPageView } from "../../features/sharing/components/shared-page-view.tsx";
import { useT } from "../../i18n/use-translation.ts";

/**
 * /share#<token>: what an employer sees from a worker's share link — no sign-in. The token is the URL's
 * fragment, which browsers never send to a server. Never indexed (this meta tag, and X-Robots-Tag from the
 * server). The page's own words follow the viewer's language; the records are as the server wrote them.
 */
export function SharePage() {
  const { t } = useT();
  const token = useLocation().hash.slice(1);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6 sm:py-8">
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="text-3xl font-bold">{t("sharing.page.title")}</h1>
      <SharedPageView token={token} />
    </div>
  );
}
