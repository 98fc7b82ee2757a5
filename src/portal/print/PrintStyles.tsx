import { GlobalStyles } from '@mui/material';
import { PRINT_ATTRIBUTES } from './printElement';

const { target, ancestor, printing } = PRINT_ATTRIBUTES;

/**
 * The print stylesheet: no menus, app bar, buttons or anything marked data-print-hide on paper; while
 * one element prints (printElement), only it and the path to it; rows and list items are not cut
 * across pages; dark text on white paper whatever the theme; the brand header (PrintHeader) shows only on paper.
 */
export const PrintStyles = () => (
  <GlobalStyles
    styles={{
      '[data-print-only]': { display: 'none' },
      '@media print': {
        'html, body': { background: '#fff !important', color: '#000' },
        // Paper is white in every theme and scheme: the dark scheme's light text and dark surfaces do not
        // reach it (issue 43). Text is near-black; surfaces are the paper; the brand header keeps its colour.
        'body *:not([data-print-brand])': { color: '#1a1a1a !important', borderColor: '#c8c8c8 !important' },
        '.MuiPaper-root, .MuiCard-root, .MuiAlert-root, .MuiTableCell-root, .MuiTableRow-root, .RaList-content, .MuiToolbar-root': { backgroundColor: 'transparent !important', backgroundImage: 'none !important', boxShadow: 'none !important' },
        '.MuiChip-root': { backgroundColor: 'transparent !important', border: '1px solid #1a1a1a !important' },
        [[
          '[data-print-hide]', 'header', 'nav', 'button', '.MuiButton-root', '.MuiIconButton-root', '.MuiAppBar-root', '.RaSidebar-root', '.RaAppBar-root', '.MuiDrawer-root', '.MuiFab-root',
          '.MuiSnackbar-root', '.MuiTooltip-popper', '[role="menubar"]', '[role="navigation"]',
        ].join(', ')]: { display: 'none !important' },
        '[data-print-only]': { display: 'block !important' },
        [`html[${printing}] [${ancestor}] > :not([${ancestor}]):not([${target}])`]: { display: 'none !important' },
        [`html[${printing}] [${ancestor}]`]: { margin: '0 !important', padding: '0 !important', border: '0 !important', boxShadow: 'none !important', width: 'auto !important', maxWidth: 'none !important', position: 'static !important', overflow: 'visible !important', minHeight: '0 !important', height: 'auto !important' },
        [`[${target}]`]: { width: '100%' },
        'tr, li, dt, dd, .MuiTableRow-root, .MuiListItem-root, .RaDatagrid-row, .MuiAlert-root': { breakInside: 'avoid', pageBreakInside: 'avoid' },
        'thead': { display: 'table-header-group' },
        'main, .RaLayout-content, .RaLayout-contentWithSidebar, #main-content': { margin: '0 !important', padding: '0 !important' },
        '*': { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
      },
    }}
  />
);
