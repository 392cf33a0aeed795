import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadSupport } from '@cucumber/cucumber/api';
import type { ParameterType, ParameterTypeRegistry } from '@cucumber/cucumber-expressions';
import { AstBuilder, compile, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator, type GherkinDocument, type Step } from '@cucumber/messages';

/**
 * npm run steps: writes features/STEPS.md, the analysts' glossary of every step with a real line that
 * uses it. With --check it only says whether the file is up to date (scripts/steps.test.ts).
 */
const GLOSSARY_FILE = 'features/STEPS.md';

/** Each step file's business area, in the order a customer meets them. */
const AREAS: Array<[title: string, stepFiles: string[]]> = [
  ['通用与进入 (common steps & entry)', ['store']],
  ['首页与产品列表 (home & product list)', ['browse']],
  ['产品详情 (product detail)', ['detail-data']],
  ['分享 (sharing)', ['share']],
  ['渠道 (channel: where the customer came from)', ['channel']],
  ['详情子页与历史业绩 (sub pages & history)', ['sub-pages', 'history']],
  ['业绩走势 (charts)', ['charts']],
  ['产品文件 (documents)', ['documents']],
  ['购买前提 (purchase preconditions)', ['preconditions']],
  ['购买与到期处理 (purchase & maturity)', ['purchase']],
  ['定投 (plans)', ['plan', 'plan-records']],
  ['我的理财与赎回 (my wealth & redemption)', ['wealth']],
  ['定期持仓 (regular holdings)', ['regular']],
  ['交易记录 (records)', ['records']],
  ['收益 (income)', ['income']],
  ['对账单与风险等级 (statements & risk level)', ['wealth-statements', 'risk-limits']],
  ['故障 (faults)', ['fault-matrix']],
  ['安全 (security)', ['security']],
  ['无障碍 (accessibility)', ['accessibility']],
  ['长辈版 (elder mode)', ['elder']],
  ['冷静期 (cooling-off of private products)', ['cooling-off']],
  ['适当性：超出风险承受能力 (suitability: above the customer’s level)', ['suitability']],
  ['年长客户与合格投资者 (older customers & qualified investors, issue 18)', ['buyer-steps']],
  ['过往业绩与业绩比较基准 (past performance & benchmark)', ['past-performance']],
  ['首屏 (the first screen with the HTML, issue 19)', ['first-screen']],
];
const stepFile = (name: string) => `features/step_definitions/${name}.steps.ts`;

const KEYWORDS = ['Given', 'When', 'Then'];
const keywordText = (keyword: string) => ({ Given: '假如', When: '当', Then: '那么' })[keyword] ?? '*';

/** The parts of cucumber's support code library read here (its public type hides them). */
interface SupportCode {
  stepDefinitions: Array<{ keyword: string; pattern: string | RegExp; uri: string; line: number; matchesStepName(text: string): boolean }>;
  parameterTypeRegistry: ParameterTypeRegistry & { lookupSource(type: ParameterType<unknown>): { uri: string } };
  undefinedParameterTypes: Array<{ name: string }>;
}

/** A step line of a feature file, with the text it has once a scenario outline's example is filled in. */
interface Usage { uri: string; line: number; written: string; text: string; outlined: boolean; argument?: string }

const stepsOf = (document: GherkinDocument): Step[] =>
  (document.feature?.children ?? [])
    .flatMap((child) => [child, ...(child.rule?.children ?? [])])
    .flatMap((child) => [...(child.background?.steps ?? []), ...(child.scenario?.steps ?? [])]);

function usagesIn(uri: string): Usage[] {
  const newId = IdGenerator.incrementing();
  const document = new Parser(new AstBuilder(newId), new GherkinClassicTokenMatcher()).parse(readFileSync(uri, 'utf8'));
  const steps = new Map(stepsOf(document).map((step) => [step.id, step]));
  return compile(document, uri, newId).flatMap((pickle) =>
    pickle.steps.map((pickleStep) => {
      const step = steps.get(pickleStep.astNodeIds[0])!;
      const header = step.dataTable?.rows[0]?.cells.map((cell) => cell.value);
      const argument = header ? `表头：\`| ${header.join(' | ')} |\`` : step.docString ? '下面接一段 `"""` 括起的文字' : undefined;
      return { uri, line: step.location.line, written: `${step.keyword.trim()} ${step.text}`, text: pickleStep.text, outlined: step.text !== pickleStep.text, argument };
    }),
  );
}

/** A regex step's pattern as an analyst reads it: [甲|乙] for a choice, … for free text. */
const readablePattern = (pattern: string | RegExp) =>
  typeof pattern === 'string'
    ? pattern
    : pattern.source
        .replace(/^\^|\$$/g, '')
        .replace(/\((?:\?:)?([\p{L}\p{N}|]+)\)/gu, '[$1]')
        .replace(/\([^)]*\)/g, '…');

/** A parameter type's regexps in plain words: its alternatives, N for a number, XXX for letters or digits. */
const accepts = (regexps: readonly string[]) =>
  regexps
    .map((regexp) => {
      const words = regexp.replace(/\\d\+/g, 'N').replace(/\\w\+/g, 'XXX');
      return /[\\.*+?^$()[\]{}]/.test(words) ? `\`${regexp}\`` : words.split('|').join('、');
    })
    .join('；');

