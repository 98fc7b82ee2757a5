import PrintIcon from '@mui/icons-material/Print';
import { Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { printElement } from './printElement';

type PrintButtonProps = { target: string; size?: 'small' | 'medium' };

/** "Print": prints the element with the id `target` alone; without one on the page, says so (document 2 section 8) and prints nothing. */
export const PrintButton = ({ target, size = 'small' }: PrintButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const print = () => {
    if (!printElement(target)) notify('app.print.not_found', { type: 'error', messageArgs: { id: target } });
  };
  return (
    <Button size={size} variant="outlined" startIcon={<PrintIcon />} onClick={print} data-print-hide>
      {translate('app.print.button')}
    </Button>
  );
};
