import { z } from "zod";
import { optionalEmail, personName, requiredText } from "../fields/fields.ts";
import { requiredPhone } from "../fields/phone.ts";
import type { MessageKey } from "../i18n/catalogue.ts";

export const nextOfKinFieldLabels = {
  first_name: "field.firstName",
  last_name: "field.lastName",
  relationship: "field.relationship",
  mobile_number: "field.mobileNumber",
  email: "field.email",
} as const satisfies Record<string, MessageKey>;

/** The mobile number is required: an emergency contact cannot be reached without one. */
export const nextOfKinInputSchema = z.object({
  first_name: personName(nextOfKinFieldLabels.first_name),
  last_name: personName(nextOfKinFieldLabels.last_name),
  relationship: requiredText(nextOfKinFieldLabels.relationship, { maxLength: 50 }),
  mobile_number: requiredPhone(nextOfKinFieldLabels.mobile_number),
  email: optionalEmail(nextOfKinFieldLabels.email),
});

export type NextOfKinFormValues = z.input<typeof nextOfKinInputSchema>;
export type NextOfKinInput = z.output<typeof nextOfKinInputSchema>;
