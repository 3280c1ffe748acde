import { zodResolver } from "@hookform/resolvers/zod";
import { formatPhone } from "@siteready/domain/fields";
import {
  type NextOfKinFormValues,
  type NextOfKinInput,
  type NextOfKinView,
  nextOfKinFieldLabels,
  nextOfKinInputSchema,
} from "@siteready/domain/profile";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { DraftBanner } from "../../../components/draft-banner.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useFormDraft } from "../../../lib/use-form-draft.ts";
import { useSaveNextOfKin } from "../api/next-of-kin.ts";
import { formatOnBlur, inputValue, sectionSubmitHandler } from "./form-support.ts";
import { SaveBar } from "./section-form-layout.tsx";

const labels = nextOfKinFieldLabels;
const fields = Object.keys(labels) as (keyof typeof labels)[];

/** Suggestions only: any relationship can be typed. */
const commonRelationships = [
  "Partner",
  "Husband",
  "Wife",
  "Mother",
  "Father",
  "Sister",
  "Brother",
  "Son",
  "Daughter",
  "Friend",
];

function toFormValues(view: NextOfKinView): NextOfKinFormValues {
  return {
    first_name: inputValue(view.first_name),
    last_name: inputValue(view.last_name),
    relationship: inputValue(view.relationship),
    mobile_number: inputValue(view.mobile_number, formatPhone),
    email: inputValue(view.email),
  };
}

export function NextOfKinForm({ initial }: { initial: NextOfKinView }) {
  const relationshipsId = useId();
  const form = useForm<NextOfKinFormValues, unknown, NextOfKinInput>({
    resolver: zodResolver(nextOfKinInputSchema),
    mode: "onTouched",
    defaultValues: toFormValues(initial),
  });
  const draft = useFormDraft(form, "nextOfKin");
  const save = useSaveNextOfKin();
  const { errors, isDirty } = form.formState;
  const { t } = useT();

  return (
    <form
      noValidate
      aria-label={t("profile.nextOfKin.form")}
      className="flex flex-col gap-4"
      onSubmit={sectionSubmitHandler({ form, save, discardDraft: draft.discard, fields, toFormValues })}
    >
      <DraftBanner draft={draft.draft} onRestore={draft.restore} onDiscard={draft.discard} />
      <TextField
        label={t(labels.first_name)}
        autoComplete="off"
        error={errors.first_name?.message}
        {...form.register("first_name")}
      />
      <TextField
        label={t(labels.last_name)}
        autoComplete="off"
        error={errors.last_name?.message}
        {...form.register("last_name")}
      />
      <TextField
        label={t(labels.relationship)}
        list={relationshipsId}
        autoComplete="off"
        hint={t("profile.relationshipHint")}
        error={errors.relationship?.message}
        {...form.register("relationship")}
      />
      <datalist id={relationshipsId}>
        {commonRelationships.map((relationship) => (
          <option key={relationship} value={relationship} />
        ))}
      </datalist>
      <TextField
        label={t(labels.mobile_number)}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        hint={t("profile.mobileHint")}
        error={errors.mobile_number?.message}
        {...form.register("mobile_number", formatOnBlur(form.setValue, "mobile_number", formatPhone))}
      />
      <TextField
        label={t(labels.email)}
        type="email"
        inputMode="email"
        autoComplete="off"
        hint={t("profile.optional")}
        error={errors.email?.message}
        {...form.register("email")}
      />
      {save.error ? <ErrorBox error={save.error} /> : null}
      <SaveBar busy={save.isPending} saved={save.isSuccess && !isDirty} />
    </form>
  );
}
