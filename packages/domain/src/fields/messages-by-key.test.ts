/// <reference types="node" />
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { decodeMessageRef, type MessageRef } from "../i18n/message-ref.ts";
import { en } from "../i18n/whole-catalogue.ts";
import { invalidValueMessage } from "./fields.ts";

/**
 * Issue 49: every message a form's schema gives for a bad value is a message reference whose keys (a label's
 * too) are in the catalogue, so the web and the server word it in the reader's language and nothing is
 * translated by matching English. The schemas a person fills in are walked, field by field, with bad values.
 */
const sourceRoot = path.resolve(import.meta.dirname, "..");
const areas: Array<Record<string, unknown>> = await Promise.all(
  readdirSync(sourceRoot)
    .filter((folder) => existsSync(path.join(sourceRoot, folder, "index.ts")))
    .map(
      (folder) =>
        import(/* @vite-ignore */ path.join(sourceRoot, folder, "index.ts")) as Promise<
          Record<string, unknown>
        >,
    ),
);

/** The schemas of what people type or choose: inputs, forms, searches and requests. */
const filledIn =
  /(Input|Form|Query|Request|SaveBody|Settings|SettingsChange|Params)Schema$|^(contactMessage|feedback|startConversation|messageEdit|groupPostEdit|shareInput|suspendUser|setUserRole|adminUserSearch|featureOverride|featureFlagConfig|termsAgreement|aiConsent|passkeyName|secondFactorCode|gateSignInBatch|gateSignOutBatch)Schema$/;

function formSchemas(): Array<[string, z.ZodType]> {
  const found = new Map<string, z.ZodType>();
  for (const exports of areas) {
    for (const [name, value] of Object.entries(exports)) {
      if (filledIn.test(name) && value instanceof z.ZodType) found.set(name, value);
    }
    const steps = exports.renewalStepMetadataSchemas as Record<string, z.ZodType> | undefined;
    for (const [step, schema] of Object.entries(steps ?? {})) found.set(`renewal step ${step}`, schema);
  }
  return [...found];
}

const badValues: unknown[] = [12345, "", " <> ", "x".repeat(5000), "not-a-valid-value ✗", true, ["?"]];

/** Bad inputs for a schema: nothing, then each field in turn set to each bad value. */
function probes(schema: z.ZodType): unknown[] {
  const shape = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  return [{}, ...shape.flatMap((field) => badValues.map((value) => ({ [field]: value })))];
}

function unknownKeys(ref: MessageRef): string[] {
  const nested = Object.values(ref.values ?? {}).flatMap((value) =>
    typeof value === "object" ? unknownKeys(value) : [],
  );
  return ref.key in en ? nested : [ref.key, ...nested];
}

describe("the forms' validation messages (issue 49)", () => {
  const schemas = formSchemas();
  // zod's own words, for a shape no schema of ours describes (a number for a uuid), are replaced at the edges
  // with 'Check this field'; marked here as that, so only the messages our schemas write are held to the rule.
  beforeAll(() => z.config({ customError: () => invalidValueMessage }));
  afterAll(() => z.config({ customError: undefined }));

  it("walks the forms of every area", () => {
    expect(schemas.length).toBeGreaterThan(40);
  });

  it.each(schemas)("%s words every bad value by key", async (_name, schema) => {
    const problems = new Set<string>();
    for (const input of probes(schema)) {
      const result = await schema.safeParseAsync(input);
      for (const issue of result.success ? [] : result.error.issues) {
        const ref = decodeMessageRef(issue.message);
        if (!ref) problems.add(`${issue.path.join(".")}: not a reference: ${issue.message}`);
        else for (const key of unknownKeys(ref)) problems.add(`${issue.path.join(".")}: no key ${key}`);
      }
    }
    expect([...problems]).toEqual([]);
  });
});
