/** Told by the HTTP adapter when a request starts and ends, so a loading indicator can show. */
export interface RequestActivity {
  started(): void;
  ended(): void;
}
