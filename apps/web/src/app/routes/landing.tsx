import { Bell, CreditCard, HardHat, MapPin, ShieldCheck, Smartphone } from "lucide-react";
import { Link } from "react-router";
import { LanguagePicker } from "../../components/language-picker.tsx";
import { useLocalizedPath } from "../../i18n/localized-path.ts";
import { useT } from "../../i18n/use-translation.ts";

const features = [
  { icon: CreditCard, id: "cards" },
  { icon: Bell, id: "reminders" },
  { icon: Smartphone, id: "gate" },
  { icon: ShieldCheck, id: "safe" },
  { icon: HardHat, id: "jobs" },
  { icon: MapPin, id: "weather" },
] as const;

export function LandingPage() {
  const { t } = useT();
  const localized = useLocalizedPath();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-16">
      <LanguagePicker className="mb-6 justify-center" />
      <section aria-labelledby="hero-title" className="text-center">
        <p className="font-semibold uppercase tracking-wide text-link">{t("landing.eyebrow")}</p>
        <h1 id="hero-title" className="mt-3 text-4xl font-bold leading-tight sm:text-5xl">
          {t("landing.title")}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{t("landing.lead")}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link
            to="/register"
            className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-accent px-6 text-lg font-semibold text-on-accent no-underline hover:bg-accent-strong sm:w-auto"
          >
            {t("landing.signUpFree")}
          </Link>
          <Link
            to={localized("/login")}
            className="inline-flex min-h-12 w-full items-center justify-center rounded-lg border border-border px-6 text-lg font-semibold text-text no-underline sm:w-auto"
          >
            {t("landing.logIn")}
          </Link>
        </div>
      </section>

      <section aria-labelledby="features-title" className="mt-16">
        <h2 id="features-title" className="sr-only">
          {t("landing.featuresTitle")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, id }) => (
            <li key={id} className="rounded-xl border border-border bg-surface p-5">
              <Icon aria-hidden="true" className="size-8 text-link" />
              <h3 className="mt-3 text-lg font-semibold">{t(`landing.feature.${id}.title`)}</h3>
              <p className="mt-1 text-muted">{t(`landing.feature.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="free-title"
        className="mt-16 rounded-xl bg-surface-muted p-6 text-center sm:p-10"
      >
        <h2 id="free-title" className="text-2xl font-bold">
          {t("landing.freeTitle")}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-muted">{t("landing.freeText")}</p>
        <Link
          to="/register"
          className="mt-6 inline-flex min-h-12 items-center justify-center rounded-lg bg-accent px-6 text-lg font-semibold text-on-accent no-underline hover:bg-accent-strong"
        >
          {t("landing.createProfile")}
        </Link>
      </section>
    </div>
  );
}
