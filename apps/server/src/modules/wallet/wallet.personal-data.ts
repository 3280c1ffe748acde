import { GATE_SIGN_INS_PER_DAY, GATE_SIGN_INS_PER_GATE_KEEPER } from "@siteready/domain/limits";
import { column, type PersonalDataPart } from "../../db/personal-data.ts";

export const walletPersonalData: PersonalDataPart = {
  module: "wallet",
  columns: [
    // Not decided yet (found by the coverage test, issue 34): a gate-keeper's register names the workers they
    // checked, so it is the site's record as much as theirs; decide whether the gate-keeper's export holds it.
    column(
      "gate_sign_ins",
      "user_id",
      {
        excluded:
          "a gate-keeper's site register: other workers' names and cards; its keeper downloads it as CSV at /gate",
      },
      "cascade",
    ),
  ],
  growth: {
    gate_sign_ins: {
      limit: `${GATE_SIGN_INS_PER_DAY} in 24 hours and ${GATE_SIGN_INS_PER_GATE_KEEPER} in all per gate-keeper (modules/wallet/gate-register-limits.routes.test.ts goes past both)`,
    },
  },
};
