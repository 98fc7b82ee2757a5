import { expect, test } from '@playwright/test';
import { apiData, openAs } from '../session';
import { typeInto } from './steps';

type Ticket = { id: number; subject: string; status: string; threads: { message: string; attachments: { filename: string; mime_type: string }[] }[] };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const SUBJECT = 'Card payment charged twice';
const MESSAGE = 'The same card payment is twice on our statement.';
const REPLY = 'It happened again today.';

test('journey 5: a customer opens a ticket with an attachment from the action bar, typing it, finds it in the list and replies', async ({ page }) => {
  // The individual customer works without two-factor; manager pages are open to individuals.
  await openAs(page, 'individual@kontor.test');
  await page.goto('/manager');
  await page.getByRole('link', { name: 'Open Ticket' }).or(page.getByRole('button', { name: 'Open Ticket' })).first().click();
  await expect(page).toHaveURL(/\/manager\/support\/tickets\/list\?create=1/);

  const dialog = page.getByRole('dialog', { name: 'Open a support ticket' });
  const send = dialog.getByRole('button', { name: 'Send' });
  // Nothing to send before the subject and the message are there.
  await expect(send).toBeDisabled();
  await typeInto(dialog.getByRole('textbox', { name: 'Subject' }), SUBJECT);
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(SUBJECT);
  await expect(send).toBeDisabled();
  await typeInto(dialog.getByRole('textbox', { name: 'Message' }), MESSAGE);
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(MESSAGE);
  // The file comes from the browser's file chooser, as a person picks it.
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Attach files' }).click();
  await (await chooser).setFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByTestId('attachment-chip')).toHaveText('statement.pdf');
  await expect(send).toBeEnabled();
  await send.click();

  await expect(page).toHaveURL(/\/manager\/support\/tickets\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByText(`Ticket #${id} opened.`)).toBeVisible();
  await expect(page.getByTestId('ticket-subject')).toHaveText(`#${id} ${SUBJECT}`);
  await expect(page.getByTestId('ticket-thread')).toHaveCount(1);
  await expect(page.getByTestId('ticket-thread')).toContainText(MESSAGE);
  await expect(page.getByRole('button', { name: 'Download statement.pdf' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download statement.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('statement.pdf');

  // The list has it (its row by its number), open; its subject opens it again.
  await page.getByRole('link', { name: 'Back to the tickets' }).click();
  await expect(page).toHaveURL(/\/manager\/support\/tickets\/list/);
  const row = page.getByTestId('ticket-row').filter({ has: page.locator(`a[href="/manager/support/tickets/${id}"]`) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`#${id}`);
  await expect(row).toContainText(SUBJECT);
  await expect(row.getByTestId('ticket-status')).toHaveText('Open');
  await row.getByRole('link', { name: SUBJECT }).click();
  await expect(page).toHaveURL(new RegExp(`/manager/support/tickets/${id}$`));

  const reply = page.getByRole('textbox', { name: 'Your reply' });
  await expect(page.getByRole('button', { name: 'Send reply' })).toBeDisabled();
  await typeInto(reply, REPLY);
  await expect(reply).toHaveValue(REPLY);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent.')).toBeVisible();
  await expect(page.getByTestId('ticket-thread')).toHaveCount(2);
  await expect(page.getByTestId('ticket-thread').last()).toContainText(REPLY);
  // The reply box is empty for the next message.
  await expect(reply).toHaveValue('');

  const stored = await apiData<Ticket>(page, `manager/tickets/${id}`);
  expect(stored.status).toBe('open');
  expect(stored.threads.map((t) => t.message)).toEqual([MESSAGE, REPLY]);
  expect(stored.threads[0]?.attachments).toEqual([expect.objectContaining({ filename: 'statement.pdf', mime_type: 'application/pdf' })]);
});
