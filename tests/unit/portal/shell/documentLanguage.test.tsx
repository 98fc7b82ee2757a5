import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentTitle } from '../../../../src/portal/frame/useDocumentTitle';
import { cleanUpPages, renderRoutes } from '../renderRoutes';

const Page = () => {
  useDocumentTitle('app.routes.withdrawal');
  return <p>page</p>;
};

afterEach(cleanUpPages);

describe('the page\'s language (issue 21 item 9)', () => {
  it('is the chosen language in <html lang>, with the title in it', async () => {
    renderRoutes('/p', { '/p': <Page /> }, { locale: 'de' });
    expect(await screen.findByText('page')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(document.title).not.toMatch(/Withdraw/);
    cleanUpPages();
    renderRoutes('/p', { '/p': <Page /> }, { locale: 'ja' });
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'));
  });
});
