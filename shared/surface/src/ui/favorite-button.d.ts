import { type FavoriteType } from '@valley/shared/stores/favorites';
export interface FavoriteButtonProps {
    id: number;
    type: FavoriteType;
    title: string;
    className?: string;
}
export declare function FavoriteButton(props: FavoriteButtonProps): import("react").JSX.Element;
