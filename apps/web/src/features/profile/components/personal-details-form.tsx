import { zodResolver } from "@hookform/resolvers/zod";
import { formatPhone, formatPostcode } from "@siteready/domain/fields";
import {
  DEFAULT_COUNTRY,
  type PersonalDetailsFormValues,
  type PersonalDetailsInput,
  type PersonalDetailsView,
  personalDetailsFieldLabels,
  personalDetailsInputSchema,
} from "@siteready/domain/profile";
import { useForm } from "react-hook-form";
import { DraftBanner } from "../../../components/draft-banner.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useFormDraft } from "../../../lib/use-form-draft.ts";
import { useSavePersonalDetails } from "../api/personal-details.ts";
import { formatOnBlur, inputValue, sectionSubmitHandler } from "./form-support.ts";
import { SaveBar } from "./section-form-layout.tsx";

const labels = personalDetailsFieldLabels;
const fields = Object.keys(labels) as (keyof typeof labels)[];

/** What the signed-in account already knows, offered in empty boxes on a first visit. */
export interface AccountDefaults {
  first_name: string;
  last_name: string;
  email: string;
}

function toFormValues(view: PersonalDetailsView, account?: AccountDefaults): PersonalDetailsFormValues {
  return {
    first_name: inputValue(view.first_name) || account?.first_name || "",
    last_name: inputValue(view.last_name) || account?.last_name || "",
    email: inputValue(view.email) || account?.email || "",
    phone: inputValue(view.phone, formatPhone),
    date_of_birth: inputValue(view.date_of_birth),
    address_line1: inputValue(view.address_line1),
    city: inputValue(view.city),
    postcode: inputValue(view.postcode, formatPostcode),
    country: inputValue(view.country) || DEFAULT_COUNTRY,
  };
}

export function PersonalDetailsForm({
  initial,
  account,
}: {
  initial: PersonalDetailsView;
  account?: AccountDefaults | undefined;
}) {
  const form = useForm<PersonalDetailsFormValues, unknown, PersonalDetailsInput>({
    resolver: zodResolver(personalDetailsInputSchema),
    mode: "onTouched",
    defaultValues: toFormValues(initial, account),
  });
  const draft = useFormDraft(form, "personalDetails");
  const save = useSavePersonalDetails();
  const { errors, isDirty } = form.formState;
  const { t } = useT();

  return (
    <form
      noValidate
      aria-label={t("profile.personalDetails.form")}
      className="flex flex-col gap-4"
      onSubmit={sectionSubmitHandler({ form, save, discardDraft: draft.discard, fields, toFormValues })}
    >
      <DraftBanner draft={draft.draft} onRestore={draft.restore} onDiscard={draft.discard} />
      <TextField
        label={t(labels.first_name)}
        autoComplete="given-name"
        error={errors.first_name?.message}
        {...form.register("first_name")}
      />
      <TextField
        label={t(labels.last_name)}
        autoComplete="family-name"
        error={errors.last_name?.message}
        {...form.register("last_name")}
      />
      <TextField
        label={t(labels.email)}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        label={t(labels.phone)}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t("profile.phoneHint")}
        error={errors.phone?.message}
        {...form.register("phone", formatOnBlur(form.setValue, "phone", formatPhone))}
      />
      <TextField
        label={t(labels.date_of_birth)}
        type="date"
        autoComplete="bday"
        hint={t("profile.optional")}
        error={errors.date_of_birth?.message}
        {...form.register("date_of_birth")}
      />
      <TextField
        label={t(labels.address_line1)}
        autoComplete="address-line1"
        error={errors.address_line1?.message}
        {...form.register("address_line1")}
      />
      <TextField
        label={t(labels.city)}
        autoComplete="address-level2"
        error={errors.city?.message}
        {...form.register("city")}
      />
      <TextField
        label={t(labels.postcode)}
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
        className="sm:max-w-48"
        error={errors.postcode?.message}
        {...form.register("postcode", formatOnBlur(form.setValue, "postcode", formatPostcode))}
      />
      <TextField
        label={t(labels.country)}
        autoComplete="country-name"
        error={errors.country?.message}
        {...form.register("country")}
      />
      {save.error ? <ErrorBox error={save.error} /> : null}
      <SaveBar busy={save.isPending} saved={save.isSuccess && !isDirty} />
    </form>
  );
}
