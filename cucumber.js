/**
 * Two assemblies of the same scenarios (ARCHITECTURE.md). Pick one with -p; the default
 * profile names none, so a run without a profile fails instead of testing nothing.
 * Run: TSX_TSCONFIG_PATH=tsconfig.features.json NODE_OPTIONS=--import=tsx cucumber-js -p domain
 */
const common = {
  import: ['features/support/**/*.ts', 'features/step_definitions/**/*.ts'],
  strict: true,
};

export default { ...common };

export const domain = {
  ...common,
  worldParameters: { assembly: 'domain' },
  tags: 'not @browser-only',
  format: ['progress', 'html:reports/features-domain.html', 'json:reports/features-domain.json'],
};

export const browser = {
  ...common,
  worldParameters: { assembly: 'browser' },
  format: ['progress', 'html:reports/features-browser.html', 'json:reports/features-browser.json'],
};
