import { formatNiNumber, formatSortCode, maskSensitive } from "@siteready/domain/fields";
import {
  AUDIT_PAGE_MAX,
  type BankDetailsSaveBody,
  type BankDetailsView,
  type BankSensitiveField,
  bankDetailsInputSchema,
  bankSensitiveFields,
  type CisStatus,
  cisStatuses,
  type EmploymentType,
  employmentTypes,
  type SensitiveAuditEntry,
  type TaxDetailsInput,
  type TaxDetailsSaveBody,
  type TaxDetailsView,
  type TaxSensitiveField,
  taxDetailsInputSchema,
  taxSensitiveFields,
} from "@siteready/domain/profile";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/app-error.ts";
import type { FieldCipher } from "../../lib/field-encryption.ts";
import {
  type BankDetailsRow,
  deleteBankDetails,
  deleteTaxDetails,
  findBankDetails,
  findTaxDetails,
  insertAuditEntries,
  listAuditEntries,
  type TaxDetailsRow,
  upsertBankDetails,
  upsertTaxDetails,
} from "./profile.repository.ts";
import { bodyFields, parseWith } from "./validation.ts";

/**
 * Bank and tax details. The sensitive fields (spec ARCHITECTURE rule 6) are encrypted before they reach the
 * repository and leave only masked, except through reveal, which writes an audit entry each time; so does
 * every change of a sensitive value.
 *
 * Writing a sensitive field in a PUT:
 * - left out, '' or sent back exactly as its mask ('•••• 5678') → the stored value is kept (forms show masks,
 *   never values, so they cannot send the value back);
 * - null → cleared (every sensitive field is optional, spec §5);
 * - anything else → validated by the domain schema and stored encrypted.
 */

export type SensitiveField = BankSensitiveField | TaxSensitiveField;

export type AuditAction = "reveal" | "change" | "export";

/** Who asked, for the audit trail. */
export interface RequestContext {
  actorUserId: string;
  ipAddress: string | null;
}

/** Sort codes show their last two digits in their usual shape; the rest use the domain's mask. */
const masks: Record<SensitiveField, (plain: string) => string> = {
  account_number: (plain) => maskSensitive(plain),
  sort_code: (plain) => `••-••-${plain.slice(-2)}`,
  ni_number: (plain) => maskSensitive(plain),
  personal_utr: (plain) => maskSensitive(plain),
  company_utr: (plain) => maskSensitive(plain),
};

/** How a revealed value is written out (spec §5 formatting). */
const revealFormats: Record<SensitiveField, (plain: string) => string> = {
  account_number: (plain) => plain,
  sort_code: (plain) => formatSortCode(plain),
  ni_number: (plain) => formatNiNumber(plain),
  personal_utr: (plain) => plain,
  company_utr: (plain) => plain,
};

function keepOrReplace(raw: unknown, stored: string | null, mask: (plain: string) => string): unknown {
  if (stored === null) return raw;
  if (raw === undefined) return stored;
  if (typeof raw === "string") {
    const typed = raw.trim();
    if (typed === "" || typed === mask(stored)) return stored;
  }
  return raw;
}

function isEmploymentType(value: string | null): value is EmploymentType {
  return employmentTypes.some((type) => type === value);
}

function isCisStatus(value: string | null): value is CisStatus {
  return cisStatuses.some((status) => status === value);
}

/** Decrypts and masks; shared by the section endpoints and the dashboard. */
export function createSensitiveViews(cipher: FieldCipher) {
  const open = (stored: string | null | undefined) => (stored ? cipher.decrypt(stored) : null);
  const masked = (field: SensitiveField, plain: string | null) =>
    plain === null ? null : masks[field](plain);

  function bankPlain(row: BankDetailsRow | null) {
    return {
      account_holder_name: row?.accountHolderName ?? null,
      bank_name: row?.bankName ?? null,
      account_number: open(row?.accountNumberEncrypted),
      sort_code: open(row?.sortCodeEncrypted),
    };
  }

  function taxPlain(row: TaxDetailsRow | null) {
    const employmentType = row?.employmentType ?? null;
    const cisStatus = row?.cisStatus ?? null;
    return {
      employment_type: isEmploymentType(employmentType) ? employmentType : null,
      ni_number: open(row?.niNumberEncrypted),
      tax_code: row?.taxCode ?? null,
      employer_paye_ref: row?.employerPayeRef ?? null,
      personal_utr: open(row?.personalUtrEncrypted),
      company_utr: open(row?.companyUtrEncrypted),
      company_reg_number: row?.companyRegNumber ?? null,
      cis_status: isCisStatus(cisStatus) ? cisStatus : null,
    };
  }

  return {
    open,
    /** Decrypted, for the owner's own export. */
    bankPlain,
    taxPlain,

    bankView(row: BankDetailsRow | null): BankDetailsView {
      const plain = bankPlain(row);
      return {
        account_holder_name: plain.account_holder_name,
        bank_name: plain.bank_name,
        account_number: masked("account_number", plain.account_number),
        sort_code: masked("sort_code", plain.sort_code),
        has_account_number: plain.account_number !== null,
        has_sort_code: plain.sort_code !== null,
        updated_at: row?.updatedAt.toISOString() ?? null,
      };
    },

    taxView(row: TaxDetailsRow | null): TaxDetailsView {
      const plain = taxPlain(row);
      return {
        ...plain,
        ni_number: masked("ni_number", plain.ni_number),
        personal_utr: masked("personal_utr", plain.personal_utr),
        company_utr: masked("company_utr", plain.company_utr),
        has_ni_number: plain.ni_number !== null,
        has_personal_utr: plain.personal_utr !== null,
        has_company_utr: plain.company_utr !== null,
        updated_at: row?.updatedAt.toISOString() ?? null,
      };
    },
  };
}

