/**
 * Every unit test file: Testing Library waits for what it looks for until the outcome is there,
 * not for a clock. Two test files run at once on a two-core machine, so a page may take a few
 * seconds to draw; the bound below only decides how long a test that will fail takes to say so.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 20_000 });
