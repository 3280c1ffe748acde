// mailauth (by the author of nodemailer) verifies DKIM signatures; it ships no types of its own.
declare module "mailauth/lib/dkim/verify.js" {
  export function dkimVerify(
    message: Buffer | string,
    options: { resolver: (name: string, type: string) => Promise<string[][]> },
  ): Promise<{ results: Array<{ status: { result: string; comment?: string }; signingDomain?: string }> }>;
}
