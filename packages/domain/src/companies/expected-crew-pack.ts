import { z } from "zod";
import { base64UrlToBytes, type GateSigningKey, isSignedBy } from "../wallet/gate-codes.ts";
import { type ExpectedCrewPack, expectedCrewPackSchema, gatePolicies } from "./companies.ts";

/** What the server signed: the site, its policy, when the pack was made and until when, and the crew. */
const signedPackSchema = z.object({
  v: z.literal(1),
  site_id: z.string(),
  site_name: z.string(),
  policy: z.enum(gatePolicies),
  iat: z.number().int(),
  exp: z.number().int(),
  crew: expectedCrewPackSchema.shape.crew,
});
export type SignedCrewPack = z.infer<typeof signedPackSchema>;

/**
 * The expected-crew pack as the server signed it, once its signature checks against the gate keys kept on the
 * phone and it is still in date; null otherwise (changed on the phone, an unknown key, or out of date), so a gate
 * phone never trusts a crew list that did not come from SiteReady as it was.
 */
export async function verifyExpectedCrewPack(
  pack: ExpectedCrewPack,
  keys: readonly GateSigningKey[],
  now: Date,
): Promise<SignedCrewPack | null> {
  const key = keys.find((candidate) => candidate.kid === pack.kid);
  if (!key || !(await isSignedBy(pack.payload, pack.signature, key))) return null;
  let signed: SignedCrewPack;
  try {
    const parsed = signedPackSchema.safeParse(
      JSON.parse(new TextDecoder().decode(base64UrlToBytes(pack.payload))),
    );
    if (!parsed.success) return null;
    signed = parsed.data;
  } catch {
    return null;
  }
  const seconds = Math.floor(now.getTime() / 1000);
  return seconds <= signed.exp ? signed : null;
}
