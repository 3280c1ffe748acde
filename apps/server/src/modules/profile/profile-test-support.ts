import { inflateRawSync } from "node:zlib";
import { toIsoDate } from "@siteready/domain/fields";
import type { SQL } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Db } from "../../db/client.ts";
import type { signedInUser } from "../../test-support/auth-helpers.ts";

/** Fixtures and helpers shared by the profile route tests. */

export type User = Awaited<ReturnType<typeof signedInUser>>;

/**
 * `call(user, method, url, payload?)` injects a request as `user` (signed out when null); a FormData payload
 * goes as multipart. `app` is read at each call, so it may be created in a beforeAll.
 */
export function callerOf(app: () => FastifyInstance) {
  return (
    user: User | null,
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    payload?: object | FormData,
  ) =>
    app().inject({
      method,
      url,
      headers: user ? user.headers : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

export const validPersonalDetails = {
  first_name: "Sam",
  last_name: "O'Neill",
  email: "sam.oneill@example.com",
  phone: "07700 900123",
  date_of_birth: "1990-04-12",
  address_line1: "1 High Street",
  city: "Leeds",
  postcode: "ls1 4ap",
  country: "United Kingdom",
};

export const validNextOfKin = {
  first_name: "Jo",
  last_name: "O'Neill",
  relationship: "Sister",
  mobile_number: "07700 900456",
  email: "jo@example.com",
};

export const validBankDetails = {
  account_holder_name: "Sam O'Neill",
  account_number: "12345678",
  sort_code: "12-34-56",
  bank_name: "Northern Bank",
};

export const validEmployeeTax = {
  employment_type: "employee",
  ni_number: "ab 12 34 56 c",
  tax_code: "1257L",
  employer_paye_ref: "123/AB45678",
};

/** YYYY-MM-DD `days` from today (UTC), as expiry urgency counts them. */
export function isoDaysFromNow(days: number): string {
  return toIsoDate(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
}

export function fieldErrorsOf(response: LightMyRequestResponse): Record<string, string[]> {
  return (response.json() as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
}

/** One entry of a zip, found through its central directory (enough of the format for yazl's output). */
export function readZipEntry(zip: Buffer, name: string): Buffer | null {
  const centralSignature = 0x02014b50;
  let offset = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (offset === -1) return null;
  let entry = zip.readUInt32LE(offset + 16);
  const count = zip.readUInt16LE(offset + 10);
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(entry) !== centralSignature) return null;
    const method = zip.readUInt16LE(entry + 10);
    const compressedSize = zip.readUInt32LE(entry + 20);
    const nameLength = zip.readUInt16LE(entry + 28);
    const extraLength = zip.readUInt16LE(entry + 30);
    const commentLength = zip.readUInt16LE(entry + 32);
    const localHeader = zip.readUInt32LE(entry + 42);
    const entryName = zip.toString("utf8", entry + 46, entry + 46 + nameLength);
    if (entryName === name) {
      offset = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
      const data = zip.subarray(offset, offset + compressedSize);
      return method === 8 ? inflateRawSync(data) : Buffer.from(data);
    }
    entry += 46 + nameLength + extraLength + commentLength;
  }
  return null;
}

/** Rows of a raw SQL query, as stored (node-postgres and PGlite both answer `{ rows }`). */
export async function sqlRows(db: Db, query: SQL): Promise<Array<Record<string, unknown>>> {
  const result: unknown = await db.execute(query);
  if (typeof result === "object" && result !== null && "rows" in result && Array.isArray(result.rows)) {
    return result.rows;
  }
  throw new Error("unexpected query result shape");
}
