import {
  type CrewRole,
  crewRoleInputSchema,
  DEFAULT_AMBER_DAYS,
  type RequirementSet,
  type RequirementSetFormValues,
  requiredDocumentKinds,
} from "@siteready/domain/companies";
import { shownCardTypeName } from "@siteready/domain/record-words";
import { findCardType } from "@siteready/domain/skills-cards";
import type { ReactNode } from "react";
import { CheckboxField } from "../../../components/ui/checkbox-field.tsx";
import { SaveForm } from "../../../components/ui/record-form-parts.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useSaveForm } from "../../../lib/use-save-form.ts";
import { useOverrideSiteRole, useSaveCrewRole } from "../api/crew-roles.ts";
import { requiredDocumentKey } from "./company-words.ts";

type CardRequirement = RequirementSet["cards"][number];

/** The card catalogue's picker (the jobs feature's), passed in by the page: it picks card type ids. */
export type CardsPicker = (props: {
  label: string;
  hint: string;
  value: readonly string[];
  onChange: (cardTypeIds: string[]) => void;
  error: string | undefined;
}) => ReactNode;

interface RequirementsFormProps {
  companyId: string;
  /** Set for a site's own requirements of `role`; the role's name stays the company's. */
  siteId?: string | undefined;
  /** The role to change; without it (company only) the form adds a role. */
  role?: CrewRole | undefined;
  cardsPicker: CardsPicker;
  onClose: () => void;
}

const fields = ["name", "cards", "documents", "amber_days"] as const;

function startingValues(role: CrewRole | undefined): RequirementSetFormValues & { name: string } {
  return {
    name: role?.name ?? "",
    cards: role?.cards ?? [],
    documents: role?.documents ?? [],
    amber_days: role?.amber_days ?? DEFAULT_AMBER_DAYS,
  };
}

/**
 * A crew role's requirements: the cards it needs from the scheme catalogue (each with one of its categories
 * where the card has them: a CPCS "A58"), the documents, and how many days before an expiry shows amber. For the
 * company (with the role's name), or as one site's override.
 */
export function RequirementsForm({ companyId, siteId, role, cardsPicker, onClose }: RequirementsFormProps) {
  const { t, say } = useT();
  const forSite = siteId !== undefined;
  const saveRole = useSaveCrewRole(companyId);
  const saveOverride = useOverrideSiteRole(companyId, siteId ?? "");
  // One form for both: a site's override keeps the role's name, which its save leaves out.
  const save = forSite ? saveOverride : saveRole;
  const { form, field, errors, submit } = useSaveForm({
    schema: crewRoleInputSchema,
    defaultValues: startingValues(role),
    save,
    id: role?.id,
    fields,
    onSaved: onClose,
  });
  const cards = form.watch("cards") as CardRequirement[];
  const setCards = (next: CardRequirement[]) =>
    form.setValue("cards", next, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
  const cardsError = errors.cards?.message ?? errors.cards?.root?.message;

  return (
    <SaveForm
      label={
        role
          ? t("companies.requirements.changeLabel", { role: role.name })
          : t("companies.requirements.addLabel")
      }
      onSubmit={submit}
      submitLabel={role ? t("form.saveChanges") : t("companies.requirements.addRole")}
      save={save}
      onCancel={onClose}
    >
      {forSite ? null : (
        <TextField
          label={t("companies.field.crewRoleName")}
          hint={t("companies.requirements.nameHint")}
          autoComplete="off"
          {...field("name")}
        />
      )}
      {cardsPicker({
        label: t("companies.requirements.cards"),
        hint: t("companies.requirements.cardsHint"),
        value: cards.map((card) => card.card_type_id),
        onChange: (ids) =>
          setCards(
            ids.map(
              (id) =>
                cards.find((card) => card.card_type_id === id) ?? { card_type_id: id, category_code: null },
            ),
          ),
        error: cardsError ? say(cardsError) : undefined,
      })}
      {cards.map((card, index) => {
        const codes = findCardType(card.card_type_id)?.categoryCodes ?? [];
        if (codes.length === 0) return null;
        return (
          <SelectField
            key={card.card_type_id}
            label={t("companies.requirements.category", { card: shownCardTypeName(card.card_type_id, t) })}
            value={card.category_code ?? ""}
            onChange={(event) =>
              setCards(
                cards.map((each, at) =>
                  at === index ? { ...each, category_code: event.target.value || null } : each,
                ),
              )
            }
          >
            <option value="">{t("companies.requirements.anyCategory")}</option>
            {codes.map((code) => (
              // The category's code and name as the scheme prints them on the card.
              <option key={code} value={code} lang="en">
                {code}
              </option>
            ))}
          </SelectField>
        );
      })}
      <fieldset className="flex flex-col">
        <legend className="font-medium">{t("companies.requirements.documents")}</legend>
        <div className="grid sm:grid-cols-2">
          {requiredDocumentKinds.map((kind) => (
            <CheckboxField
              key={kind}
              weight="normal"
              value={kind}
              label={t(requiredDocumentKey(kind))}
              {...form.register("documents")}
            />
          ))}
        </div>
      </fieldset>
      <TextField
        type="number"
        inputMode="numeric"
        min={0}
        max={365}
        label={t("companies.requirements.amberDays")}
        hint={t("companies.requirements.amberDaysHint")}
        error={errors.amber_days?.message ? say(errors.amber_days.message) : undefined}
        {...form.register("amber_days", { valueAsNumber: true })}
      />
    </SaveForm>
  );
}
