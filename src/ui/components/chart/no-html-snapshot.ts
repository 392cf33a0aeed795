/**
 * Stands in for html2canvas, which G2's renderer (@antv/g) imports only to export a chart together
 * with the HTML around it as an image. The store never exports charts, so the chart chunk does not
 * carry that library (vite.config.ts aliases it here); a call would say so instead of doing nothing.
 */
export default function html2canvas(): Promise<never> {
  return Promise.reject(new Error('Exporting a chart with its surrounding HTML is not part of this store'));
}
