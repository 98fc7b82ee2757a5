import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from '../../../../src/portal/components/PasswordStrengthMeter';
import { i18nProvider } from '../../../../src/portal/providers/i18nProvider';

afterEach(cleanup);

const renderMeter = (password: string, options: { upperCase?: boolean; lowerCase?: boolean; digit?: boolean; special?: boolean } = {}) =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <PasswordStrengthMeter password={password} {...options} />
    </AdminContext>,
  );

const bars = (meter: HTMLElement) => Array.from(meter.children);
const highlighted = (meter: HTMLElement) => bars(meter).filter((bar) => bar.getAttribute('data-highlighted') === 'true');

describe('PasswordStrengthMeter', () => {
  it('an empty password: three bars, none highlighted, every check still missing', () => {
    renderMeter('');
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    expect(bars(meter)).toHaveLength(3);
    expect(highlighted(meter)).toHaveLength(0);
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('A digit')).toBeInTheDocument();
    expect(screen.getByText('A special character')).toBeInTheDocument();
    expect(screen.queryByText('An upper-case letter')).not.toBeInTheDocument();
  });

  it('highlights the share of satisfied checks and says it', () => {
    renderMeter('abcdefg1');
    const meter = screen.getByRole('meter');
    expect(meter).toHaveAttribute('aria-valuenow', '67');
    expect(meter).toHaveAttribute('aria-valuetext', 'Medium: 2 of 3 requirements met');
    expect(highlighted(meter)).toHaveLength(2);
    expect(screen.getByText('Medium')).toBeInTheDocument();
  });

  it('a password meeting every check is strong', () => {
    renderMeter('abcdef1!');
    const meter = screen.getByRole('meter');
    expect(meter).toHaveAttribute('aria-valuenow', '100');
    expect(highlighted(meter)).toHaveLength(3);
    expect(screen.getByText('Strong')).toBeInTheDocument();
  });

  it('upper- and lower-case checks add bars when turned on', () => {
    renderMeter('abcdef1!', { upperCase: true, lowerCase: true });
    const meter = screen.getByRole('meter');
    expect(bars(meter)).toHaveLength(5);
    expect(highlighted(meter)).toHaveLength(4);
    expect(meter).toHaveAttribute('aria-valuenow', '80');
    expect(screen.getByText('An upper-case letter')).toBeInTheDocument();
    expect(screen.getByText('A lower-case letter')).toBeInTheDocument();
  });
});
