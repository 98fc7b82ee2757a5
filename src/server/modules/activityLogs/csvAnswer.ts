import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Sends a CSV file as a download (the activity log's routes). */
export const sendCsv = (reply: FastifyReply, file: { fileName: string; content: Readable }): FastifyReply =>
  reply
    .code(200)
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .send(file.content);
