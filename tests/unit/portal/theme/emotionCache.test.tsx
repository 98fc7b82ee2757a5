import '@testing-library/jest-dom/vitest';
import { Button } from '@mui/material';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);

describe('MUI styles in a unit file (tests/unit/setup.ts)', () => {
  it('go into this file\'s own document, whichever file of the worker ran first', () => {
    render(<Button variant="contained">Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    const styles = [...document.head.querySelectorAll('style[data-emotion]')];
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.every((s) => s.ownerDocument === document)).toBe(true);
  });
});
