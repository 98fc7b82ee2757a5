import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BooleanInput, SaveButton, SimpleForm, TextInput, Toolbar, useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useFormMutation } from '../errors/useFormMutation';
import { PageFrame } from '../frame/PageFrame';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { PSP_PATHS, type PspMerchantWithToken } from './pspTypes';
import { TokenReveal } from './TokenReveal';
import { useMerchant } from './useMerchant';

type SignUpValues = { website?: string | null; accept_terms?: boolean };

/** /manager/psp-portal/sign-up: the company signs up at the PSP (website, terms) and gets its token once. */
export const PspSignUpPage = () => {
  useDocumentTitle('app.routes.psp_sign_up');
  const translate = useTranslate();
  // Signed up means the PSP knows the company's merchant (an admin's attachment alone does not give one).
  const merchant = useMerchant();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<PspMerchantWithToken | null>(null);
  const dataProvider = useDataProvider<KontorDataProvider>();
  const signUp = (v: SignUpValues) => dataProvider.pspSignUp({ body: { website: v.website?.trim() ? v.website.trim() : null, accept_terms: v.accept_terms === true } as never }) as Promise<unknown>;
  const submit = useFormMutation(signUp, {
    onSuccess: (answer) => {
      setCreated(answer as PspMerchantWithToken);
      // The company is attached now: the user (menus, guards), the merchant and the PSP accounts are read again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.me() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.resource('psp-accounts') });
    },
  });
  const links = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <Button variant="contained" component={Link} to={PSP_PATHS.accounts}>{translate('app.psp.overview.accounts')}</Button>
      <Button variant="outlined" component={Link} to={PSP_PATHS.integration}>{translate('app.psp.overview.integration')}</Button>
    </Stack>
  );
  return (
    <PageFrame titleKey="app.routes.psp_sign_up">
      {created ? (
        <>
          <Alert severity="success">{translate('app.psp.sign_up.done')}</Alert>
          <TokenReveal token={created.token} />
          {links}
        </>
      ) : merchant.isPending ? null : merchant.data ? (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>{translate('app.psp.sign_up.already')}</Alert>
          {links}
        </>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{translate('app.psp.sign_up.intro')}</Typography>
          {submit.message ? <Alert severity="error" sx={{ mb: 2 }} role="alert">{translate(submit.message, { _: submit.message })}</Alert> : null}
          <SimpleForm
            onSubmit={submit.submit}
            defaultValues={{ website: '', accept_terms: false }}
            toolbar={<Toolbar><SaveButton label="app.psp.sign_up.submit" disabled={submit.loading} alwaysEnable /></Toolbar>}
          >
            <TextInput source="website" type="url" label="app.psp.sign_up.website" helperText="app.psp.sign_up.website_help" fullWidth />
            <BooleanInput source="accept_terms" label="app.psp.sign_up.accept_terms" />
          </SimpleForm>
        </>
      )}
    </PageFrame>
  );
};

export default PspSignUpPage;
