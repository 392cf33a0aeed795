import { execFileSync } from 'node:child_process';

/**
 * Runs dependency-cruiser over src/ and fails on any violation, and also when it cruised no
 * module at all (an unusable TypeScript setup makes dependency-cruiser report 0 modules and pass).
 */
const output = execFileSync('npx', ['depcruise', 'src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const result = JSON.parse(output) as { summary: { totalCruised: number; violations: Array<{ rule: { name: string }; from: string; to: string }> } };
const { totalCruised, violations } = result.summary;
violations.forEach((v) => console.error(`✗ ${v.rule.name}: ${v.from} → ${v.to}`));
if (totalCruised === 0) console.error('✗ dependency-cruiser cruised 0 modules: the check is not working');
console.log(`layers: ${totalCruised} modules cruised, ${violations.length} violations`);
process.exit(totalCruised === 0 || violations.length > 0 ? 1 : 0);
