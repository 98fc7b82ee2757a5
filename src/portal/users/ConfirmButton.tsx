import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';

type ConfirmButtonProps = {
  label: string;
  title: string;
  content: string;
  /** Sends the action once confirmed. */
  onConfirm: () => void;
  /** While the action is on its way: the button and the dialog wait. */
  loading: boolean;
  color?: 'primary' | 'error' | 'warning';
};

/** A button that asks before it sends: the account-changing actions of the user page go through it. */
export const ConfirmButton = ({ label, title, content, onConfirm, loading, color = 'primary' }: ConfirmButtonProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" color={color} disabled={loading} onClick={() => setOpen(true)}>{label}</Button>
      <Confirm
        isOpen={open}
        loading={loading}
        title={title}
        content={content}
        confirm={label}
        confirmColor={color === 'error' ? 'warning' : 'primary'}
        cancel={translate('app.users.cancel')}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
