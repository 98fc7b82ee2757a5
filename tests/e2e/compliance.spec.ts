import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn } from './session';

// A tiny but real PDF: the server decides the type by the bytes.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('a user whose compliance is required uploads a document on the verification page', async ({ page }) => {
  await signIn(page, 'pending@kontor.test');
  await expect(page).toHaveURL(/\/profile\/compliance-trackings$/);
  const card = page.getByTestId('compliance-tracking');
  await expect(card).toContainText('Registration');
  const address = card.locator('[data-file="proof_of_address"]');
  await expect(address).toContainText('Not uploaded yet');
  // A wrong type is refused in the browser already.
  await address.getByLabel(/Document file for Proof of address/).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(address.getByRole('alert')).toHaveText('Only PDF, PNG or JPEG files are accepted.');
  await address.getByLabel(/Document file for Proof of address/).setInputFiles({ name: 'utility-bill.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(address).toContainText('utility-bill.pdf, uploaded');
  await expect(address.getByTestId('compliance-status')).toHaveText('In review');
  await expect(card.getByTestId('compliance-progress')).toHaveText(/^\d of 4 documents$/);
  // Still required: the other documents are missing, so the page stays where it is.
  await page.goto('/manager/reports');
  await expect(page).toHaveURL(/\/profile\/compliance-trackings$/);
});

test('an administrator creates a KYC file archive and downloads it when it is ready', async ({ page }) => {
  await signIn(page, 'admin@kontor.test');
  await page.goto('/admin/kyc-file-archives');
  await expect(page.getByRole('heading', { level: 1, name: 'KYC File Archives' })).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('Uploaded from').fill('2020-01-01');
  await page.getByLabel('Uploaded until').fill(today);
  await page.getByRole('button', { name: 'Create archive' }).click();
  const row = page.getByTestId('archive-row').first();
  await expect(row).toContainText('All companies');
  await expect(row).toContainText('Ready', { timeout: 20_000 });
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^kyc-files-all-2020-01-01-\d{4}-\d{2}-\d{2}\.zip$/);
  const saved = await file.path();
  // A zip starts with PK.
  expect(fs.readFileSync(saved).subarray(0, 2).toString('latin1')).toBe('PK');
});
