import fs from 'node:fs';
import path from 'node:path';
import type { ComplianceCategory, ComplianceSubjectType } from '../../src/contract/enums';
import { openTracking } from '../../src/server/modules/compliance/open';
import type { TestApp } from './harness';
import { PNG, ticketForm } from './ticketFixtures';

/** Fixtures of the compliance and KYC archive tests. */

export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40, 7)]);
export const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4, 0), Buffer.from('WEBP'), Buffer.alloc(20, 1)]);
export const PNG_SIGNATURE = `data:image/png;base64,${PNG.toString('base64')}`;

export const documentForm = (name: string, content: Buffer, field = 'document') => ticketForm({}, [{ name, content, field, type: 'application/pdf' }]);

export const track = async (t: TestApp, companyId: number, subjectType: ComplianceSubjectType, subjectId: number, category: ComplianceCategory, legalType = 'company') =>
  (await openTracking(t.db.db, t.clock.now, { companyId, subjectType, subjectId, category, legalType })).tracking.id;

/** Every file under the kyc folder of the data folder. */
export const storedKycFiles = (dataDir: string): string[] => {
  const root = path.join(dataDir, 'kyc');
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
};
