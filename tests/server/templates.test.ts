import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentTemplate } from '../../src/contract/templates';
import { forEachEngine, makeApp, type TestApp } from './harness';
import { adminToken, api, fund, iban, insertAccount, insertFeePlans, makeCompany } from './ledgerFixtures';

type Company = Awaited<ReturnType<typeof makeCompany>>;

/** Issue 40: payment templates, saved from a sent payment or a payment form, company-scoped, kept by managers. */
await forEachEngine((engine) => {
  describe(`payment templates (${engine})`, () => {
    let t: TestApp;
    let acme: Company;
    let globex: Company;
    let eur = 0;
    let eur2 = 0;
    let usd = 0;
    let globexEur = 0;
    const payeeIban = iban('DE', '370400440532013000');
    const withdrawal = { bank_account_id: 0, amount: '20.00', transfer_service: 'sepa', customer_legal_type: 'company', customer_name: 'Beneficiary GmbH', customer_iban: payeeIban, customer_country: 'DE', customer_ref_message: 'Invoice 42' };

    beforeAll(async () => {
      t = await makeApp(engine);
      await insertFeePlans(t);
      acme = await makeCompany(t, 'Acme');
      globex = await makeCompany(t, 'Globex');
      eur = await insertAccount(t, acme.companyId, 'EUR', { selected: 1, name: 'Ops EUR' });
      eur2 = await insertAccount(t, acme.companyId, 'EUR', { name: 'Reserve EUR' });
      usd = await insertAccount(t, acme.companyId, 'USD', { name: 'Ops USD' });
      globexEur = await insertAccount(t, globex.companyId, 'EUR', { name: 'Globex EUR' });
      await fund(t, await adminToken(t), eur, '500.00');
      withdrawal.bank_account_id = eur;
    });
    afterAll(async () => t.close());

    const save = (who: Company['manager'], body: Record<string, unknown>) => who.call({ method: 'POST', url: api('manager/payment-templates'), body });
    const fromTx = (who: Company['manager'], id: number, body: Record<string, unknown>) => who.call({ method: 'POST', url: api(`manager/payment-templates/from-transaction/${id}`), body });

    it('saves a sent withdrawal as a template (payee, reference, amount optional) and starts nothing by itself', async () => {
      const sent = await acme.manager.confirmed({ method: 'POST', url: api('manager/transactions/iban'), body: withdrawal });
      expect(sent.statusCode, sent.body).toBe(201);
      const txId = sent.json().data.id as number;
      const withAmount = await fromTx(acme.manager, txId, { name: 'Beneficiary rent' });
      expect(withAmount.statusCode, withAmount.body).toBe(201);
      expect(withAmount.json().message).toBe('Payment template saved.');
      const tpl = withAmount.json().data as PaymentTemplate;
      expect(tpl).toMatchObject({ name: 'Beneficiary rent', kind: 'withdrawal', bank_account_id: eur, currency: 'EUR', to_account_id: null, amount: '20.00', reference: 'Invoice 42', transfer_service: 'sepa', beneficiary: `Beneficiary GmbH (${payeeIban})` });
      expect(tpl.payee).toMatchObject({ customer_iban: payeeIban, customer_name: 'Beneficiary GmbH', customer_country: 'DE', transfer_service: 'sepa' });
      const noAmount = await fromTx(acme.manager, txId, { name: 'Beneficiary any amount', with_amount: false });
      expect(noAmount.statusCode, noAmount.body).toBe(201);
      expect(noAmount.json().data.amount).toBeNull();
      // The same name twice is refused on the name field (case aside).
      const twice = await fromTx(acme.manager, txId, { name: 'beneficiary RENT' });
      expect(twice.statusCode).toBe(422);
      expect(twice.json().errors.name).toEqual(['A payment template with this name already exists.']);
      // Saving a template moved no money and made no payment.
      expect((await t.db.db.selectFrom('transactions').select('id').where('company_id', '=', acme.companyId).where('type', '=', 'withdrawal').execute())).toHaveLength(1);
      const activity = await t.db.db.selectFrom('activities').select('description').where('type', '=', 'template.created').orderBy('id').execute();
      expect(activity[0]?.description).toBe(`Payment template #${tpl.id} "Beneficiary rent" saved from payment ${sent.json().data.name as string}`);
    });

    it('saves a payment form as a template, between own accounts or to a payee, and checks what it is given', async () => {
      const transfer = await save(acme.manager, { name: 'Top up reserve', kind: 'transfer', bank_account_id: eur, to_account_id: eur2, reference: 'Monthly' });
      expect(transfer.statusCode, transfer.body).toBe(201);
      expect(transfer.json().data).toMatchObject({ kind: 'transfer', to_account_id: eur2, amount: null, beneficiary: 'Reserve EUR', payee: null, transfer_service: null });
      const payee = await save(acme.manager, { ...withdrawal, name: 'Supplier', kind: 'withdrawal', amount: '', reference: 'Order' });
      expect(payee.statusCode, payee.body).toBe(201);
      expect(payee.json().data).toMatchObject({ kind: 'withdrawal', amount: null, reference: 'Order', transfer_service: 'sepa' });
      // Bad input: 4xx with the field named, nothing saved.
      const count = async () => (await t.db.db.selectFrom('payment_templates').select('id').execute()).length;
      const before = await count();
      const cases: [Record<string, unknown>, string][] = [
        [{ name: '', kind: 'transfer', bank_account_id: eur, to_account_id: eur2 }, 'name'],
        [{ name: 'X', kind: 'card', bank_account_id: eur, to_account_id: eur2 }, 'kind'],
        [{ name: 'X', kind: 'transfer', bank_account_id: eur }, 'to_account_id'],
        [{ name: 'X', kind: 'transfer', bank_account_id: eur, to_account_id: eur }, 'to_account_id'],
        [{ name: 'X', kind: 'transfer', bank_account_id: eur, to_account_id: eur2, amount: '1.001' }, 'amount'],
        [{ name: 'X', kind: 'transfer', bank_account_id: eur, to_account_id: eur2, amount: '-5' }, 'amount'],
        [{ name: 'X', kind: 'withdrawal', bank_account_id: eur, transfer_service: 'sepa', customer_name: 'No IBAN', customer_country: 'DE' }, 'customer_iban'],
        [{ name: 'X', kind: 'withdrawal', bank_account_id: eur, customer_iban: payeeIban }, 'transfer_service'],
        [{ name: 'X', kind: 'transfer', bank_account_id: eur, to_account_id: eur2, reference: '<script>' }, 'reference'],
      ];
      for (const [body, field] of cases) {
        const res = await save(acme.manager, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(Object.keys(res.json().errors ?? {}), JSON.stringify(body)).toContain(field);
      }
      expect(await count()).toBe(before);
    });

    it('lists, edits and deletes a company’s templates; a reader reads, another company sees nothing', async () => {
      const listed = await acme.reader.call({ method: 'GET', url: api('manager/payment-templates') });
      expect(listed.statusCode, listed.body).toBe(200);
      const names = (listed.json().data as PaymentTemplate[]).map((x) => x.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      expect(names).toContain('Supplier');
      const searched = await acme.manager.call({ method: 'GET', url: api('manager/payment-templates?search=reserve') });
      expect((searched.json().data as PaymentTemplate[]).map((x) => x.name)).toEqual(['Top up reserve']);
      const id = (listed.json().data as PaymentTemplate[]).find((x) => x.name === 'Top up reserve')?.id as number;

      const changed = await acme.manager.call({ method: 'PUT', url: api(`manager/payment-templates/${id}`), body: { name: 'Reserve top-up', amount: '250.5', reference: 'Monthly reserve' } });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().data).toMatchObject({ name: 'Reserve top-up', amount: '250.50', reference: 'Monthly reserve', to_account_id: eur2 });
      expect((await acme.manager.call({ method: 'PUT', url: api(`manager/payment-templates/${id}`), body: { name: 'Supplier' } })).statusCode).toBe(422);

      // The reader is refused every write; another company's manager finds nothing.
      expect((await acme.reader.call({ method: 'POST', url: api('manager/payment-templates'), body: { name: 'R', kind: 'transfer', bank_account_id: eur, to_account_id: eur2 } })).statusCode).toBe(403);
      expect((await acme.reader.call({ method: 'PUT', url: api(`manager/payment-templates/${id}`), body: { name: 'R' } })).statusCode).toBe(403);
      expect((await acme.reader.call({ method: 'DELETE', url: api(`manager/payment-templates/${id}`) })).statusCode).toBe(403);
      expect((await globex.manager.call({ method: 'GET', url: api(`manager/payment-templates/${id}`) })).statusCode).toBe(404);
      expect((await globex.manager.call({ method: 'PUT', url: api(`manager/payment-templates/${id}`), body: { name: 'Mine now' } })).statusCode).toBe(404);
      expect((await globex.manager.call({ method: 'DELETE', url: api(`manager/payment-templates/${id}`) })).statusCode).toBe(404);
      expect((await globex.manager.call({ method: 'GET', url: api('manager/payment-templates') })).json().data).toEqual([]);

      const deleted = await acme.manager.call({ method: 'DELETE', url: api(`manager/payment-templates/${id}`) });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json().data.name).toBe('Reserve top-up');
      expect((await acme.manager.call({ method: 'GET', url: api(`manager/payment-templates/${id}`) })).statusCode).toBe(404);
    });

    it('refuses another company’s accounts and payments, and payments that are not made with a form', async () => {
      const foreignSource = await save(acme.manager, { name: 'F1', kind: 'transfer', bank_account_id: globexEur, to_account_id: eur2 });
      expect(foreignSource.statusCode).toBe(422);
      expect(foreignSource.json().errors.bank_account_id).toEqual(['The selected bank account id is invalid.']);
      const foreignDestination = await save(acme.manager, { name: 'F2', kind: 'exchange', bank_account_id: usd, to_account_id: globexEur });
      expect(foreignDestination.statusCode).toBe(422);
      expect(foreignDestination.json().errors.to_account_id).toEqual(['The selected to account id is invalid.']);
      const globexTx = (await t.db.db.selectFrom('transactions').select('id').where('company_id', '=', globex.companyId).executeTakeFirst())?.id ?? 987_654;
      expect((await fromTx(acme.manager, globexTx, { name: 'Theirs' })).statusCode).toBe(404);
      // The admin's top-up of Acme's account is a deposit: no form makes it.
      const deposit = (await t.db.db.selectFrom('transactions').select('id').where('company_id', '=', acme.companyId).where('type', '<>', 'withdrawal').executeTakeFirstOrThrow()).id;
      const refused = await fromTx(acme.manager, deposit, { name: 'Deposit' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe('Only withdrawals, transfers, exchanges and conversions can be saved as a template.');
      expect((await acme.reader.call({ method: 'POST', url: api(`manager/payment-templates/from-transaction/${deposit}`), body: { name: 'Reader' } })).statusCode).toBe(403);
      expect((await t.db.db.selectFrom('payment_templates').select('id').where('company_id', '=', globex.companyId).execute())).toEqual([]);
    });
  });
});
