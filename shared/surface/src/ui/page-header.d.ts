import type { ReactNode } from 'react';
export interface PageHeaderProps {
    title: string;
    subtitle?: string | null;
    image?: string | null;
    content?: string | null;
    children?: ReactNode;
    loading?: boolean;
}
export declare function PageHeader({ title, subtitle, image, content, children, loading }: PageHeaderProps): import("react").JSX.Element;
