import {
  GATE_SIGN_INS_PER_DAY,
  GATE_SIGN_INS_PER_GATE_KEEPER,
  gateRegisterDayLimitMessage,
  gateRegisterFullMessage,
} from "@siteready/domain/limits";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gateSignIns } from "../../db/schema/gate.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { expectRefusedInWords } from "../../test-support/limits.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { callerOf, type User } from "../profile/profile-test-support.ts";

/** A whole register is half a million rows: writing them takes the embedded database a while. */
const FULL_REGISTER_TIMEOUT_MS = 240_000;

/** A gate-keeper's sign-in register past its limits: a day's sign-ins, and the whole register. */
describe("the sign-in register's limits", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());
  const call = callerOf(() => testApp.app);

  const scan = () => ({
    client_id: crypto.randomUUID(),
    site: "Riverside Plot 4",
    holder_name: "Dana Worker",
    card_title: "CSCS Labourer (Green)",
    scheme: "CSCS",
    card_number: "CSCS-0042-7781",
    expiry_date: "2099-03-31",
    outcome: "green",
    reason: "In date.",
    code_kind: "live",
    decision: "accepted",
    refusal_reason: null,
    note: null,
    scanned_at: new Date().toISOString(),
  });
  const send = (user: User, count = 1) =>
    call(user, "POST", "/api/gate/sign-ins", { sign_ins: Array.from({ length: count }, scan) });
  const registerSize = async (user: User) =>
    testApp.database.db.$count(gateSignIns, eq(gateSignIns.userId, user.userId));

  /**
   * `count` sign-ins of `user` received `hoursAgo`. Their ids count up from a random start, so the indexes take
   * them in order: random ids make a whole register much slower to write.
   */
  async function fillRegister(user: User, count: number, hoursAgo: number) {
    const receivedAt = sql`now() - make_interval(hours => ${hoursAgo})`;
    const counted = sql`(${crypto.randomUUID().slice(0, 8)} || lpad(to_hex(i), 24, '0'))::uuid`;
    await testApp.database.db.execute(sql`
      insert into gate_sign_ins
        (id, user_id, client_id, site, holder_name, card_title, outcome, reason, code_kind, decision, scanned_at,
         created_at)
      select ${counted}, ${user.userId}, ${counted}, 'Riverside Plot 4', 'Earlier Worker', 'CSCS Labourer',
        'green', 'In date.', 'live', 'accepted', ${receivedAt}, ${receivedAt}
      from generate_series(1, ${count}) i`);
  }

  it(`takes ${GATE_SIGN_INS_PER_DAY.toLocaleString("en-GB")} sign-ins in 24 hours and refuses the next in words`, async () => {
    const gateKeeper = await signedInUser(testApp.app);
    // A full day yesterday does not count against today.
    await fillRegister(gateKeeper, GATE_SIGN_INS_PER_DAY, 25);
    await fillRegister(gateKeeper, GATE_SIGN_INS_PER_DAY - 2, 0);
    // A batch that would go past the day's limit is refused whole, and the phone keeps it.
    expectRefusedInWords(await send(gateKeeper, 3), 429, gateRegisterDayLimitMessage);
    expect((await send(gateKeeper, 2)).json()).toEqual({ saved: 2 });
    expectRefusedInWords(await send(gateKeeper), 429, gateRegisterDayLimitMessage);
    expect(await registerSize(gateKeeper)).toBe(2 * GATE_SIGN_INS_PER_DAY);
    // Another gate-keeper's register is their own.
    expect((await send(await signedInUser(testApp.app))).statusCode).toBe(200);
  });

  it(
    `holds ${GATE_SIGN_INS_PER_GATE_KEEPER.toLocaleString("en-GB")} sign-ins of one gate-keeper and refuses more in words`,
    async () => {
      const gateKeeper = await signedInUser(testApp.app);
      await fillRegister(gateKeeper, GATE_SIGN_INS_PER_GATE_KEEPER, 48);
      expectRefusedInWords(await send(gateKeeper), 409, gateRegisterFullMessage);
      expect(await registerSize(gateKeeper)).toBe(GATE_SIGN_INS_PER_GATE_KEEPER);
    },
    FULL_REGISTER_TIMEOUT_MS,
  );
});
