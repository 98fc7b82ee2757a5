import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Button, Checkbox, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ALWAYS_KEPT_COLUMNS } from '../../contract/enums';

type ColumnChooserProps = { available: readonly string[]; shown: readonly string[]; onChange: (columns: string[]) => void };

const KEPT: ReadonlySet<string> = new Set(ALWAYS_KEPT_COLUMNS);

/** Shows or hides columns; id and actions cannot be hidden. */
export const ColumnChooser = ({ available, shown, onChange }: ColumnChooserProps) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const toggle = (column: string) => onChange(shown.includes(column) ? shown.filter((c) => c !== column) : [...shown, column]);
  return (
    <>
      <Button startIcon={<ViewColumnIcon />} onClick={(e) => setAnchor(e.currentTarget)}>{translate('app.money.list.columns')}</Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {available.map((column) => (
          <MenuItem key={column} disabled={KEPT.has(column)} onClick={() => toggle(column)} dense>
            <ListItemIcon>
              <Checkbox edge="start" size="small" checked={shown.includes(column)} tabIndex={-1} disableRipple />
            </ListItemIcon>
            <ListItemText primary={translate(`app.money.columns.${column}`)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
