import { type RouteObject } from '@valley/shared/router';
export declare function mountHarness(options: {
    name: string;
    routes: RouteObject[];
    links: string[];
}): void;
