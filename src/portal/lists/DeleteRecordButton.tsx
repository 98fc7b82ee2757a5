import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, type RaRecord, useDeleteController, useNotify, useTranslate } from 'react-admin';
import type { ResourceName } from '../providers/resources';
import type { CodeSummary } from '../providers/writePrompts';

/** A translation key and its arguments. */
type Text = { key: string; args?: Record<string, unknown> };

type DeleteRecordButtonProps = {
  resource: ResourceName;
  record: RaRecord;
  /** The icon's tooltip, and its accessible name (which may name the record). */
  tooltip: string;
  label: Text;
  title: string;
  content: Text;
  confirm: string;
  cancel: string;
  /** What the code dialog shows the code confirms (the payee of a beneficiary). */
  summary?: CodeSummary;
  /** The notification once deleted, and how long it stays (react-admin's default when absent). */
  deleted: Text & { autoHideDuration?: number };
  color?: 'error' | 'default';
  /** After the delete (a record page leaving for its list). */
  onDeleted?: () => void;
};

/**
 * A record's delete as an icon in a list row: the spec's confirmation, then react-admin's own delete
 * (useDeleteController: the dataProvider's write wrapper asks for the code; react-admin updates and
 * refetches the resource's lists). The one confirm-and-delete of the portal's lists.
 */
export const DeleteRecordButton = ({ resource, record, tooltip, label, title, content, confirm, cancel, summary, deleted, color = 'error', onDeleted }: DeleteRecordButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const { handleDelete, isPending } = useDeleteController({
    resource,
    record,
    redirect: false,
    mutationMode: 'pessimistic',
    mutationOptions: {
      ...(summary ? { meta: { summary } } : {}),
      onSuccess: () => {
        notify(deleted.key, { type: 'success', messageArgs: deleted.args, ...(deleted.autoHideDuration ? { autoHideDuration: deleted.autoHideDuration } : {}) });
        onDeleted?.();
      },
    },
  });
  return (
    <>
      <Tooltip title={translate(tooltip)}>
        <IconButton aria-label={translate(label.key, label.args)} color={color} size="small" disabled={isPending} onClick={() => setOpen(true)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate(title)}
        content={translate(content.key, content.args)}
        confirm={translate(confirm)}
        confirmColor="warning"
        cancel={translate(cancel)}
        onConfirm={() => {
          setOpen(false);
          handleDelete();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
