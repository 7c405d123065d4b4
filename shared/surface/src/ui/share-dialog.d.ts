import { type RefObject } from 'react';
export declare const COPIED_MESSAGE = "Link copied to clipboard!";
export declare function shareUrl(siteUrl: string, path: string): string;
export declare function networkLinks(url: string, title: string): readonly [{
    readonly name: 'Facebook';
    readonly href: `https://www.facebook.com/sharer/sharer.php?u=${string}`;
}, {
    readonly name: 'Pinterest';
    readonly href: `https://www.pinterest.com/pin/create/button/?url=${string}&description=${string}`;
}, {
    readonly name: 'X';
    readonly href: `https://x.com/intent/tweet?url=${string}&text=${string}`;
}, {
    readonly name: 'LinkedIn';
    readonly href: `https://www.linkedin.com/sharing/share-offsite/?url=${string}`;
}];
export interface ShareDialogProps {
    open: boolean;
    onClose: () => void;
    path: string;
    title: string;
    returnFocusRef?: RefObject<HTMLElement | null>;
    listing?: {
        listing: 'destination' | 'event';
        id: number;
    };
}
export declare function ShareDialog({ open, onClose, path, title, returnFocusRef, listing }: ShareDialogProps): import("react").JSX.Element;
export interface ShareButtonProps {
    path: string;
    title: string;
    className?: string;
    listing?: ShareDialogProps['listing'];
}
export declare function ShareButton({ path, title, className, listing }: ShareButtonProps): import("react").JSX.Element;
