import { type ReactNode, type RefObject } from 'react';
export interface DrawerProps {
    open: boolean;
    onClose: () => void;
    title: ReactNode;
    side?: 'left' | 'right';
    closeLabel?: string;
    initialFocusRef?: RefObject<HTMLElement | null>;
    returnFocusRef?: RefObject<HTMLElement | null>;
    footer?: ReactNode;
    className?: string;
    children: ReactNode;
}
export declare function Drawer({ open, onClose, title, side, closeLabel, initialFocusRef, returnFocusRef, footer, className, children, }: DrawerProps): import("react").JSX.Element;
