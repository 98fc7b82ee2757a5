import { describe, expect, it } from 'vitest';
import { TICKET_ATTACHMENT_MAX_BYTES } from '../../../../src/contract/constants';
import { attachmentProblems, ticketFormData } from '../../../../src/portal/tickets/attachmentRules';

const f = (name: string, size: number, type = '') => ({ name, size, type });

describe('attachmentProblems', () => {
  it.each([
    ['a PDF at the limit', [f('a.pdf', TICKET_ATTACHMENT_MAX_BYTES, 'application/pdf')], []],
    ['images by declared type', [f('scan', 10, 'image/png'), f('photo', 10, 'image/jpeg'), f('x', 10, 'image/webp')], []],
    ['no declared type: the extension decides', [f('scan.JPEG', 10), f('doc.pdf', 10)], []],
    ['one byte over the limit', [f('big.pdf', TICKET_ATTACHMENT_MAX_BYTES + 1, 'application/pdf')], [{ key: 'too_large', name: 'big.pdf' }]],
    ['a declared type outside the list, whatever the name', [f('page.pdf', 10, 'text/html')], [{ key: 'wrong_type', name: 'page.pdf' }]],
    ['an unknown extension without a type', [f('notes.docx', 10)], [{ key: 'wrong_type', name: 'notes.docx' }]],
    ['an empty file', [f('empty.pdf', 0, 'application/pdf')], [{ key: 'empty', name: 'empty.pdf' }]],
  ])('%s', (_, files, expected) => {
    expect(attachmentProblems(files)).toEqual(expected);
  });

  it('allows five files and refuses a sixth', () => {
    const five = Array.from({ length: 5 }, (_, i) => f(`f${i}.pdf`, 10, 'application/pdf'));
    expect(attachmentProblems(five)).toEqual([]);
    expect(attachmentProblems([...five, f('f5.pdf', 10, 'application/pdf')])).toEqual([{ key: 'too_many' }]);
  });
});

describe('ticketFormData', () => {
  it('sends the text fields that have a value and every file as attachments[]', () => {
    const a = new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' });
    const b = new File(['x'], 'b.png', { type: 'image/png' });
    const form = ticketFormData({ subject: 'Hello', message: 'Text', priority: '' }, [a, b]);
    expect(form.get('subject')).toBe('Hello');
    expect(form.has('priority')).toBe(false);
    expect(form.getAll('attachments[]').map((v) => (v as File).name)).toEqual(['a.pdf', 'b.png']);
  });
});
