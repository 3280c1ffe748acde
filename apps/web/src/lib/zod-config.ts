import { config } from "zod";

// The CSP allows no eval: zod's compiled parsers would be refused anyway, and its probe for eval (a caught
// `new Function`) is still reported as a CSP violation, in the console and to Lighthouse. Parse without it.
config({ jitless: true });
