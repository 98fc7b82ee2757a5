import '@testing-library/jest-dom/vitest';
import { Button, FormControl, InputLabel, MenuItem, NativeSelect, Select, TextField } from '@mui/material';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { pruneRules } from '../../jsdomRules';

afterEach(cleanup);

/**
 * Every element's computed style, every property with its value. jsdom serialises a style it computed
 * afresh and one it hands out again from its cache differently ("0" against "0px"): a change of the
 * document empties that cache first, so both sides are computed afresh.
 */
const computedStyles = () => {
  document.body.append(document.createComment(''));
  document.body.lastChild?.remove();
  return Array.from(document.querySelectorAll('*'), (element) => {
    const style = getComputedStyle(element);
    return Array.from({ length: style.length }, (_, i) => `${style.item(i)}: ${style.getPropertyValue(style.item(i))}`).join('; ');
  });
};

const ruleCount = (group: CSSStyleSheet | CSSGroupingRule): number =>
  Array.from(group.cssRules).reduce((sum, rule) => sum + 1 + (rule instanceof CSSGroupingRule ? ruleCount(rule) : 0), 0);

const emotionRules = () => Array.from(document.styleSheets).reduce((sum, sheet) => sum + ruleCount(sheet), 0);

describe('rules jsdom cannot parse, taken out of the test documents (tests/unit/setup.ts)', () => {
  it('change no computed style of any element', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <TextField variant="filled" label="Name" placeholder="Your name" />
        <TextField variant="outlined" label="Disabled" disabled />
        <TextField variant="standard" label="Notes" multiline />
        <FormControl variant="filled">
          <InputLabel id="role">Role</InputLabel>
          <Select labelId="role" label="Role" value="">
            <MenuItem value="">All</MenuItem>
            <MenuItem value="admin">Admin</MenuItem>
          </Select>
        </FormControl>
        <NativeSelect defaultValue="a" inputProps={{ 'aria-label': 'Letter' }}>
          <option value="a">A</option>
        </NativeSelect>
        <Button variant="contained">Send</Button>
      </form>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    expect(await screen.findByRole('option', { name: 'Admin' })).toBeVisible();
    const pruned = computedStyles();
    const prunedRules = emotionRules();

    // Each style element still has its text: parsing it again brings back every rule Emotion wrote.
    for (const style of document.head.querySelectorAll('style[data-emotion]')) style.textContent = `${style.textContent}`;
    const restoredRules = emotionRules();
    expect(restoredRules).toBeGreaterThan(prunedRules);
    expect(computedStyles()).toEqual(pruned);

    // And pruning those sheets again deletes exactly what was brought back.
    const deleted = Array.from(document.styleSheets).reduce((sum, sheet) => sum + pruneRules(sheet), 0);
    expect(deleted).toBe(restoredRules - prunedRules);
    expect(computedStyles()).toEqual(pruned);
  });
});
