import { randomInt } from "node:crypto";
import {
  canonicalRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_LENGTH,
} from "@siteready/domain/accounts";
import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import type { BackupCodeOptions } from "better-auth/plugins";

const RECOVERY_CODES = 10;

function recoveryCode(): string {
  const characters = Array.from(
    { length: RECOVERY_CODE_LENGTH },
    () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
  );
  return canonicalRecoveryCode(characters.join(""));
}

/**
 * better-auth's recovery codes, made from characters no one mistakes for others (issue 47) and kept encrypted
 * under AUTH_SECRET as its "encrypted" setting keeps them. better-auth compares a code exactly as stored, and
 * codes made before mixed small and capital letters: each stored list is read in capitals, the form
 * `secondFactorCodeSchema` turns every typed code into, and written back so when a code is used.
 */
export function recoveryCodeOptions(authSecret: string): BackupCodeOptions {
  return {
    amount: RECOVERY_CODES,
    customBackupCodesGenerate: () => Array.from({ length: RECOVERY_CODES }, recoveryCode),
    storeBackupCodes: {
      encrypt: (codes) => symmetricEncrypt({ key: authSecret, data: codes }),
      decrypt: async (stored) => {
        const codes: unknown = JSON.parse(await symmetricDecrypt({ key: authSecret, data: stored }));
        return JSON.stringify(
          Array.isArray(codes) ? codes.map((code) => canonicalRecoveryCode(String(code))) : [],
        );
      },
    },
  };
}
