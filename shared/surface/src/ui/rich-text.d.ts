export declare function RichText({ html, className }: {
    html: string | null | undefined;
    className?: string;
}): import("react").JSX.Element | null;