/** The tax columns of a validated input; fields of other employment types are null. */
function taxColumns(input: TaxDetailsInput) {
  return {
    employment_type: input.employment_type,
    ni_number: "ni_number" in input ? (input.ni_number ?? null) : null,
    tax_code: "tax_code" in input ? input.tax_code : null,
    employer_paye_ref: "employer_paye_ref" in input ? input.employer_paye_ref : null,
    personal_utr: "personal_utr" in input ? input.personal_utr : null,
    company_utr: "company_utr" in input ? input.company_utr : null,
    company_reg_number: "company_reg_number" in input ? input.company_reg_number : null,
    cis_status: "cis_status" in input ? input.cis_status : null,
  };
}

const AUDIT_PAGE_DEFAULT = 50;

export function createSensitiveDetailsService({
  db,
  cipher,
  now,
}: {
  db: Db;
  cipher: FieldCipher;
  now: () => Date;
}) {
  const views = createSensitiveViews(cipher);

  function seal(plain: string | null, previous: { plain: string | null; stored: string | null }) {
    if (plain === null) return null;
    // Unchanged values keep their ciphertext, so a save without changes changes nothing stored.
    return plain === previous.plain ? previous.stored : cipher.encrypt(plain);
  }

  async function audit(
    tx: Db,
    userId: string,
    context: RequestContext,
    action: AuditAction,
    fields: ReadonlyArray<SensitiveField | "all">,
  ) {
    const createdAt = now();
    await insertAuditEntries(
      tx,
      userId,
      fields.map((field) => ({
        actorUserId: context.actorUserId,
        field,
        action,
        ipAddress: context.ipAddress,
        createdAt,
      })),
    );
  }

  async function reveal(
    userId: string,
    field: SensitiveField,
    stored: string | null | undefined,
    context: RequestContext,
  ) {
    if (!stored) throw notFound();
    const value = revealFormats[field](cipher.decrypt(stored));
    // Recorded before the value leaves: no reveal without its audit entry.
    await audit(db, userId, context, "reveal", [field]);
    return { field, value };
  }

  return {
    views,

    async getBankDetails(userId: string) {
      return views.bankView(await findBankDetails(db, userId));
    },

    async saveBankDetails(userId: string, body: BankDetailsSaveBody, context: RequestContext) {
      const fields = bodyFields(body);
      return db.transaction(async (tx) => {
        const row = await findBankDetails(tx, userId, { forUpdate: true });
        const stored = views.bankPlain(row);
        for (const field of bankSensitiveFields) {
          fields[field] = keepOrReplace(fields[field], stored[field], masks[field]);
        }
        const parsed = parseWith(bankDetailsInputSchema, fields);
        const input = {
          ...parsed,
          account_number: parsed.account_number ?? null,
          sort_code: parsed.sort_code ?? null,
        };
        const changed = bankSensitiveFields.filter((field) => input[field] !== stored[field]);
        const saved = await upsertBankDetails(tx, userId, {
          accountHolderName: input.account_holder_name,
          bankName: input.bank_name,
          accountNumberEncrypted: seal(input.account_number, {
            plain: stored.account_number,
            stored: row?.accountNumberEncrypted ?? null,
          }),
          sortCodeEncrypted: seal(input.sort_code, {
            plain: stored.sort_code,
            stored: row?.sortCodeEncrypted ?? null,
          }),
          updatedAt: now(),
        });
        await audit(tx, userId, context, "change", changed);
        return views.bankView(saved);
      });
    },

    /** Removes the whole record; audited as a change of each value it held. */
    async deleteBankDetails(userId: string, context: RequestContext) {
      await db.transaction(async (tx) => {
        const removed = await deleteBankDetails(tx, userId);
        const cleared = bankSensitiveFields.filter((field) =>
          field === "account_number" ? removed?.accountNumberEncrypted : removed?.sortCodeEncrypted,
        );
        await audit(tx, userId, context, "change", cleared);
      });
    },

    async revealBankDetail(userId: string, field: BankSensitiveField, context: RequestContext) {
      const row = await findBankDetails(db, userId);
      const stored = field === "account_number" ? row?.accountNumberEncrypted : row?.sortCodeEncrypted;
      return reveal(userId, field, stored, context);
    },

    async getTaxDetails(userId: string) {
      return views.taxView(await findTaxDetails(db, userId));
    },

    async saveTaxDetails(userId: string, body: TaxDetailsSaveBody, context: RequestContext) {
      const fields = bodyFields(body);
      return db.transaction(async (tx) => {
        const row = await findTaxDetails(tx, userId, { forUpdate: true });
        const stored = views.taxPlain(row);
        for (const field of taxSensitiveFields) {
          fields[field] = keepOrReplace(fields[field], stored[field], masks[field]);
        }
        const input = taxColumns(parseWith(taxDetailsInputSchema, fields));
        const changed = taxSensitiveFields.filter((field) => input[field] !== stored[field]);
        const saved = await upsertTaxDetails(tx, userId, {
          employmentType: input.employment_type,
          niNumberEncrypted: seal(input.ni_number, {
            plain: stored.ni_number,
            stored: row?.niNumberEncrypted ?? null,
          }),
          taxCode: input.tax_code,
          employerPayeRef: input.employer_paye_ref,
          personalUtrEncrypted: seal(input.personal_utr, {
            plain: stored.personal_utr,
            stored: row?.personalUtrEncrypted ?? null,
          }),
          companyUtrEncrypted: seal(input.company_utr, {
            plain: stored.company_utr,
            stored: row?.companyUtrEncrypted ?? null,
          }),
          companyRegNumber: input.company_reg_number,
          cisStatus: input.cis_status,
          updatedAt: now(),
        });
        await audit(tx, userId, context, "change", changed);
        return views.taxView(saved);
      });
    },

    async deleteTaxDetails(userId: string, context: RequestContext) {
      await db.transaction(async (tx) => {
        const removed = await deleteTaxDetails(tx, userId);
        const storedBy: Record<TaxSensitiveField, string | null | undefined> = {
          ni_number: removed?.niNumberEncrypted,
          personal_utr: removed?.personalUtrEncrypted,
          company_utr: removed?.companyUtrEncrypted,
        };
        await audit(
          tx,
          userId,
          context,
          "change",
          taxSensitiveFields.filter((field) => storedBy[field]),
        );
      });
    },

    async revealTaxDetail(userId: string, field: TaxSensitiveField, context: RequestContext) {
      const row = await findTaxDetails(db, userId);
      const storedBy: Record<TaxSensitiveField, string | null | undefined> = {
        ni_number: row?.niNumberEncrypted,
        personal_utr: row?.personalUtrEncrypted,
        company_utr: row?.companyUtrEncrypted,
      };
      return reveal(userId, field, storedBy[field], context);
    },

    /** The owner's audit entries, newest first, `limit` at a time (a page may run a little over; see repository). */
    async auditLog(
      userId: string,
      options: { limit?: number; before?: Date } = {},
    ): Promise<{ entries: SensitiveAuditEntry[]; next_before: string | null }> {
      const limit = Math.min(Math.max(options.limit ?? AUDIT_PAGE_DEFAULT, 1), AUDIT_PAGE_MAX);
      const rows = await listAuditEntries(db, userId, { limit, before: options.before });
      const entries = rows.map((row) => ({
        id: row.id,
        field: row.field,
        action: row.action,
        actor_user_id: row.actorUserId,
        ip_address: row.ipAddress,
        created_at: row.createdAt.toISOString(),
      }));
      const last = entries.at(-1);
      return { entries, next_before: entries.length >= limit && last ? last.created_at : null };
    },

    /** Records that the owner downloaded all their data. */
    recordExport: (userId: string, context: RequestContext) => audit(db, userId, context, "export", ["all"]),
  };
}

export type SensitiveDetailsService = ReturnType<typeof createSensitiveDetailsService>;
