import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEATURE_FILE, featureText, MATRIX_PAGE, TABLE_START, withMatrixTable } from '../features/support/fault-matrix-render';
import { MATRIX_FAULTS, MATRIX_SCREENS, outcomeOf } from '../features/support/fault-matrix';

describe('the fault matrix', () => {
  it('is what features/fault-matrix.feature and docs/fault-matrix.md say (else: npm run fault-matrix)', () => {
    expect(readFileSync(FEATURE_FILE, 'utf8')).toBe(featureText());
    const page = readFileSync(MATRIX_PAGE, 'utf8');
    expect(page).toBe(withMatrixTable(page));
  });

  it('has one written copy, in docs/fault-matrix.md: the README links to it and holds no table of its own', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).not.toContain(TABLE_START);
    expect(readme).toContain(`](${MATRIX_PAGE})`);
  });

  it('gives every cell an outcome, and the customer the catalogue’s words wherever a page or an order fails', () => {
    for (const screen of MATRIX_SCREENS) {
      for (const fault of MATRIX_FAULTS) {
        const outcome = outcomeOf(fault, screen);
        if (outcome.kind === 'message' || outcome.kind === 'notTaken') expect(outcome.message).toBe(fault.message);
        if (screen.kind === 'list') expect(['quiet', 'shown', 'notice']).toContain(outcome.kind);
      }
    }
    expect(MATRIX_FAULTS.length * MATRIX_SCREENS.length).toBe(50);
  });
});
