import type { wallet as english } from "../en/wallet.ts";
import type { Translation } from "../translation.ts";

export const wallet: Translation<typeof english> = {};
