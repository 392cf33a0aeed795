import { execFileSync } from 'node:child_process';

/**
 * Runs dependency-cruiser over the cruised folders and fails on any violation, and also when it
 * cruised no module of one of them (an unusable TypeScript setup makes dependency-cruiser report
 * 0 modules and pass).
 */
const FOLDERS = ['src', 'mock-server', 'features', 'scripts', 'bench'];

const output = execFileSync('npx', ['depcruise', ...FOLDERS, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const result = JSON.parse(output) as {
  modules: Array<{ source: string }>;
  summary: { totalCruised: number; violations: Array<{ rule: { name: string }; from: string; to: string; cycle?: Array<{ name: string }> }> };
};
const { totalCruised, violations } = result.summary;
const cycleOf = (v: (typeof violations)[number]) => (v.cycle ? ` (${[v.from, ...v.cycle.map((step) => step.name)].join(' → ')})` : '');
violations.forEach((v) => console.error(`✗ ${v.rule.name}: ${v.from} → ${v.to}${cycleOf(v)}`));
const uncruised = FOLDERS.filter((folder) => !result.modules.some((m) => m.source.startsWith(`${folder}/`)));
if (uncruised.length > 0) console.error(`✗ dependency-cruiser cruised no module of ${uncruised.join(', ')}: the check is not working`);
console.log(`layers: ${totalCruised} modules cruised (${FOLDERS.join(', ')}), ${violations.length} violations`);
process.exit(uncruised.length > 0 || violations.length > 0 ? 1 : 0);
