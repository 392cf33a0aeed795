import { readFileSync, writeFileSync } from 'node:fs';
import { FEATURE_FILE, featureText, MATRIX_PAGE, withMatrixTable } from '../features/support/fault-matrix-render';

/** npm run fault-matrix: writes the fault matrix's feature and its page's table from its one table. */
writeFileSync(FEATURE_FILE, featureText());
writeFileSync(MATRIX_PAGE, withMatrixTable(readFileSync(MATRIX_PAGE, 'utf8')));
console.log(`写好了 ${FEATURE_FILE} 和 ${MATRIX_PAGE} 的故障矩阵表`);
