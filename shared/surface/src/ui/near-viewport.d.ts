import { type RefObject } from 'react';
export declare function useNearViewport(ref: RefObject<HTMLElement | null>, immediate: boolean): boolean;
export declare function useVisitorActive(): boolean;
export declare function useInViewOrNearOnceActive(ref: RefObject<HTMLElement | null>): boolean;
