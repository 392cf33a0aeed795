import type { ChartView, DetailSectionName, DetailView, PastPerformanceView, SectionName } from './views';

/** A product's detail page: its header, sections, tables, charts and documents. */
export interface DetailTasks {
  detail(): Promise<DetailView>;
  /** /gear's tier table: its rows (holding days, rate), or what it says instead. */
  tierTable(): Promise<{ rows: string[][]; message: string | null }>;
  retryTierRates(): Promise<void>;
  toggleSection(section: SectionName): Promise<void>;
  /** Whether the open detail page offers the section at all. */
  sectionOffered(section: SectionName): Promise<boolean>;
  retrySection(section: SectionName): Promise<void>;
  /** An open section's text as the customer reads it. */
  sectionText(section: SectionName): Promise<string>;
  /** The links in a section's text (their href). */
  sectionLinks(section: SectionName): Promise<string[]>;
  /** Whether code smuggled into server text ran (only a browser can run it). */
  injectedCodeRan(): Promise<boolean>;
  /** The traits' titles in the swiper; null when the page shows no traits. */
  traits(): Promise<string[] | null>;
  /** A table-like section of the detail page: its rows, or what it says instead. */
  detailTable(name: DetailSectionName): Promise<{ rows: string[][]; message: string | null }>;
  retryDetailTable(name: DetailSectionName): Promise<void>;
  /** The open-end product's traits (SPEC §9), as listed. */
  openEndTraits(): Promise<string[]>;
  /** The performance chart as the customer reads it; null when the page has none. */
  performanceChart(): Promise<ChartView | null>;
  /** Picks a metric or a period tab of the chart. */
  chooseChartTab(label: string): Promise<void>;
  retryChart(): Promise<void>;
  /** Scrolls the chart into view; whether it is drawn by then (a browser's: only a browser draws). */
  chartDrawnWhenSeen(): Promise<boolean>;
  /** Points at the middle of the drawn chart; what its tooltip then says (null when nothing is drawn to point at). */
  chartTooltip(): Promise<string | null>;
  /** /gear's tier chart: the words a screen reader reads, and where its history link leads. */
  tierChart(): Promise<{ summary: string; historyPath: string } | null>;
  /** 过往业绩与业绩比较基准, once loaded; null when the page has no such panel. */
  pastPerformance(): Promise<PastPerformanceView | null>;
  /** 过往业绩's 重新加载 after its figures could not be loaded. */
  retryPastPerformance(): Promise<void>;
  /** 业绩比较基准调整记录: its rows (date, before, after, reason) or what it says instead; null when the page has none. */
  benchmarkChanges(): Promise<{ rows: string[][]; message: string | null } | null>;
  /** The detail page's documents by name, or what the section says instead. */
  documents(): Promise<{ names: string[]; message: string | null }>;
  retryDocuments(): Promise<void>;
  openDocument(name: string): Promise<void>;
  /** The /pdf page: its title, the page it shows (第N页/共M页) and that page's text, or what it says instead. */
  documentViewer(): Promise<{ title: string; pageLabel: string | null; pageText: string | null; message: string | null }>;
  turnDocumentPage(direction: '上一页' | '下一页'): Promise<void>;
  /** The /pdf page's 重新加载 after a document could not be opened. */
  retryDocument(): Promise<void>;
}
