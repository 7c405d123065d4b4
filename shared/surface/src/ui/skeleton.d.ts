export declare function CardGridSkeleton({ count, label }: {
    count?: number;
    label?: string;
}): import("react").JSX.Element;
export declare function TextSkeleton({ lines, label }: {
    lines?: number;
    label?: string;
}): import("react").JSX.Element;
