import { column, iso, type PersonalDataPart } from "../../db/personal-data.ts";
import { findBillingAccount, listPaymentsOf } from "./billing.repository.ts";

export const billingPersonalData: PersonalDataPart = {
  module: "billing",
  columns: [
    column("billing_accounts", "user_id", "billing", "cascade"),
    column("payments", "user_id", "billing", {
      unlink: "accounting records (amount, date, Stripe reference)",
    }),
  ],
  async exportOf(db, userId) {
    const [billingAccount, payments] = await Promise.all([
      findBillingAccount(db, userId),
      listPaymentsOf(db, userId),
    ]);
    return {
      billing: {
        stripe_customer_id: billingAccount?.stripeCustomerId ?? null,
        plan: billingAccount?.plan ?? null,
        status: billingAccount?.status ?? null,
        current_period_end: iso(billingAccount?.currentPeriodEnd),
        cancel_at_period_end: billingAccount?.cancelAtPeriodEnd ?? false,
        updated_at: iso(billingAccount?.updatedAt),
        payments: payments.map((payment) => ({
          kind: payment.kind,
          amount_pence: payment.amountPence,
          currency: payment.currency,
          stripe_reference: payment.stripeReference,
          paid_at: payment.paidAt.toISOString(),
        })),
      },
    };
  },
  growth: {
    billing_accounts: { onePerUser: "user_id" },
    payments: {
      notGrownByTheirUser: "Stripe's webhooks write it: one per Stripe payment (unique reference)",
    },
  },
};
