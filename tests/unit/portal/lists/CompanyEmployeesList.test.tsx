import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Employee } from '../../../../src/contract/entities';
import { CompanyEmployees } from '../../../../src/portal/companies/CompanyEmployees';
import { mockFetch, type RecordedCall } from '../fetchMock';
import { signInAs } from '../money/renderMoneyPage';
import { cleanUpPages, renderRoutes } from '../renderRoutes';
import { makeUser } from '../shell/fixtures';
import { bodyRows, catchDownloads } from './memoryServer';

const pad = (n: number) => String(n).padStart(2, '0');
/** 30 users of company 7 (the server pages them by 25). */
const employees = (): Employee[] =>
  Array.from({ length: 30 }, (_, i) => ({ ...makeUser('manager', { id: i + 1, first_name: `Emp${pad(i + 1)}`, last_name: 'Acme', email: `e${pad(i + 1)}@acme.test` }), employee_business_role_id: i === 0 ? 1 : null }));

/** The employees call of company 7 only: another company's path answers 404, as the server does. */
const serve = () => {
  const rows = employees();
  return mockFetch((call: RecordedCall) => {
    const url = new URL(call.url, 'http://portal.test');
    const put = url.pathname.match(/^\/api\/v1\/a\/companies\/7\/employees\/(\d+)$/);
    if (put && call.method === 'PUT') {
      const row = rows.find((e) => e.id === Number(put[1]));
      const body = call.body as { role?: 'manager' | 'manager-reader'; enabled?: boolean };
      if (row && body.role) row.roles = [{ slug: body.role }];
      if (row && body.enabled !== undefined) row.enabled = body.enabled;
      return { body: { data: row, message: 'Updated.' } };
    }
    if (url.pathname !== '/api/v1/a/companies/7/employees') return { status: 404, body: { message: 'Not found.' } };
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('per_page') ?? 25);
    const data = rows.slice((page - 1) * perPage, page * perPage);
    return { body: { data, meta: { current_page: page, last_page: Math.ceil(rows.length / perPage), per_page: perPage, path: url.pathname, from: 1, to: data.length, total: rows.length } } };
  });
};

const render = () => renderRoutes('/admin/company-profile/7', { '/admin/company-profile/:company_id': <CompanyEmployees companyId={7} />, '/admin/users/:id': <p>user page</p> });
const listCalls = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'GET' && c.url.includes('/a/companies/7/employees'));

afterEach(cleanUpPages);

describe('CompanyEmployees (company-employees resource)', () => {
  it('asks the company\'s employees call page by page, and changes a role in its cell', async () => {
    signInAs('admin');
    const calls = serve();
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(listCalls(calls)[0]?.url).toMatch(/page=1&per_page=25|per_page=25&page=1/);
    expect(bodyRows()[0]).toHaveTextContent('Emp01 Acme');
    expect(bodyRows()[0]).toHaveTextContent('Director');

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(bodyRows()[0]).toHaveTextContent('Emp26 Acme');

    await user.click(within(bodyRows()[0] as HTMLElement).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Manager (read only)' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ body: { role: 'manager-reader' } }));
    expect(calls.find((c) => c.method === 'PUT')?.url).toContain('/a/companies/7/employees/26');
    // The list reloads and shows the saved role.
    await waitFor(() => expect(within(bodyRows()[0] as HTMLElement).getByRole('combobox', { name: 'Role' })).toHaveTextContent('Manager (read only)'));
  });

  it('disables an employee only after the confirmation, exports every employee, and opens one in the users list', async () => {
    signInAs('admin');
    const calls = serve();
    const created = catchDownloads();
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    await user.click(screen.getByRole('switch', { name: 'Enabled: Emp02 Acme' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ body: { enabled: false } }));

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const text = await (created[0] as Blob).text();
    expect(text.trim().split('\n')).toHaveLength(31);
    expect(text).toContain('e30@acme.test');

    await user.click(screen.getByRole('link', { name: 'Open in the users list: Emp03 Acme' }));
    expect(await screen.findByText('user page')).toBeInTheDocument();
  });
});
