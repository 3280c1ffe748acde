import type { CrewRole } from "@siteready/domain/companies";
import { shownCardTypeName } from "@siteready/domain/record-words";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { FormPanel } from "../../../components/ui/form-panel.tsx";
import { type Translator, useT } from "../../../i18n/use-translation.ts";
import { type RequirementsScope, useClearSiteOverride, useCrewRoles } from "../api/crew-roles.ts";
import { requiredDocumentKey } from "./company-words.ts";
import { type CardsPicker, RequirementsForm } from "./requirements-form.tsx";

/** What a role needs, in words: its cards (with a category where one is set) and its documents. */
function requirementWords(role: CrewRole, t: Translator["t"]): string[] {
  return [
    ...role.cards.map((card) =>
      card.category_code
        ? t("companies.requirements.cardWithCategory", {
            card: shownCardTypeName(card.card_type_id, t),
            category: card.category_code,
          })
        : shownCardTypeName(card.card_type_id, t),
    ),
    ...role.documents.map((kind) => t(requiredDocumentKey(kind))),
  ];
}

interface RequirementsEditorProps extends RequirementsScope {
  cardsPicker: CardsPicker;
}

/**
 * The company's crew roles and what each needs; on a site, the same roles as they apply there, each set for the
 * site alone or back to the company's.
 */
export function RequirementsEditor({ companyId, siteId, cardsPicker }: RequirementsEditorProps) {
  const { t } = useT();
  const roles = useCrewRoles({ companyId, siteId });
  const clear = useClearSiteOverride(companyId, siteId ?? "");
  // The role whose form is open: an id, "new", or none.
  const [open, setOpen] = useState<string | null>(null);

  if (roles.isPending) return <p className="text-muted">{t("companies.loading")}</p>;
  if (!roles.data) return <ErrorBox error={roles.error} onRetry={() => void roles.refetch()} />;
  const form = (role?: CrewRole) => (
    <RequirementsForm
      companyId={companyId}
      siteId={siteId}
      role={role}
      cardsPicker={cardsPicker}
      onClose={() => setOpen(null)}
    />
  );

  return (
    <div className="flex flex-col gap-3">
      {roles.data.length === 0 ? (
        <p className="text-muted">
          {siteId ? t("companies.requirements.noneOnSite") : t("companies.requirements.none")}
        </p>
      ) : (
        <ul aria-label={t("companies.requirements.listLabel")} className="flex flex-col gap-3">
          {roles.data.map((role) => (
            <li key={role.id} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
              {open === role.id ? (
                <FormPanel title={t("companies.requirements.changeLabel", { role: role.name })}>
                  {form(role)}
                </FormPanel>
              ) : (
                <>
                  <h3 className="text-lg font-bold break-words">{role.name}</h3>
                  {siteId ? (
                    <p className="text-sm font-semibold">
                      {role.overridden
                        ? t("companies.requirements.siteOwn")
                        : t("companies.requirements.asCompany")}
                    </p>
                  ) : null}
                  <ul className="flex flex-wrap gap-2" aria-label={t("companies.requirements.needs")}>
                    {requirementWords(role, t).map((words) => (
                      <li key={words} className="rounded-full border border-border px-3 py-1 text-sm">
                        {words}
                      </li>
                    ))}
                  </ul>
                  <p className="text-sm text-muted">
                    {t("companies.requirements.amberFrom", { days: role.amber_days })}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <Button variant="secondary" onClick={() => setOpen(role.id)}>
                      {siteId
                        ? t("companies.requirements.setForSite", { role: role.name })
                        : t("companies.requirements.change", { role: role.name })}
                    </Button>
                    {siteId && role.overridden ? (
                      <Button variant="ghost" busy={clear.isPending} onClick={() => clear.mutate(role.id)}>
                        {t("companies.requirements.useCompany")}
                      </Button>
                    ) : null}
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {clear.error ? <ErrorBox error={clear.error} /> : null}
      {siteId ? null : open === "new" ? (
        <FormPanel title={t("companies.requirements.addLabel")}>{form()}</FormPanel>
      ) : (
        <Button className="self-start" onClick={() => setOpen("new")}>
          <Plus aria-hidden="true" className="size-5" />
          {t("companies.requirements.addRole")}
        </Button>
      )}
    </div>
  );
}
