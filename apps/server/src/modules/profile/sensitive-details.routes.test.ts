import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import {
  callerOf,
  fieldErrorsOf,
  sqlRows,
  type User,
  validBankDetails,
  validEmployeeTax,
} from "./profile-test-support.ts";

interface AuditEntry {
  field: string;
  action: string;
  ip_address: string | null;
  actor_user_id: string | null;
  created_at: string;
}

describe("bank and tax details", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const call = callerOf(() => testApp.app);
  const rawRows = (table: "bank_details" | "tax_details", userId: string) =>
    sqlRows(testApp.database.db, sql`select * from ${sql.identifier(table)} where user_id = ${userId}`);
  const auditLog = async (user: User, query = "") =>
    (await call(user, "GET", `/api/profile/audit-log${query}`)).json() as {
      entries: AuditEntry[];
      next_before: string | null;
    };

  describe("bank details", () => {
    it("refuses a bad sort code and account number with the spec's messages and saves nothing", async () => {
      const user = await signedInUser(testApp.app);
      const response = await call(user, "PUT", "/api/profile/bank-details", {
        ...validBankDetails,
        sort_code: "12-34-5",
        account_number: "1234567",
      });
      expect(response.statusCode).toBe(400);
      expect(fieldErrorsOf(response)).toEqual({
        sort_code: ["Please enter a valid sort code (e.g., 12-34-56)"],
        account_number: ["Please enter a valid 8-digit account number"],
      });
      expect(await rawRows("bank_details", user.userId)).toHaveLength(0);
      expect((await auditLog(user)).entries).toEqual([]);
    });

    it("stores the account number and sort code encrypted, answers them masked, and reveals them with an audit entry", async () => {
      const user = await signedInUser(testApp.app);
      const saved = await call(user, "PUT", "/api/profile/bank-details", validBankDetails);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        account_holder_name: "Sam O'Neill",
        bank_name: "Northern Bank",
        account_number: "•••• 5678",
        sort_code: "••-••-56",
        has_account_number: true,
        has_sort_code: true,
      });
      expect((await call(user, "GET", "/api/profile/bank-details")).json()).toEqual(saved.json());

      const [row] = await rawRows("bank_details", user.userId);
      const stored = JSON.stringify(row);
      for (const plain of ["12345678", "123456", "12-34-56", "5678"]) expect(stored).not.toContain(plain);
      expect(String(row?.account_number_encrypted)).toMatch(/^v1\./);
      expect(String(row?.sort_code_encrypted)).toMatch(/^v1\./);

      const account = await call(user, "POST", "/api/profile/bank-details/reveal", {
        field: "account_number",
      });
      expect(account.statusCode).toBe(200);
      expect(account.json()).toEqual({ field: "account_number", value: "12345678" });
      expect(account.headers["cache-control"]).toBe("no-store");
      const sortCode = await call(user, "POST", "/api/profile/bank-details/reveal", { field: "sort_code" });
      expect(sortCode.json()).toEqual({ field: "sort_code", value: "12-34-56" });

      const { entries } = await auditLog(user);
      expect(entries.map((entry) => [entry.action, entry.field])).toEqual([
        ["reveal", "sort_code"],
        ["reveal", "account_number"],
        expect.arrayContaining(["change"]),
        expect.arrayContaining(["change"]),
      ]);
      expect(new Set(entries.slice(2).map((entry) => entry.field))).toEqual(
        new Set(["account_number", "sort_code"]),
      );
      expect(entries[0]).toMatchObject({ actor_user_id: user.userId, ip_address: "127.0.0.1" });

      const badField = await call(user, "POST", "/api/profile/bank-details/reveal", { field: "bank_name" });
      expect(badField.statusCode).toBe(400);
    });

    it("keeps stored values that a PUT leaves out, blank or masked, audits real changes only, and clears with DELETE", async () => {
      const user = await signedInUser(testApp.app);
      await call(user, "PUT", "/api/profile/bank-details", validBankDetails);
      const before = await rawRows("bank_details", user.userId);

      const { account_number: _a, sort_code: _s, ...withoutSensitive } = validBankDetails;
      const renamed = await call(user, "PUT", "/api/profile/bank-details", {
        ...withoutSensitive,
        bank_name: "Southern Bank",
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ bank_name: "Southern Bank", account_number: "•••• 5678" });
      const masked = await call(user, "PUT", "/api/profile/bank-details", {
        ...withoutSensitive,
        account_number: "•••• 5678",
        sort_code: "",
      });
      expect(masked.statusCode).toBe(200);
      const after = await rawRows("bank_details", user.userId);
      expect(after[0]?.account_number_encrypted).toBe(before[0]?.account_number_encrypted);
      expect(after[0]?.sort_code_encrypted).toBe(before[0]?.sort_code_encrypted);
      expect((await auditLog(user)).entries).toHaveLength(2);

      const newSortCode = await call(user, "PUT", "/api/profile/bank-details", {
        ...withoutSensitive,
        sort_code: "65 43 21",
      });
      expect(newSortCode.json().sort_code).toBe("••-••-21");
      const { entries } = await auditLog(user);
      expect(entries).toHaveLength(3);
      expect(entries[0]).toMatchObject({ action: "change", field: "sort_code" });

      // null clears one value (both are optional, §5), audited as a change; DELETE removes the record.
      const cleared = await call(user, "PUT", "/api/profile/bank-details", {
        ...withoutSensitive,
        account_number: null,
      });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json()).toMatchObject({
        account_number: null,
        has_account_number: false,
        sort_code: "••-••-21",
      });
      expect((await auditLog(user)).entries[0]).toMatchObject({ action: "change", field: "account_number" });

      expect((await call(user, "DELETE", "/api/profile/bank-details")).statusCode).toBe(204);
      expect((await call(user, "GET", "/api/profile/bank-details")).json()).toMatchObject({
        account_number: null,
        has_account_number: false,
        updated_at: null,
      });
      expect((await auditLog(user)).entries).toHaveLength(5);
      const reveal = await call(user, "POST", "/api/profile/bank-details/reveal", {
        field: "account_number",
      });
      expect(reveal.statusCode).toBe(404);
    });

    it("saves the bank and holder alone (§5: the numbers are optional), with completion staying lower", async () => {
      const user = await signedInUser(testApp.app);
      const response = await call(user, "PUT", "/api/profile/bank-details", {
        account_holder_name: "Sam",
        bank_name: "Bank",
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ account_number: null, sort_code: null, bank_name: "Bank" });
      expect((await auditLog(user)).entries).toHaveLength(0);
      const dashboard = await call(user, "GET", "/api/core-data?route=dashboard-data");
      expect(dashboard.json().completionData.bankDetails).toBe(50);
    });
  });

  describe("tax details", () => {
    it("saves without an NI number (§5: optional)", async () => {
      const user = await signedInUser(testApp.app);
      const { ni_number: _left, ...withoutNi } = validEmployeeTax;
      const response = await call(user, "PUT", "/api/profile/tax-details", withoutNi);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        employment_type: "employee",
        ni_number: null,
        has_ni_number: false,
      });
    });

    it("refuses a bad NI number with the spec's message and saves nothing", async () => {
      const user = await signedInUser(testApp.app);
      const response = await call(user, "PUT", "/api/profile/tax-details", {
        ...validEmployeeTax,
        ni_number: "A1234567C",
      });
      expect(response.statusCode).toBe(400);
      expect(fieldErrorsOf(response)).toEqual({
        ni_number: ["Please enter a valid National Insurance number (e.g., AB123456C)"],
      });
      expect(await rawRows("tax_details", user.userId)).toHaveLength(0);
    });

    it("encrypts the NI number and UTRs, masks them, reveals them formatted, and clears with null", async () => {
      const user = await signedInUser(testApp.app);
      const employee = await call(user, "PUT", "/api/profile/tax-details", validEmployeeTax);
      expect(employee.statusCode).toBe(200);
      expect(employee.json()).toMatchObject({
        employment_type: "employee",
        ni_number: "•••• 456C",
        has_ni_number: true,
        tax_code: "1257L",
        employer_paye_ref: "123/AB45678",
        personal_utr: null,
        has_personal_utr: false,
        cis_status: null,
      });

      const selfEmployed = await call(user, "PUT", "/api/profile/tax-details", {
        employment_type: "self_employed",
        personal_utr: "12345 67890",
        cis_status: "registered_20",
      });
      expect(selfEmployed.statusCode).toBe(200);
      expect(selfEmployed.json()).toMatchObject({
        employment_type: "self_employed",
        ni_number: "•••• 456C",
        personal_utr: "•••• 7890",
        tax_code: null,
        employer_paye_ref: null,
        cis_status: "registered_20",
      });

      const company = await call(user, "PUT", "/api/profile/tax-details", {
        employment_type: "limited_company",
        company_utr: "0987654321",
        company_reg_number: "sc123456",
        cis_status: "gross_0",
      });
      expect(company.json()).toMatchObject({
        company_utr: "•••• 4321",
        company_reg_number: "SC123456",
        ni_number: "•••• 456C",
        personal_utr: null,
      });

      const [row] = await rawRows("tax_details", user.userId);
      const stored = JSON.stringify(row);
      for (const plain of ["AB123456C", "1234567890", "0987654321", "7654321"])
        expect(stored).not.toContain(plain);
      expect(String(row?.ni_number_encrypted)).toMatch(/^v1\./);
      expect(String(row?.company_utr_encrypted)).toMatch(/^v1\./);
      expect(row?.personal_utr_encrypted).toBeNull();

      const ni = await call(user, "POST", "/api/profile/tax-details/reveal", { field: "ni_number" });
      expect(ni.json()).toEqual({ field: "ni_number", value: "AB 123456 C" });
      const utr = await call(user, "POST", "/api/profile/tax-details/reveal", { field: "company_utr" });
      expect(utr.json()).toEqual({ field: "company_utr", value: "0987654321" });
      const none = await call(user, "POST", "/api/profile/tax-details/reveal", { field: "personal_utr" });
      expect(none.statusCode).toBe(404);

      const withoutNi = await call(user, "PUT", "/api/profile/tax-details", {
        employment_type: "limited_company",
        company_reg_number: "SC123456",
        ni_number: null,
      });
      expect(withoutNi.json()).toMatchObject({
        ni_number: null,
        has_ni_number: false,
        company_utr: "•••• 4321",
      });

      // Entries written by one save share an instant; their order among themselves is not defined.
      const { entries } = await auditLog(user);
      const byInstant = new Map<string, string[]>();
      for (const entry of entries) {
        byInstant.set(entry.created_at, [
          ...(byInstant.get(entry.created_at) ?? []),
          `${entry.action}:${entry.field}`,
        ]);
      }
      expect([...byInstant.values()].map((labels) => labels.sort())).toEqual([
        ["change:ni_number"],
        ["reveal:company_utr"],
        ["reveal:ni_number"],
        ["change:company_utr", "change:personal_utr"],
        ["change:personal_utr"],
        ["change:ni_number"],
      ]);
    });
  });

  describe("audit log", () => {
    it("pages newest first with limit and before, never splitting entries written together", async () => {
      const user = await signedInUser(testApp.app);
      await call(user, "PUT", "/api/profile/bank-details", validBankDetails);
      await call(user, "POST", "/api/profile/bank-details/reveal", { field: "sort_code" });

      const first = await auditLog(user, "?limit=1");
      expect(first.entries.map((entry) => entry.action)).toEqual(["reveal"]);
      expect(first.next_before).toBe(first.entries[0]?.created_at);

      // The two changes were written at one instant: a page that reaches them holds both.
      const second = await auditLog(user, `?limit=1&before=${encodeURIComponent(first.next_before ?? "")}`);
      expect(second.entries.map((entry) => entry.action)).toEqual(["change", "change"]);
      const third = await auditLog(user, `?limit=1&before=${encodeURIComponent(second.next_before ?? "")}`);
      expect(third).toEqual({ entries: [], next_before: null });

      const other = await signedInUser(testApp.app);
      expect((await auditLog(other)).entries).toEqual([]);
      expect((await call(user, "GET", "/api/profile/audit-log?limit=0")).statusCode).toBe(400);
      expect((await call(null, "GET", "/api/profile/audit-log")).statusCode).toBe(401);
    });
  });
});
