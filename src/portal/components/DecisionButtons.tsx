import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';

export type DecisionAction = 'approve' | 'reject';

/** The words of one decision, already translated: the button, the dialog's title and question. */
export type DecisionTexts = { label: string; title: string; question: string };

type DecisionButtonsProps = {
  /** No payment to decide on (nothing selected), or one on its way. */
  disabled: boolean;
  busy: boolean;
  texts: Record<DecisionAction, DecisionTexts>;
  /** The reason field's label; a rejection's reason is asked for (required, or optional: the admin's). */
  reasonLabel: string;
  reasonRequired: boolean;
  /** Sends the decision; the dialog closes once it has settled (its failure is the caller's to say). */
  onDecide: (action: DecisionAction, reason: string) => Promise<unknown>;
};

/**
 * Approve and reject, each after a confirmation; a rejection asks for its reason in the same dialog.
 * The one decision dialog of the portal: the company's approvals inbox and approval page, and the
 * administrator's transaction list and page.
 */
export const DecisionButtons = ({ disabled, busy, texts, reasonLabel, reasonRequired, onDecide }: DecisionButtonsProps) => {
  const translate = useTranslate();
  const [asking, setAsking] = useState<DecisionAction | null>(null);
  const [reason, setReason] = useState('');
  const shown = texts[asking ?? 'approve'];
  const close = () => {
    setAsking(null);
    setReason('');
  };
  const confirm = () => {
    if (!asking || (asking === 'reject' && reasonRequired && !reason.trim())) return;
    void onDecide(asking, reason.trim()).catch(() => undefined).finally(close);
  };
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" color="success" disabled={disabled || busy} onClick={() => setAsking('approve')}>
        {texts.approve.label}
      </Button>
      <Button variant="outlined" color="error" disabled={disabled || busy} onClick={() => setAsking('reject')}>
        {texts.reject.label}
      </Button>
      <Confirm
        isOpen={asking !== null}
        loading={busy}
        title={shown.title}
        content={
          <Stack spacing={2}>
            <Typography>{shown.question}</Typography>
            {asking === 'reject' ? (
              <TextField label={reasonLabel} value={reason} required={reasonRequired} onChange={(e) => setReason(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} />
            ) : null}
          </Stack>
        }
        confirm={shown.label}
        confirmColor={asking === 'reject' ? 'warning' : 'primary'}
        cancel={translate('app.money.detail.cancel')}
        onConfirm={confirm}
        onClose={close}
      />
    </Stack>
  );
};
