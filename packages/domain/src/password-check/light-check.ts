import { adjacencyGraphs } from "@zxcvbn-ts/language-common";
import { passwordStrengthRule } from "../password-strength/password-strength.ts";
import { lightLists } from "./light-lists.ts";

/**
 * The password rule scored with the most common of zxcvbn's lists (light-lists.ts, about 30 kB gzip instead of
 * 1.5 MB): what the web's password forms show while a new password is typed. It refuses what the full check
 * refuses for length, the owner's name or e-mail, the site's name and the most common passwords and words; a
 * password it passes may still be refused by the server, which checks every list and the leaked passwords
 * (apps/server, new-password.ts) and answers on the password field.
 */
export const checkPasswordLightly = passwordStrengthRule(() => ({
  graphs: adjacencyGraphs,
  dictionary: lightLists,
}));
