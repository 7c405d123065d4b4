export declare const ROUTE_TABLE_FILE: string;
export declare function patternsOverlap(a: string, b: string): boolean;
export declare function checkRouteTable(options: {
  owner: string;
  paths: Record<string, { pattern: string; href: (...values: never[]) => string }>;
  shellDir: string;
  links?: string[];
  write?: boolean;
}): string[];
