import { type GateSignInInput, gateCodeMessages, gateDecisionMessages } from "@siteready/domain/wallet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { inEnglish } from "../../test-support/in-english.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { callerOf, type User } from "../profile/profile-test-support.ts";

/** A gate-keeper's register: decisions (let in or refused, and why), sign-outs, who is on site now, the CSV. */
describe("the gate's sign-in register", () => {
  let testApp: TestApp;
  let gateKeeper: User;
  const call = callerOf(() => testApp.app);

  beforeAll(async () => {
    testApp = await createTestApp();
    gateKeeper = await signedInUser(testApp.app, { firstName: "Gail", lastName: "Keeper" });
  });
  afterAll(async () => testApp.close());

  const checked = (overrides: Partial<GateSignInInput> = {}): GateSignInInput => ({
    client_id: crypto.randomUUID(),
    site: "Riverside Plot 4",
    holder_name: "Dana Worker",
    card_title: "CSCS Labourer (Green)",
    scheme: "CSCS",
    card_number: "CSCS-0042-7781",
    expiry_date: "2099-03-31",
    outcome: "green",
    reason: gateCodeMessages.inDate,
    code_kind: "signed",
    decision: "accepted",
    refusal_reason: null,
    note: null,
    scanned_at: "2026-11-26T07:42:00.000Z",
    ...overrides,
  });
  const send = (user: User, ...signIns: GateSignInInput[]) =>
    call(user, "POST", "/api/gate/sign-ins", { sign_ins: signIns });
  const signOut = (user: User, at: string, ...clientIds: string[]) =>
    call(user, "POST", "/api/gate/sign-outs", {
      sign_outs: clientIds.map((clientId) => ({ client_id: clientId, signed_out_at: at })),
    });
  const register = async (user: User, site = "Riverside Plot 4") =>
    (await call(user, "GET", `/api/gate/sign-ins?site=${encodeURIComponent(site)}`)).json() as {
      on_site: { client_id: string; holder_name: string; signed_out_at: string | null }[];
      sign_ins: { client_id: string; decision: string; signed_out_at: string | null; checked_by: string }[];
    };
  const namesOnSite = async (user: User, site?: string) =>
    (await register(user, site)).on_site.map((entry) => entry.holder_name);

  it("lists the refused as refused, never on site; the CSV says so with the reason, in UK time, with who checked", async () => {
    const user = await signedInUser(testApp.app, { firstName: "Gail", lastName: "Keeper" });
    const letIn = checked({ holder_name: '=HYPERLINK("x")', scanned_at: "2026-07-01T06:05:00.000Z" });
    const refused = checked({
      holder_name: "Rob Expired",
      outcome: "red",
      // As phones send it: a message reference, worded in the CSV.
      reason: gateCodeMessages.cardExpired,
      expiry_date: "2026-01-31",
      decision: "refused",
      refusal_reason: "card-expired",
      scanned_at: "2026-11-26T07:42:00.000Z",
    });
    const forged = checked({
      holder_name: null,
      card_title: null,
      scheme: null,
      card_number: null,
      expiry_date: null,
      outcome: "red",
      // As a phone before issue 49 sent it: English text, kept as it came.
      reason: "This code is not genuine: its signature does not match SiteReady's.",
      code_kind: "live",
      decision: "refused",
      refusal_reason: "other",
      note: "Showed a screenshot, then left",
      scanned_at: "2026-11-26T07:50:00.000Z",
    });
    expect((await send(user, letIn, refused, forged)).json()).toEqual({ saved: 3 });
    // Sent again from the phone, each is kept once.
    expect((await send(user, refused)).statusCode).toBe(200);

    const { on_site: onSite, sign_ins: signIns } = await register(user);
    expect(onSite.map((entry) => entry.client_id)).toEqual([letIn.client_id]);
    expect(signIns.map((entry) => [entry.client_id, entry.decision, entry.checked_by])).toEqual([
      [forged.client_id, "refused", "Gail Keeper"],
      [refused.client_id, "refused", "Gail Keeper"],
      [letIn.client_id, "accepted", "Gail Keeper"],
    ]);

    const csv = await call(user, "GET", "/api/gate/sign-ins.csv?site=Riverside%20Plot%204");
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.body.split("\r\n")).toEqual([
      "Checked at (UK time),Site,Name,Card,Scheme,Number,Expires,Check,Why,Checked,Decision,Refusal reason,Gate-keeper's note,Signed out (UK time),Checked by",
      `26 Nov 2026 07:50,Riverside Plot 4,Not known,Not known,,,,Red,This code is not genuine: its signature does not match SiteReady's.,Online,Refused,Other,"Showed a screenshot, then left",,Gail Keeper`,
      "26 Nov 2026 07:42,Riverside Plot 4,Rob Expired,CSCS Labourer (Green),CSCS,CSCS-0042-7781,31 Jan 2026,Red,This card has expired.,On the phone (offline code),Refused,Card expired,,,Gail Keeper",
      // British Summer Time: 06:05 UTC was 07:05 on site.
      `1 Jul 2026 07:05,Riverside Plot 4,"'=HYPERLINK(""x"")",CSCS Labourer (Green),CSCS,CSCS-0042-7781,31 Mar 2099,Green,In date.,On the phone (offline code),Signed in,,,,Gail Keeper`,
      "",
    ]);
  });

  it("signs people out one by one or all at once, never before they came in, and a sign-out sent again changes nothing", async () => {
    const arrivals = ["Ann", "Ben", "Cat"].map((name, index) =>
      checked({ holder_name: name, scanned_at: `2026-11-26T0${7 + index}:00:00.000Z` }),
    );
    const [ann, ben, cat] = arrivals.map((arrival) => arrival.client_id) as [string, string, string];
    const elsewhere = checked({ holder_name: "Dev", site: "Depot" });
    await send(gateKeeper, ...arrivals, elsewhere);
    expect(await namesOnSite(gateKeeper)).toEqual(["Cat", "Ben", "Ann"]);

    expect((await signOut(gateKeeper, "2026-11-26T16:30:00.000Z", ben)).json()).toEqual({ signed_out: 1 });
    expect((await signOut(gateKeeper, "2026-11-26T17:00:00.000Z", ben)).json()).toEqual({ signed_out: 0 });
    expect(await namesOnSite(gateKeeper)).toEqual(["Cat", "Ann"]);
    const benRow = (await register(gateKeeper)).sign_ins.find((entry) => entry.client_id === ben);
    expect(benRow?.signed_out_at).toBe("2026-11-26T16:30:00.000Z");

    // The end of the day: everyone at once. A phone whose clock is behind never signs anyone out before they came.
    expect((await signOut(gateKeeper, "2026-11-26T07:30:00.000Z", ann, cat)).json()).toEqual({
      signed_out: 2,
    });
    expect(await namesOnSite(gateKeeper)).toEqual([]);
    const catRow = (await register(gateKeeper)).sign_ins.find((entry) => entry.client_id === cat);
    expect(catRow?.signed_out_at).toBe("2026-11-26T09:00:00.000Z");
    expect(await namesOnSite(gateKeeper, "Depot")).toEqual(["Dev"]);
  });

  it("signs out only the gate-keeper's own, and only people let in", async () => {
    const stranger = await signedInUser(testApp.app);
    const mine = checked({ holder_name: "Eve" });
    const turnedAway = checked({
      holder_name: "Fay",
      outcome: "red",
      reason: "This card has expired.",
      decision: "refused",
      refusal_reason: "card-expired",
    });
    await send(gateKeeper, mine, turnedAway);
    const at = "2026-11-27T17:00:00.000Z";
    expect((await signOut(stranger, at, mine.client_id)).json()).toEqual({ signed_out: 0 });
    expect((await signOut(gateKeeper, at, turnedAway.client_id)).json()).toEqual({ signed_out: 0 });
    expect(await namesOnSite(gateKeeper)).toContain("Eve");
    expect((await register(stranger)).sign_ins).toEqual([]);
    expect((await call(null, "POST", "/api/gate/sign-outs", { sign_outs: [] })).statusCode).toBe(401);
    expect((await signOut(gateKeeper, "yesterday", mine.client_id)).statusCode).toBe(400);
  });

  it("refuses in words a decision that would sign in nobody, a red check let in without a reason, a refusal without one", async () => {
    /** The messages a refused decision's answer gives, field by field. */
    const refusedWith = async (entry: GateSignInInput) => {
      const answer = await send(gateKeeper, entry);
      expect(answer.statusCode).toBe(400);
      return Object.values(answer.json().fieldErrors as Record<string, string[]>).flat();
    };
    expect(
      await refusedWith(checked({ holder_name: null, card_title: null, outcome: "red", reason: "x" })),
    ).toContain(inEnglish(gateDecisionMessages.nobodyNamed));
    expect(await refusedWith(checked({ outcome: "red", reason: "This card has expired." }))).toContain(
      inEnglish(gateDecisionMessages.redNeedsWords),
    );
    expect(await refusedWith(checked({ decision: "refused" }))).toContain(
      inEnglish(gateDecisionMessages.chooseReason),
    );
    expect(
      await refusedWith(checked({ decision: "refused", refusal_reason: "other", note: "  " })),
    ).toContain(inEnglish(gateDecisionMessages.otherNeedsWords));
    expect((await send(gateKeeper, checked({ outcome: "blue" as "red" }))).statusCode).toBe(400);

    // Let in on a red check, with the reason written: on site, and the reason kept.
    const vouched = checked({
      holder_name: "Gus",
      outcome: "red",
      reason: "This card has expired.",
      note: "Renewal seen on the CSCS app",
    });
    expect((await send(gateKeeper, vouched)).statusCode).toBe(200);
    const row = (await register(gateKeeper)).on_site.find((entry) => entry.client_id === vouched.client_id);
    expect(row).toMatchObject({
      holder_name: "Gus",
      decision: "accepted",
      note: "Renewal seen on the CSCS app",
    });
  });
});
