import { type ReactNode, type RefObject } from 'react';
export interface ModalProps {
    open: boolean;
    onClose: () => void;
    labelledBy?: string;
    label?: string;
    describedBy?: string;
    initialFocusRef?: RefObject<HTMLElement | null>;
    returnFocusRef?: RefObject<HTMLElement | null>;
    className?: string;
    backdropClassName?: string;
    placement?: 'center' | 'left' | 'right';
    children: ReactNode;
}
export declare function Modal({ open, onClose, labelledBy, label, describedBy, initialFocusRef, returnFocusRef, className, backdropClassName, placement, children, }: ModalProps): import("react").ReactPortal | null;
