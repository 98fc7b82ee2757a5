import { describe, expect, it } from 'vitest';
import type { WhiteLabelDocument, WhiteLabelSettings } from '../../../../src/contract/entities';
import { documentDraft, documentPayload } from '../../../../src/portal/whiteLabel/whiteLabelDocuments';
import {
  colorError,
  contrastGrade,
  contrastRatio,
  imageFileError,
  luminance,
  textColorOn,
  whiteLabelErrors,
  whiteLabelPayload,
  whiteLabelValues,
} from '../../../../src/portal/whiteLabel/whiteLabelForm';

const record: WhiteLabelSettings = {
  name: 'Acme Pay', theme: 'kontor', primary_color: '#c62828', secondary_color: null, background_url: null, favicon_url: '/media/white-label/c1-AAAAAAAAAAAAAAAA.png',
  logo_url: null, dark_logo_url: null, support_email: 'support@acme.test', cache_set_at: '2026-06-15T10:00:00.000Z', inherited: false, theme_locked: true,
};

const doc = (over: Partial<WhiteLabelDocument> = {}): WhiteLabelDocument => ({
  id: 4, document_type: 'report', header_text: 'Head', footer_text: null, header_image_url: null, footer_image_url: null, signature_image_url: null, stamp_image_url: null,
  enabled: true, updated_at: null, inherited: false, ...over,
});

describe('white-label form values', () => {
  it('starts from the record, with the default colours for unset ones and blank images', () => {
    expect(whiteLabelValues(record)).toEqual({
      name: 'Acme Pay', primary_color: '#c62828', secondary_color: '#f2a900', support_email: 'support@acme.test',
      background_url: '', favicon_url: '/media/white-label/c1-AAAAAAAAAAAAAAAA.png', logo_url: '', dark_logo_url: '',
    });
    expect(whiteLabelValues(undefined).name).toBe('');
  });

  it('sends every field trimmed and names every image column, so a removed image is cleared', () => {
    const body = whiteLabelPayload({ name: '  Acme  ', primary_color: ' #C62828', secondary_color: '#263238', support_email: ' a@b.test ', logo_url: '' });
    expect(body).toEqual({ name: 'Acme', primary_color: '#C62828', secondary_color: '#263238', support_email: 'a@b.test', background_url: '', favicon_url: '', logo_url: '', dark_logo_url: '' });
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['background_url', 'favicon_url', 'logo_url', 'dark_logo_url']));
  });

  it('catches what the server would refuse: name, #RRGGBB colours and the e-mail', () => {
    const good = whiteLabelValues(record);
    expect(whiteLabelErrors(good)).toEqual({});
    expect(whiteLabelErrors({ ...good, name: '  ' })).toEqual({ name: 'app.white_label.errors.name_required' });
    expect(whiteLabelErrors({ ...good, name: 'x'.repeat(101) })).toEqual({ name: 'app.white_label.errors.name_long' });
    expect(whiteLabelErrors({ ...good, primary_color: '#abc', secondary_color: 'red', support_email: 'nobody' })).toEqual({
      primary_color: 'app.white_label.errors.color', secondary_color: 'app.white_label.errors.color', support_email: 'app.white_label.errors.email',
    });
    expect(colorError('#A1b2C3')).toBeUndefined();
    expect(colorError('#a1b2c')).toBe('app.white_label.errors.color');
    expect(colorError(undefined)).toBe('app.white_label.errors.color');
  });

  it('refuses files the server would refuse before uploading them', () => {
    expect(imageFileError({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileError({ type: 'image/webp', size: 2 * 1024 * 1024 })).toBeNull();
    expect(imageFileError({ type: 'image/svg+xml', size: 10 })).toBe('app.white_label.errors.image_type');
    expect(imageFileError({ type: '', size: 10 })).toBe('app.white_label.errors.image_type');
    expect(imageFileError({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe('app.white_label.errors.image_size');
  });
});

describe('contrast preview', () => {
  it('computes WCAG luminance and contrast', () => {
    expect(luminance('#ffffff')).toBeCloseTo(1, 5);
    expect(luminance('#000000')).toBe(0);
    expect(luminance('blue')).toBeNull();
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#777777', 'nope')).toBeNull();
  });

  it('puts white text on dark colours and black on light ones, and grades the result', () => {
    expect(textColorOn('#1f4e79')).toBe('#ffffff');
    expect(textColorOn('#f2a900')).toBe('#000000');
    expect(contrastGrade(4.5)).toBe('aa');
    expect(contrastGrade(4.49)).toBe('aa_large');
    expect(contrastGrade(3)).toBe('aa_large');
    expect(contrastGrade(2.9)).toBe('fail');
  });
});

describe('white-label documents', () => {
  it('edits texts as strings and sends them trimmed with enabled', () => {
    const draft = documentDraft(doc());
    expect(draft).toEqual({ header_text: 'Head', footer_text: '', enabled: true });
    expect(documentPayload('report', { header_text: '  Acme ', footer_text: ' ', enabled: false })).toEqual({ document_type: 'report', header_text: 'Acme', footer_text: '', enabled: false });
  });
});
