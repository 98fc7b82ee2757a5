import { expect, test } from '@playwright/test';
import { confirmCode, openAsColleague, pageToken } from './session';

// Issue 38: a quote is an object. The convert form shows a quote and sends its id; a quote the server no
// longer accepts (here one the form was handed that is not the company's) is refused, the form asks for a
// new one at once and says so, and the payment then goes through at exactly the new quote, which the code
// dialog shows with both sides.
test('a refused quote is renewed at once and the payment goes through at the new one, both sides in the code dialog', async ({ page }) => {
  const me = await openAsColleague(page, 'manager@kontor.test');
  let first = true;
  await page.route('**/api/v1/manager/exchange/rates?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { quote_id: string } };
    // The first quote the form gets is one the server never issued to this company.
    if (first) body.data.quote_id = 'q_AAAAAAAAAAAAAAAAAAAAAAAA';
    first = false;
    return route.fulfill({ response, json: body });
  });
  // An amount of this spec alone: another spec's conversion on this server would be a suspected duplicate.
  await page.goto('/manager/payments/convert/create?amt=7.38');
  await expect(page.getByTestId('total-amount')).toHaveText(/7\.38/);
  await expect(page.getByTestId('exchange-rate')).toContainText('=');
  await expect(page.locator('input[name="crypto_amount"]')).not.toHaveValue('');
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/manager/transactions/convert')) sent.push(String((r.postDataJSON() as { quote_id?: string }).quote_id));
  });
  await page.getByRole('button', { name: 'Send payment' }).click();
  await expect(page.getByTestId('quote-renewed')).toHaveText('The quote you were shown has ended: check the new rate and the amounts, then send again.');
  await expect(page.getByRole('dialog', { name: 'Verify your action' })).toBeHidden();
  expect(sent).toEqual(['q_AAAAAAAAAAAAAAAAAAAAAAAA']);

  await page.getByRole('button', { name: 'Send payment' }).click();
  const exchange = page.getByRole('dialog', { name: 'Verify your action' }).getByTestId('two-factor-exchange');
  await expect(exchange).toContainText(/^Exchange: .+ for .+ at 1 [A-Z]{3,4} = [\d.]+ [A-Z]{3,4}$/);
  const quoted = /= ([\d.]+) /.exec((await exchange.textContent()) ?? '')?.[1];
  await confirmCode(page, me);
  await expect(page.getByTestId('created-transaction')).toBeVisible();
  expect(sent[1]).toMatch(/^q_[A-Za-z0-9_-]{24}$/);
  expect(sent[1]).not.toBe(sent[0]);
  const id = Number((await page.getByTestId('created-transaction').getByRole('link', { name: 'View the transaction' }).getAttribute('href'))?.split('/').pop());
  const tx = await page.request.get(`/api/v1/manager/transactions/${id}`, { headers: { Authorization: `Bearer ${await pageToken(page)}` } });
  expect(((await tx.json()) as { data: { rate: string } }).data.rate).toBe(quoted);
});
