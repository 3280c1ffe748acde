import { Link } from "react-router";
import { useT } from "../../i18n/use-translation.ts";

export function NotFoundPage() {
  const { t } = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-5xl font-bold text-link">404</p>
      <h1 className="mt-3 text-2xl font-semibold">{t("shell.notFound.title")}</h1>
      <p className="mt-2 text-muted">{t("shell.notFound.text")}</p>
      <Link
        to="/"
        className="mt-6 inline-flex min-h-12 items-center justify-center rounded-lg bg-accent px-6 font-semibold text-on-accent no-underline"
      >
        {t("shell.notFound.home")}
      </Link>
    </div>
  );
}
