/**
 * The map tile address Leaflet loads (public OpenStreetMap tiles). One constant for the map and for the
 * server's Content-Security-Policy, which must allow images from its origin.
 */
export const MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
