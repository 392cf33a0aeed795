import { readFileSync, writeFileSync } from 'node:fs';
import { FEATURE_FILE, featureText, README_FILE, withReadmeTable } from '../features/support/fault-matrix-render';

/** npm run fault-matrix: writes the fault matrix's feature and README table from its one table. */
writeFileSync(FEATURE_FILE, featureText());
writeFileSync(README_FILE, withReadmeTable(readFileSync(README_FILE, 'utf8')));
console.log(`写好了 ${FEATURE_FILE} 和 ${README_FILE} 的故障矩阵表`);
