// zod keeps its settings in `globalThis.__zod_globalConfig` and adopts the object it finds there when it loads
// (zod/v4/core/core.js), so they are set here, before any chunk brings zod in, without zod in the first script.
// zod-config.test.ts checks that zod reads them.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig ??= {};

// The CSP allows no eval: zod's compiled parsers would be refused anyway, and its probe for eval (a caught
// `new Function`) is still reported as a CSP violation, in the console and to Lighthouse. Parse without it.
zodGlobal.__zod_globalConfig.jitless = true;
