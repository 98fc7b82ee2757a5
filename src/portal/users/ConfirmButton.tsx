import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { KontorSubmit } from '../errors/useKontorSubmit';

type ConfirmButtonProps = {
  label: string;
  title: string;
  content: string;
  submit: KontorSubmit;
  values?: Record<string, unknown>;
  color?: 'primary' | 'error' | 'warning';
};

/** A button that asks before it sends: every account-changing action of the user page goes through it. */
export const ConfirmButton = ({ label, title, content, submit, values = {}, color = 'primary' }: ConfirmButtonProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" color={color} disabled={submit.loading} onClick={() => setOpen(true)}>{label}</Button>
      <Confirm
        isOpen={open}
        loading={submit.loading}
        title={title}
        content={content}
        confirm={label}
        confirmColor={color === 'error' ? 'warning' : 'primary'}
        cancel={translate('app.users.cancel')}
        onConfirm={async () => {
          setOpen(false);
          await submit.submit(values);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
