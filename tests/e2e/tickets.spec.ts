import { expect, test } from '@playwright/test';
import { apiData, signIn } from './session';

type Ticket = { id: number; subject: string; status: string; threads: { message: string; attachments: { filename: string; mime_type: string }[] }[] };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('a manager opens a ticket with an attachment from the action bar, finds it in the list and replies', async ({ page }) => {
  // The individual customer works without two-factor; manager data is open to individuals.
  await signIn(page, 'individual@kontor.test');
  await page.goto('/manager');
  await page.getByRole('link', { name: 'Open Ticket' }).or(page.getByRole('button', { name: 'Open Ticket' })).first().click();
  await expect(page).toHaveURL(/\/manager\/support\/tickets\/list\?create=1/);

  const dialog = page.getByRole('dialog', { name: 'Open a support ticket' });
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Card payment charged twice');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('The same card payment appears twice on our statement.');
  await dialog.getByTestId('attachment-input').setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByTestId('attachment-chip')).toHaveText('statement.pdf');
  await dialog.getByRole('button', { name: 'Send' }).click();

  await expect(page).toHaveURL(/\/manager\/support\/tickets\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByTestId('ticket-subject')).toHaveText(`#${id} Card payment charged twice`);
  await expect(page.getByTestId('ticket-thread')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Download statement.pdf' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download statement.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('statement.pdf');

  await page.getByRole('link', { name: 'Back to the tickets' }).click();
  const row = page.getByTestId('ticket-row').filter({ hasText: 'Card payment charged twice' });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('ticket-status')).toHaveText('Open');
  await row.getByRole('link', { name: 'Card payment charged twice' }).click();

  await page.getByRole('textbox', { name: 'Your reply' }).fill('It happened again today.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByTestId('ticket-thread')).toHaveCount(2);
  await expect(page.getByTestId('ticket-thread').last()).toContainText('It happened again today.');

  const stored = await apiData<Ticket>(page, `manager/tickets/${id}`);
  expect(stored.status).toBe('open');
  expect(stored.threads.map((t) => t.message)).toEqual(['The same card payment appears twice on our statement.', 'It happened again today.']);
  expect(stored.threads[0]?.attachments).toEqual([expect.objectContaining({ filename: 'statement.pdf', mime_type: 'application/pdf' })]);
});
