import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { apiBody, apiData, openAs, pageToken } from './session';

type Settings = { name: string; primary_color: string | null; secondary_color: string | null; support_email: string | null; logo_url: string | null; dark_logo_url: string | null; favicon_url: string | null; background_url: string | null };
type Doc = { document_type: string; header_text: string | null; footer_text: string | null; enabled: boolean };

/** A small real PNG (1×1, transparent). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('a manager brands the company: colours, a logo and a document text, then everything is put back', async ({ page }) => {
  // Acme has the white-label feature (seed); manager@ has two-factor.
  await openAs(page, 'manager@kontor.test', { twoFactor: true });
  await page.goto('/manager');
  const original = await apiData<Settings>(page, 'manager/company/white-label');
  const originalDocs = (await apiBody<{ data: Doc[] }>(page, 'manager/company/white-label/documents')).data;
  const put = async (path: string, data: unknown) => {
    const res = await page.request.put(`/api/v1/${path}`, { headers: { Authorization: `Bearer ${await pageToken(page)}` }, data });
    expect(res.status(), await res.text()).toBe(200);
  };

  try {
    await page.goto('/manager/white-label');
    await expect(page.getByRole('heading', { level: 1, name: 'White Label' })).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Product name' });
    await expect(name).toHaveValue(original.name);
    await name.fill('Acme Pay Studio');
    const primary = page.getByRole('textbox', { name: 'Primary colour', exact: true });
    await primary.fill('#fafafa');
    await expect(page.getByText(/hard to read/)).toBeVisible();
    await primary.fill('#0b3d91');
    await expect(page.getByText(/hard to read/)).toBeHidden();
    await expect(page.getByText(/Contrast [\d.]+:1, easy to read/).first()).toBeVisible();

    await page.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Preview of Logo' })).toBeVisible();
    await page.getByRole('button', { name: 'Save white label' }).click();
    await expect(page.getByText('White label saved')).toBeVisible();

    const saved = await apiData<Settings>(page, 'manager/company/white-label');
    expect(saved).toMatchObject({ name: 'Acme Pay Studio', primary_color: '#0b3d91' });
    expect(saved.logo_url).toMatch(/^\/media\/white-label\/c\d+-[\w-]{16}\.png$/);
    const image = await page.request.get(saved.logo_url ?? '');
    expect(image.headers()['content-type']).toBe('image/png');
    expect(image.headers()['x-content-type-options']).toBe('nosniff');

    await page.getByRole('link', { name: 'White Label Documents' }).click();
    const row = page.getByTestId('white-label-document-report');
    await row.getByRole('button', { name: 'Edit Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Report' });
    await dialog.getByRole('textbox', { name: 'Header text' }).fill('Acme Pay Studio · Berlin');
    await dialog.getByRole('button', { name: 'Save document' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Acme Pay Studio · Berlin');
  } finally {
    await put('manager/company/white-label', {
      name: original.name,
      primary_color: original.primary_color,
      secondary_color: original.secondary_color,
      support_email: original.support_email,
      logo_url: original.logo_url ?? '',
      dark_logo_url: original.dark_logo_url ?? '',
      favicon_url: original.favicon_url ?? '',
      background_url: original.background_url ?? '',
    });
    const report = originalDocs.find((doc) => doc.document_type === 'report');
    if (report) await put('manager/company/white-label/documents', { document_type: 'report', header_text: report.header_text ?? '', footer_text: report.footer_text ?? '', enabled: report.enabled });
  }
  expect(await apiData<Settings>(page, 'manager/company/white-label')).toMatchObject({ name: original.name, primary_color: original.primary_color, logo_url: original.logo_url });
});

test('an admin renames the platform defaults and the running portal follows at once, then it is put back', async ({ page }) => {
  await openAs(page, 'admin@kontor.test');
  const original = await apiData<Settings & { theme: string }>(page, 'a/white-label');
  try {
    await page.goto('/admin/white-label');
    await expect(page).toHaveTitle(new RegExp(`^${original.name}\\b`));
    await page.getByRole('textbox', { name: 'Product name' }).fill('Kontor Private Bank');
    await page.getByRole('button', { name: 'Save white label' }).click();
    await expect(page.getByText('White label saved')).toBeVisible();
    // The branding is reloaded past its five-minute cache: the title changes without a reload.
    await expect(page).toHaveTitle(/^Kontor Private Bank/);
  } finally {
    const res = await page.request.put('/api/v1/a/white-label', {
      headers: { Authorization: `Bearer ${await pageToken(page)}` },
      data: { name: original.name, primary_color: original.primary_color, secondary_color: original.secondary_color, support_email: original.support_email, theme: original.theme },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  expect((await (await page.request.get('/api/v1/white-label')).json()).data).toMatchObject({ name: original.name, theme: original.theme, primary_color: original.primary_color });
});

test('a manager-reader opens both white-label pages read-only and cannot save', async ({ page }) => {
  // reader@ is Acme's manager-reader (seed), with two-factor.
  await openAs(page, 'reader@kontor.test', { twoFactor: true });
  await page.goto('/manager/white-label');
  await expect(page).toHaveURL(/\/manager\/white-label$/);
  await expect(page.getByRole('heading', { level: 1, name: 'White Label' })).toBeVisible();
  await expect(page.getByText('You have read-only access')).toBeVisible();
  const original = await apiData<Settings>(page, 'manager/company/white-label');
  await expect(page.getByRole('textbox', { name: 'Product name' })).toHaveValue(original.name);
  for (const name of ['Product name', 'Support e-mail', 'Primary colour', 'Secondary colour']) {
    await expect(page.getByRole('textbox', { name, exact: true })).toBeDisabled();
  }
  await expect(page.getByRole('button', { name: 'Save white label' })).toHaveCount(0);
  await expect(page.getByText('Upload', { exact: true })).toHaveCount(0);
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'White Label Documents' }).click();
  await expect(page).toHaveURL(/\/manager\/white-label\/documents$/);
  await expect(page.getByText('You have read-only access')).toBeVisible();
  const row = page.getByTestId('white-label-document-report');
  await expect(row).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await row.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // The server refuses the reader's writes whatever the page shows.
  const headers = { Authorization: `Bearer ${await pageToken(page)}` };
  const settings = await page.request.put('/api/v1/manager/company/white-label', { headers, data: { name: 'Reader was here' } });
  expect(settings.status()).toBe(403);
  const documents = await page.request.put('/api/v1/manager/company/white-label/documents', { headers, data: { document_type: 'report', header_text: 'Reader was here' } });
  expect(documents.status()).toBe(403);
  expect((await apiData<Settings>(page, 'manager/company/white-label')).name).toBe(original.name);
});
