import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { passwordStrengthRule } from "./password-strength.ts";

/**
 * The password rule with every list zxcvbn has (about 1.5 MB): what the server holds a new password to at sign-up,
 * reset and change (apps/server, new-password.ts), before its own leaked-password list.
 */
export const checkPasswordStrength = passwordStrengthRule(() => ({
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...english.dictionary },
}));
