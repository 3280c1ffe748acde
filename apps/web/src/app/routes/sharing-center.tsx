import { Eye } from "lucide-react";
import { ButtonLink } from "../../components/ui/button.tsx";
import { Section } from "../../features/companies/components/company-page.tsx";
import { CompanyLooksLog } from "../../features/companies/components/my-crews.tsx";
import { SharingCentre } from "../../features/sharing/components/sharing-centre.tsx";
import { useT } from "../../i18n/use-translation.ts";

/**
 * /sharing-center: share exactly the records I choose, see who looked, stop a link in one tap; beside the shares'
 * view logs, the looks of the companies whose crews I joined.
 */
export function SharingCenterPage() {
  const { t } = useT();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("sharing.title")}</h1>
        <p className="text-muted">{t("sharing.intro")}</p>
      </header>
      <SharingCentre />
      <Section id="company-looks" title={t("companies.looks.title")}>
        <CompanyLooksLog crewsLink="/companies" />
      </Section>
      {/* Every look at the worker's records in one place: share views, gate checks, Smart Check answers. */}
      <ButtonLink to="/who-looked" variant="secondary" className="self-start">
        <Eye aria-hidden="true" className="size-4" />
        {t("evidence.looks.link")}
      </ButtonLink>
    </div>
  );
}
