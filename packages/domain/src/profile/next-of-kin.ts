import { z } from "zod";
import { optionalEmail, personName, requiredText } from "../fields/fields.ts";
import { requiredPhone } from "../fields/phone.ts";

export const nextOfKinFieldLabels = {
  first_name: "First name",
  last_name: "Last name",
  relationship: "Relationship",
  mobile_number: "Mobile number",
  email: "Email",
} as const;

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
