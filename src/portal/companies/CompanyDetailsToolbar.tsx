import { Stack } from '@mui/material';
import { useRef } from 'react';
import { Confirm, SaveButton, useTranslate } from 'react-admin';
import type { KontorSubmit } from '../errors/useKontorSubmit';

type CompanyDetailsToolbarProps = {
  name: string;
  submit: KontorSubmit;
  /** The save would disable the company: the confirmation is open. */
  asking: boolean;
  /** Confirmed: the next submit of the form goes through. */
  onConfirm: () => void;
  onClose: () => void;
};

/** Save of the details form, and the confirmation before a save that disables the company. */
export const CompanyDetailsToolbar = ({ name, submit, asking, onConfirm, onClose }: CompanyDetailsToolbarProps) => {
  const translate = useTranslate();
  const bar = useRef<HTMLDivElement>(null);
  return (
    <Stack ref={bar} direction="row" spacing={1} sx={{ mt: 2 }}>
      <SaveButton label={translate('app.companies.details.save')} disabled={submit.loading} alwaysEnable={!submit.loading} />
      <Confirm
        isOpen={asking}
        loading={submit.loading}
        title={translate('app.companies.details.disable_title')}
        content={translate('app.companies.details.disable_confirm', { name })}
        confirm={translate('app.companies.details.disable_title')}
        confirmColor="warning"
        cancel={translate('app.companies.cancel')}
        onConfirm={() => {
          onConfirm();
          // The form's own submit: its onSubmit (the error layer) puts a 422 on the inputs.
          bar.current?.closest('form')?.requestSubmit();
        }}
        onClose={onClose}
      />
    </Stack>
  );
};
