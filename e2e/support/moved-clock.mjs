/**
 * Loaded into a production server with `node --import` to move its clock on by E2E_CLOCK_SHIFT_DAYS: the server
 * then judges expiry dates, and runs its scheduled jobs, as on a later day (the database's own clock is not
 * moved; the server passes the dates it judges by).
 */
const shiftMs = Number(process.env.E2E_CLOCK_SHIFT_DAYS ?? 0) * 86_400_000;
const RealDate = Date;

// A proxy rather than a subclass: `Date()` called without `new` still answers, and `instanceof Date` still holds.
globalThis.Date = new Proxy(RealDate, {
  construct: (target, args) =>
    args.length === 0 ? new target(RealDate.now() + shiftMs) : new target(...args),
  apply: () => new RealDate(RealDate.now() + shiftMs).toString(),
  get: (target, property, receiver) =>
    property === "now" ? () => RealDate.now() + shiftMs : Reflect.get(target, property, receiver),
});
