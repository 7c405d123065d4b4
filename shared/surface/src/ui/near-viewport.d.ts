import { type RefObject } from 'react';
export declare function useNearViewport(ref: RefObject<HTMLElement | null>, immediate: boolean): boolean;
