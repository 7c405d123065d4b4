import type { ButtonHTMLAttributes, Ref } from 'react';
export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'outline' | 'danger';
export declare function buttonClass(variant?: ButtonVariant, className?: string): string;
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
    variant?: ButtonVariant;
    pending?: boolean;
    ref?: Ref<HTMLButtonElement>;
}
export declare function Button({ variant, pending, type, className, disabled, children, ...props }: ButtonProps): import("react").JSX.Element;
