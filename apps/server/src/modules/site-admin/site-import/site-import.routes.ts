import {
  SITE_IMPORT_TEXTS as T,
  SiteIdParam,
  SiteImportQuery,
  SiteImportResultDto,
  STATEMENT_FILE_MAX_BYTES,
} from '@aidat/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../../lib/envelope.js';
import { FILE_ANSWER } from '../../../lib/files/file-answer.js';
import { readUpload } from '../../../lib/files/read-upload.js';
import { sendStoredFile } from '../../../lib/files/send-stored-file.js';
import { currentUser } from '../../../lib/guards.js';
import { idempotentWrite } from '../../../lib/idempotency/idempotency.js';
import { importSiteSetup, siteImportTemplateFile } from './site-import.service.js';

/** A site set up from one file (PRODUCT.md §14): its template, and the dry run or the import. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);

  app.get(
    '/api/siteadmin/sites/:siteId/import-template.xlsx',
    { config: { access: 'siteAdmin' }, schema: { params: SiteIdParam, response: { 200: FILE_ANSWER } } },
    async (request, reply) =>
      sendStoredFile(reply, await siteImportTemplateFile(app.db, currentUser(request), request.params.siteId), {
        download: true,
      }),
  );

  app.post(
    '/api/siteadmin/sites/:siteId/imports',
    {
      config: { access: 'siteAdmin' },
      schema: {
        params: SiteIdParam,
        querystring: SiteImportQuery,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(SiteImportResultDto), 201: envelope(SiteImportResultDto) },
      },
    },
    async (request, reply) => {
      const run = (db: typeof app.db) =>
        importSiteSetup(db, currentUser(request), request.params.siteId, request.query.dryRun === true, () =>
          readUpload(request, STATEMENT_FILE_MAX_BYTES, T).then((upload) => upload.data),
        );
      if (request.query.dryRun) {
        const result = await run(app.db);
        return ok(result, result.valid ? T.checked(result.units) : T.hasProblems(result.problems.length));
      }
      // The import writes money (opening balances): a repeated submit replays the first answer.
      return idempotentWrite(app.db, request, reply, async (db) => {
        const result = await run(db);
        return {
          status: 201,
          body: ok(result, T.saved(result.units, result.residents, result.openingBalances)),
        };
      });
    },
  );
};

export default routes;
