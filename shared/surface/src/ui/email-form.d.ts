import { type ReactNode, type RefObject } from 'react';
export interface EmailFormProps {
    onValidSubmit: (email: string) => void | Promise<void>;
    submitLabel: string;
    pendingLabel?: string;
    label?: string;
    inputRef?: RefObject<HTMLInputElement | null>;
    className?: string;
    children?: ReactNode;
}
export declare function EmailForm({ onValidSubmit, submitLabel, pendingLabel, label, inputRef, className, children }: EmailFormProps): import("react").JSX.Element;
