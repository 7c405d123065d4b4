import { type FavoriteType } from '@valley/shared/stores/favorites';
export interface FavoriteButtonProps {
    id: number;
    type: FavoriteType;
    title: string;
    className?: string;
}
export declare function FavoriteButton({ id, type, title, className }: FavoriteButtonProps): import("react").JSX.Element;
