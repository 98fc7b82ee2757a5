import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Button, Chip, FormHelperText, Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { TICKET_ATTACHMENTS_MAX } from '../../contract/constants';
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_MB, attachmentProblems, problemMessage } from './attachmentRules';

type AttachmentPickerProps = { files: File[]; onChange: (files: File[]) => void; serverError?: string; disabled?: boolean };

/** Chosen files as removable chips, the limits as a hint, and what breaks them as errors. */
export const AttachmentPicker = ({ files, onChange, serverError, disabled = false }: AttachmentPickerProps) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const problems = attachmentProblems(files).map((p) => problemMessage(p, translate));
  return (
    <Stack spacing={1} data-field="attachments">
      <Typography variant="subtitle2">{translate('app.support.attachments.label')}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" variant="outlined" startIcon={<AttachFileIcon />} disabled={disabled} onClick={() => input.current?.click()}>
          {translate('app.support.attachments.add')}
        </Button>
        {files.map((f, i) => (
          <Chip key={`${f.name}-${i}`} label={f.name} data-testid="attachment-chip" title={translate('app.support.attachments.remove', { name: f.name })}
            onDelete={disabled ? undefined : () => onChange(files.filter((_, j) => j !== i))} />
        ))}
      </Stack>
      <input
        ref={input}
        type="file"
        name="attachments"
        multiple
        hidden
        accept={ATTACHMENT_ACCEPT}
        data-testid="attachment-input"
        onChange={(e) => {
          const chosen = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (chosen.length) onChange([...files, ...chosen]);
        }}
      />
      <FormHelperText>{translate('app.support.attachments.hint', { count: TICKET_ATTACHMENTS_MAX, size: ATTACHMENT_MAX_MB })}</FormHelperText>
      {[...problems, ...(serverError ? [serverError] : [])].map((m) => <FormHelperText key={m} error>{m}</FormHelperText>)}
    </Stack>
  );
};
