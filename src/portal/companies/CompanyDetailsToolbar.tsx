import { Stack } from '@mui/material';
import { useRef } from 'react';
import { Confirm, SaveButton, useSaveContext, useTranslate } from 'react-admin';

type CompanyDetailsToolbarProps = {
  name: string;
  /** The save would disable the company: the confirmation is open. */
  asking: boolean;
  /** Confirmed: the next submit of the form goes through. */
  onConfirm: () => void;
  onClose: () => void;
};

/** Save of the details form, and the confirmation before a save that disables the company. */
export const CompanyDetailsToolbar = ({ name, asking, onConfirm, onClose }: CompanyDetailsToolbarProps) => {
  const translate = useTranslate();
  const { saving = false } = useSaveContext();
  const bar = useRef<HTMLDivElement>(null);
  return (
    <Stack ref={bar} direction="row" spacing={1} sx={{ mt: 2 }}>
      <SaveButton label={translate('app.companies.details.save')} disabled={saving} alwaysEnable={!saving} />
      <Confirm
        isOpen={asking}
        loading={saving}
        title={translate('app.companies.details.disable_title')}
        content={translate('app.companies.details.disable_confirm', { name })}
        confirm={translate('app.companies.details.disable_title')}
        confirmColor="warning"
        cancel={translate('app.companies.cancel')}
        onConfirm={() => {
          onConfirm();
          // The form's own submit: its onSubmit (the <Edit>'s save) puts a 422 on the inputs.
          bar.current?.closest('form')?.requestSubmit();
        }}
        onClose={onClose}
      />
    </Stack>
  );
};
