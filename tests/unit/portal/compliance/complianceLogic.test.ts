import { describe, expect, it } from 'vitest';
import type { ComplianceFile, ComplianceTracking } from '../../../../src/contract/entities';
import { archiveRunning, archiveStatusColor } from '../../../../src/portal/compliance/archiveLogic';
import {
  complianceQuery,
  currentTracking,
  documentProblem,
  fileActions,
  fileLabel,
  fileProgress,
  statusColor,
  trackingPath,
  verificationStep,
} from '../../../../src/portal/compliance/complianceLogic';

const file = (over: Partial<ComplianceFile> = {}): ComplianceFile => ({
  id: 1, key: 'identity_document', name: 'Identity document', status: 'open', filename: null, is_signature_required: false,
  signed_at: null, uploaded_at: null, mime_type: null, size: null, note: null, ...over,
});
const tracking = (over: Partial<ComplianceTracking> = {}): ComplianceTracking => ({
  id: 7, category: 'REGISTRATION', status: 'open', step: 'files', compliable_type: 'user', compliable_id: 3, company_id: 1, files: [], comment: null,
  created_at: '2026-06-01T00:00:00.000Z', updated_at: '2026-06-01T00:00:00.000Z', ...over,
});

describe('compliance portal logic', () => {
  it('counts a file done only when uploaded, signed where asked, and not declined', () => {
    const files = [
      file({ filename: 'a.pdf', status: 'submitted' }),
      file({ filename: 'b.pdf', status: 'submitted', is_signature_required: true }),
      file({ filename: 'c.pdf', status: 'submitted', is_signature_required: true, signed_at: '2026-06-02T00:00:00.000Z' }),
      file({ filename: 'd.pdf', status: 'declined' }),
      file(),
    ];
    expect(fileProgress(files)).toEqual({ done: 2, total: 5 });
  });

  it.each([
    [{ size: 0, type: 'application/pdf' }, 'app.compliance.upload.empty'],
    [{ size: 10 * 1024 * 1024 + 1, type: 'application/pdf' }, 'app.compliance.upload.too_large'],
    [{ size: 10, type: 'text/html' }, 'app.compliance.upload.wrong_type'],
    [{ size: 10, type: 'image/webp' }, 'app.compliance.upload.wrong_type'],
    [{ size: 10, type: 'image/jpeg' }, null],
    // Browsers may not know the type: the server decides by the bytes.
    [{ size: 10, type: '' }, null],
  ])('checks a chosen file before sending it: %o → %s', (f, expected) => {
    expect(documentProblem(f)).toBe(expected);
  });

  it('offers upload while the file and tracking are open, and signing only after the upload', () => {
    expect(fileActions(tracking(), file())).toEqual({ upload: true, sign: false });
    expect(fileActions(tracking(), file({ is_signature_required: true }))).toEqual({ upload: true, sign: false });
    expect(fileActions(tracking(), file({ is_signature_required: true, filename: 'x.pdf' }))).toEqual({ upload: true, sign: true });
    expect(fileActions(tracking(), file({ is_signature_required: true, filename: 'x.pdf', signed_at: '2026-06-02T00:00:00.000Z' }))).toEqual({ upload: true, sign: false });
    expect(fileActions(tracking({ status: 'verified' }), file({ filename: 'x.pdf' }))).toEqual({ upload: false, sign: false });
    expect(fileActions(tracking(), file({ status: 'verified', filename: 'x.pdf' }))).toEqual({ upload: false, sign: false });
  });

  it('builds the list query without empty filters and with the dates in order', () => {
    expect(complianceQuery({ page: 2, perPage: 25, search: '', status: '', from: '', to: '' })).toEqual({ page: 2, per_page: 25 });
    expect(complianceQuery({ page: 1, perPage: 25, search: '12', status: 'declined', from: '2026-06-30', to: '2026-06-01' })).toEqual({
      page: 1, per_page: 25, search: '12', status: 'declined', from_date: '2026-06-01', to_date: '2026-06-30',
    });
  });

  it('picks the verification tracking and step', () => {
    const done = tracking({ id: 1, status: 'verified', category: 'TRANSACTION' });
    const open = tracking({ id: 2 });
    expect(currentTracking([done, open])?.id).toBe(2);
    expect(currentTracking([done])?.id).toBe(1);
    expect(currentTracking([])).toBeNull();
    expect(verificationStep(open, undefined)).toBe('files');
    expect(verificationStep(tracking({ status: 'submitted', step: 'final' }), undefined)).toBe('final');
    expect(verificationStep(tracking({ status: 'declined' }), undefined)).toBe('files');
    expect(verificationStep(open, 'video')).toBe('video');
    expect(verificationStep(null, undefined)).toBe('final');
  });

  it('links a tracking to its subject page, colours statuses and names files', () => {
    expect(trackingPath(tracking())).toBe('/manager/compliance-trackings/user/3/7');
    expect(statusColor('declined')).toBe('error');
    expect(statusColor('verified')).toBe('success');
    expect(statusColor('open')).toBe('warning');
    const translate = (key: string, options?: Record<string, unknown>) => (key === 'app.compliance.files.identity_document' ? 'ID' : String(options?._ ?? key));
    expect(fileLabel(translate, file())).toBe('ID');
    expect(fileLabel(translate, file({ key: 'unknown', name: 'Server name' }))).toBe('Server name');
  });

  it('polls archives while they are queued or processing', () => {
    expect(archiveRunning({ status: 'QUEUE' })).toBe(true);
    expect(archiveRunning({ status: 'PROCESSING' })).toBe(true);
    expect(archiveRunning({ status: 'DONE' })).toBe(false);
    expect(archiveStatusColor('ERROR')).toBe('error');
  });
});
