import { fieldCipherOfKey } from "../../lib/field-encryption.ts";
import { createGateSigner } from "../../lib/gate-signing.ts";
import { createEvidenceService } from "../evidence/evidence.service.ts";
import type { ServerModule } from "../server-module.ts";
import { createGateRegisterService } from "../wallet/gate-register.service.ts";
import { createWalletService } from "../wallet/wallet.service.ts";
import { companiesJobs } from "./companies.jobs.ts";
import { companiesPersonalData } from "./companies.personal-data.ts";
import { companiesRoutes } from "./companies.routes.ts";
import { createCompaniesService } from "./companies.service.ts";

export const companiesModule: ServerModule = {
  name: "companies",
  register: (app, { db, config, mailer, files, logger, guard }) => {
    const signer = createGateSigner(config.gateSigningKeys);
    const now = () => new Date();
    const companies = createCompaniesService({
      db,
      secret: config.authSecret,
      publicUrl: config.publicUrl,
      mailer,
      logger,
      signer,
      files,
      // The site's gate reads who holds a scanned code the way the worker's wallet check does.
      wallet: createWalletService({
        db,
        secret: config.authSecret,
        publicUrl: config.publicUrl,
        signer,
        files,
        evidence: createEvidenceService({ db, mailer, publicUrl: config.publicUrl, logger }),
      }),
      gateRegister: createGateRegisterService(db),
      cipher: fieldCipherOfKey(config.fieldEncryptionKey),
      now,
    });
    return app.register(companiesRoutes, { companies, now, guard });
  },
  jobs: ({ db, mailer, config, logger }) =>
    companiesJobs({ db, mailer, publicUrl: config.publicUrl, logger }),
  personalData: [companiesPersonalData],
};
