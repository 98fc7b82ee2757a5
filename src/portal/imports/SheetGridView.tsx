import { Box, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportErrors } from '../../contract/entities';
import { amountColumnOf, cellErrors, columnLetter } from './cellErrors';
import type { SheetGrid } from './readSheetGrid';

type SheetGridViewProps = { grid: SheetGrid; errors: ImportErrors | null };

/** The chosen file as a grid with Excel's row numbers and column letters; cells with server errors are marked. */
export const SheetGridView = ({ grid, errors }: SheetGridViewProps) => {
  const translate = useTranslate();
  const width = Math.max(0, ...grid.rows.map((r) => r.length));
  const letters = Array.from({ length: width }, (_, i) => columnLetter(i + 1));
  const marks = useMemo(() => {
    const dataRows = grid.rows.flatMap((r, i) => (i > 0 && r.some((v) => v !== '') ? [i + 1] : []));
    return cellErrors(errors, grid.sheet, amountColumnOf(grid.rows[0] ?? []), dataRows);
  }, [errors, grid]);
  return (
    // The grid scrolls inside the page's width (issue 21 item 11): `contain: inline-size` keeps its
    // wide table out of the width the layout computes from its content, so the page never widens.
    <Box sx={{ overflow: 'auto', maxHeight: 480, maxWidth: '100%', contain: 'inline-size', border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="import-grid">
      <Table size="small" stickyHeader aria-label={grid.sheet}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 48 }} />
            {letters.map((l) => <TableCell key={l} align="center">{l}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {grid.rows.map((row, i) => (
            <TableRow key={i + 1}>
              <TableCell sx={{ color: 'text.secondary' }}>{i + 1}</TableCell>
              {letters.map((l, c) => {
                const message = marks.get(`${i + 1}.${l}`);
                const cell = (
                  <TableCell
                    key={l}
                    data-cell={`${l}${i + 1}`}
                    data-error={message ? 'true' : undefined}
                    sx={{ whiteSpace: 'nowrap', ...(message ? { bgcolor: 'error.light', color: 'error.contrastText', outline: 2, outlineColor: 'error.main' } : {}) }}
                  >
                    {row[c] ?? ''}
                  </TableCell>
                );
                if (!message) return cell;
                // One server message a line, each in the chosen language (the server's catalogue, i18nProvider).
                const shown = message.split('\n').map((m) => translate(m, { _: m })).join('\n');
                return <Tooltip key={l} title={<span style={{ whiteSpace: 'pre-line' }}>{shown}</span>}>{cell}</Tooltip>;
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {grid.truncated ? <Typography variant="caption" sx={{ p: 1, display: 'block' }}>{translate('app.imports.form.truncated')}</Typography> : null}
    </Box>
  );
};
