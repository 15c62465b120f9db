import { useEffect, useRef, useState } from 'react';
// Types only (erased at build time): the module itself is imported on demand below.
import type * as Leaflet from 'leaflet';
import styled from 'styled-components';
import { hotelDetailMessages } from './hotel-detail.messages';
import { leafletStyles } from './leaflet.styles';
import { externalMapUrl, MAP_LEAFLET_ZOOM, MAP_TILE_ATTRIBUTION, MAP_TILE_URL } from './map.config';

type LeafletModule = typeof Leaflet;
/** 'noTiles': the map, its marker and controls work but no map image loaded (offline, tile server down). */
type MapState = 'loading' | 'ready' | 'noTiles' | 'failed';

// A drawn pin: leaflet's default marker finds its images through its stylesheet's path, which a bundle breaks.
const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="42" viewBox="0 0 30 42" aria-hidden="true">' +
  '<path d="M15 0C6.7 0 0 6.6 0 14.8 0 25.9 15 42 15 42s15-16.1 15-27.2C30 6.6 23.3 0 15 0z" fill="#1a5fd0"/>' +
  '<circle cx="15" cy="15" r="6" fill="#fff"/></svg>';

/** Leaflet is loaded only when a map is shown, so it stays out of the page's first chunk. */
async function loadLeaflet(): Promise<LeafletModule> {
  const module = (await import('leaflet')) as LeafletModule & { default?: LeafletModule };
  return typeof module.map === 'function' ? module : (module.default as LeafletModule);
}

interface HotelMapProps {
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
}

export function HotelMap({ name, address, latitude, longitude }: HotelMapProps) {
  const t = hotelDetailMessages.map;
  const hasCoordinates = latitude !== null && longitude !== null;
  return (
    <section aria-labelledby="hotel-map-heading">
      <HeadingRow>
        <Heading id="hotel-map-heading">{t.heading}</Heading>
        {hasCoordinates ? (
          <a href={externalMapUrl(name, latitude, longitude)} target="_blank" rel="noopener noreferrer">
            {t.openExternal}
          </a>
        ) : null}
      </HeadingRow>
      {address ? <Address>{address}</Address> : null}
      {hasCoordinates ? (
        <LeafletMap name={name} latitude={latitude} longitude={longitude} />
      ) : (
        <Notice role="status">{address ? t.noCoordinates : t.noLocation}</Notice>
      )}
    </section>
  );
}

function LeafletMap({ name, latitude, longitude }: { name: string; latitude: number; longitude: number }) {
  const t = hotelDetailMessages.map;
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('loading');

  useEffect(() => {
    let cancelled = false;
    let dispose: (() => void) | null = null;
    setState('loading');
    loadLeaflet()
      .then((L) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        const map = L.map(container, { scrollWheelZoom: false }).setView([latitude, longitude], MAP_LEAFLET_ZOOM);
        dispose = () => map.remove();
        let loadedTiles = 0;
        let failedTiles = 0;
        const tiles = L.tileLayer(MAP_TILE_URL, { attribution: MAP_TILE_ATTRIBUTION, maxZoom: 19 });
        tiles.on('tileload', () => {
          loadedTiles += 1;
        });
        tiles.on('tileerror', () => {
          failedTiles += 1;
        });
        // 'load' fires once every visible tile has settled. Without a single tile the marker still shows where the
        // hotel is (with the address and the maps link beside it), so only a short note says the images are missing.
        tiles.on('load', () => {
          if (!cancelled && loadedTiles === 0 && failedTiles > 0) setState('noTiles');
        });
        tiles.addTo(map);
        const icon = L.divIcon({ className: 'hotel-map-pin', html: PIN_SVG, iconSize: [30, 42], iconAnchor: [15, 42] });
        L.marker([latitude, longitude], { icon, title: name, alt: name, keyboard: false }).addTo(map);
        setState('ready');
      })
      .catch((error: unknown) => {
        console.warn('[mf_hotel] the map could not be loaded', error);
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [name, latitude, longitude]);

  return (
    <Frame>
      <Canvas ref={containerRef} role="region" aria-label={t.label(name)} aria-busy={state === 'loading'} />
      {state === 'failed' ? <Overlay role="alert">{t.loadFailed}</Overlay> : null}
      {state === 'noTiles' ? <TileNote role="status">{t.tilesFailed}</TileNote> : null}
      {state === 'loading' ? <Overlay aria-hidden="true">{t.loading}</Overlay> : null}
    </Frame>
  );
}

const HeadingRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing.md};

  a {
    color: ${({ theme }) => theme.colors.brand};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Address = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// Its own stacking context (z-index 0): Leaflet's panes and controls (z-index up to 1000) and the overlay stay
// inside the frame instead of painting over the header, menus and modals of the page.
const Frame = styled.div`
  position: relative;
  z-index: 0;
  height: 320px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Canvas = styled.div`
  position: absolute;
  inset: 0;
  ${leafletStyles}
`;

const Overlay = styled.p`
  position: absolute;
  inset: 0;
  z-index: 1200;
  display: flex;
  align-items: center;
  justify-content: center;
  margin: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A strip along the bottom edge: it must not cover the marker in the middle of the map. */
const TileNote = styled.p`
  position: absolute;
  left: ${({ theme }) => theme.spacing.sm};
  right: ${({ theme }) => theme.spacing.sm};
  bottom: ${({ theme }) => theme.spacing.sm};
  z-index: 1200;
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

const Notice = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 160px;
  margin: 0;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;
