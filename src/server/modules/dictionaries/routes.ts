import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DictionarySummary } from '../../../contract/entities';
import { DICTIONARY_NAMES } from '../../../contract/enums';
import { registerCall } from '../../http/route';
import { buildDictionary } from './dictionaries';

/**
 * GET dictionaries (the summary) and GET dictionaries/{name}. The summary's `files` entry is the
 * file name with a content hash, so a client that kept a dictionary knows when to fetch it again.
 */
export const registerDictionaryRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'dictionaries.summary', async ({ ctx }) => {
    const summary: DictionarySummary = { urls: {}, files: {} };
    for (const name of DICTIONARY_NAMES) {
      const body = JSON.stringify(await buildDictionary(ctx.db, name));
      const hash = crypto.createHash('sha256').update(body).digest('hex').slice(0, 12);
      summary.urls[name] = `/api/v1/dictionaries/${name}`;
      summary.files[name] = `${name}.${hash}.json`;
    }
    return summary;
  });

  registerCall(app, 'dictionaries.get', async ({ ctx, params }) => ({ data: await buildDictionary(ctx.db, params.name) }));
};
