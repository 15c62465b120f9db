/**
 * Map settings. The tile address is shared with the server (its Content-Security-Policy allows that origin);
 * the attribution is required by OpenStreetMap's terms.
 */
export { MAP_TILE_URL } from 'shared-contracts';
export const MAP_TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * The spec's map zoom level 4 (guest-core §9) is a level of the Kakao map it was written for, where 1 is
 * the closest view and each level doubles the scale. Leaflet counts the other way (19 is the closest), so
 * level 4 is shown as Leaflet zoom 16 — the street-block view the spec meant, not a view of the continent.
 */
export const MAP_ZOOM_LEVEL = 4;
const KAKAO_LEVEL_TO_LEAFLET_ZOOM = 20;
export const MAP_LEAFLET_ZOOM = KAKAO_LEVEL_TO_LEAFLET_ZOOM - MAP_ZOOM_LEVEL;

/** The external map opened by '지도에서 보기'. */
export function externalMapUrl(name: string, latitude: number, longitude: number): string {
  return `https://map.kakao.com/link/map/${encodeURIComponent(name)},${latitude},${longitude}`;
}
