import { type ReactNode } from 'react';
export interface TabItem<K extends string | number> {
    key: K;
    label: ReactNode;
    panel?: ReactNode;
}
export interface TabsProps<K extends string | number> {
    items: TabItem<K>[];
    selected: K;
    onSelect: (key: K) => void;
    label?: string;
    labelledBy?: string;
    variant?: 'underline' | 'pills';
    idPrefix?: string;
    className?: string;
    panelClassName?: string;
    children?: ReactNode;
}
export declare function Tabs<K extends string | number>({ items, selected, onSelect, label, labelledBy, variant, idPrefix, className, panelClassName, children, }: TabsProps<K>): import("react").JSX.Element | null;