async function render(): Promise<string> {
  // cucumber.js imports all of features/support: its assemblies hold the drivers, not steps or
  // parameter types, and take seconds to load.
  const support = (await loadSupport({
    sources: { paths: [], defaultDialect: 'en', names: [], tagExpression: '', order: 'defined' },
    support: { importPaths: ['features/support/*.ts', 'features/step_definitions/**/*.ts'] },
  })) as unknown as SupportCode;
  if (support.undefinedParameterTypes.length > 0) {
    throw new Error(`未加载的参数类型：${support.undefinedParameterTypes.map((type) => type.name).join('、')}（请在 scripts/steps.ts 的 importPaths 里加上定义它的文件）`);
  }
  const areaFiles = AREAS.flatMap(([, files]) => files.map(stepFile));
  const stray = support.stepDefinitions.find((step) => !areaFiles.includes(step.uri));
  if (stray) throw new Error(`${stray.uri} 不属于任何业务领域：请在 scripts/steps.ts 的 AREAS 里加上它`);

  const features = (readdirSync('features', { recursive: true }) as string[])
    .filter((file) => file.endsWith('.feature'))
    .map((file) => `features/${file}`)
    .sort();
  // A line as written beats a scenario outline's line with <placeholders>; then the first in file order.
  const usages = features
    .flatMap(usagesIn)
    .sort((a, b) => Number(a.outlined) - Number(b.outlined) || features.indexOf(a.uri) - features.indexOf(b.uri) || a.line - b.line);
  const rank = (keyword: string) => (KEYWORDS.includes(keyword) ? KEYWORDS.indexOf(keyword) : KEYWORDS.length);

  let unused = 0;
  const sections = AREAS.map(([title, files]) => {
    const uris = files.map(stepFile);
    const steps = support.stepDefinitions
      .filter((step) => uris.includes(step.uri))
      .sort((a, b) => rank(a.keyword) - rank(b.keyword) || uris.indexOf(a.uri) - uris.indexOf(b.uri) || a.line - b.line);
    if (steps.length === 0) throw new Error(`${uris.join('、')} 里没有步骤：请改 scripts/steps.ts 的 AREAS`);
    const lines = steps.map((step) => {
      const head = `- **${keywordText(step.keyword)}** \`${readablePattern(step.pattern)}\``;
      const example = usages.find((usage) => step.matchesStepName(usage.text));
      if (!example) {
        unused += 1;
        return `${head}（尚无场景使用）`;
      }
      const argument = example.argument ? [`  - ${example.argument}`] : [];
      return [head, `  - 例：\`${example.written}\` — ${example.uri}:${example.line}`, ...argument].join('\n');
    });
    return [`## ${title}`, '', `步骤定义：${uris.join('、')}`, '', ...lines].join('\n');
  });

  const registry = support.parameterTypeRegistry;
  const customTypes = [...registry.parameterTypes]
    .filter((type) => !type.builtin)
    .sort((a, b) => (String(a.name) < String(b.name) ? -1 : 1))
    .map((type) => `- \`{${type.name}}\`：${accepts(type.regexpStrings)}（${registry.lookupSource(type).uri}）`);

  return `${[
    '# 步骤词汇表 (step glossary)',
    '',
    '> 本文件由 `npm run steps` 从 features/step_definitions 和 features/*.feature 生成，请不要手工修改。',
    '> 改了步骤定义或场景之后运行 `npm run steps`；本文件过期时 scripts/steps.test.ts（`npm run test:unit`）会失败。',
    '',
    `共 ${support.stepDefinitions.length} 个步骤，分 ${AREAS.length} 个业务领域，其中 ${unused} 个尚无场景使用。`,
    '',
    '## 怎么读',
    '',
    '- 每个步骤先写关键字，再写句子。写场景时照抄句子，把花括号 `{…}` 换成具体的值（见下面的“参数”）。',
    '- 关键字：**假如** = Given（前提），**当** = When（操作），**那么** = Then（结果）；**而且**、**但是** 接着上一句用。cucumber 只按句子找步骤，不看关键字，这里写的是惯用的那个。',
    '- 句子里的 `[甲|乙]` 表示从中选一个，`…` 表示任意文字。',
    '- “例”是某个 .feature 文件里真实的一行，后面是文件和行号；场景大纲里的行保留 `<列名>`。',
    '- “表头”：例句下面带一张数据表，这是表的第一行；“下面接一段文字”：例句下面带一段用 `"""` 括起的文字。',
    '- 标着“（尚无场景使用）”的步骤已经定义好，但还没有场景用到它。',
    '',
    '## 参数',
    '',
    '- `{string}`：双引号里的任意文字，如 "CUR0000001"',
    '- `{int}`：整数，如 3',
    '- `{float}`：小数，如 1.5',
    '- `{word}`：不含空格的一个词',
    '- `{}`：任意文字',
    '',
    '下面是本项目自己的参数，只能写列出的这些词（N 表示任意数字，XXX 表示任意字母或数字）：',
    '',
    ...customTypes,
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n').trimEnd()}\n`;
}

const glossary = await render();
if (process.argv.includes('--check')) {
  const written = existsSync(GLOSSARY_FILE) ? readFileSync(GLOSSARY_FILE, 'utf8') : '';
  if (written !== glossary) {
    const [wanted, found] = [glossary.split('\n'), written.split('\n')];
    let line = 0;
    while (wanted[line] === found[line]) line += 1;
    console.error(`${GLOSSARY_FILE} 已过期（第 ${line + 1} 行起不同）：请运行 npm run steps`);
    process.exitCode = 1;
  }
} else {
  writeFileSync(GLOSSARY_FILE, glossary);
  console.log(`写好了 ${GLOSSARY_FILE}`);
}
