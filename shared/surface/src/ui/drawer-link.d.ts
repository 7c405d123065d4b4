import type { AnchorHTMLAttributes, Ref } from 'react';
export interface DrawerLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'role'> {
    href: string;
    onOpen: () => void;
    ref?: Ref<HTMLAnchorElement>;
}
export declare function DrawerLink({ href, onOpen, onClick, onKeyDown, children, ...rest }: DrawerLinkProps): import("react").JSX.Element;
