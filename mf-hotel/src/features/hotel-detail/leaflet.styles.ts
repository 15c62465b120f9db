import { css } from 'styled-components';

/**
 * The part of leaflet.css the map needs (panes, tiles, marker, zoom buttons, attribution), scoped to the
 * map's container: the build has no CSS loader, and this keeps leaflet's styles out of every other page.
 * Derived from Leaflet 1.9.4's stylesheet (BSD-2-Clause).
 */
export const leafletStyles = css`
  .leaflet-pane,
  .leaflet-tile,
  .leaflet-marker-icon,
  .leaflet-marker-shadow,
  .leaflet-tile-container,
  .leaflet-pane > svg,
  .leaflet-pane > canvas,
  .leaflet-zoom-box,
  .leaflet-image-layer,
  .leaflet-layer {
    position: absolute;
    left: 0;
    top: 0;
  }
  &.leaflet-container {
    overflow: hidden;
    background: #ddd;
    outline-offset: 1px;
    font-size: 12px;
    -webkit-tap-highlight-color: transparent;
  }
  .leaflet-tile,
  .leaflet-marker-icon,
  .leaflet-marker-shadow {
    user-select: none;
    -webkit-user-drag: none;
  }
  .leaflet-marker-icon,
  .leaflet-marker-shadow {
    display: block;
  }
  .leaflet-tile-pane img,
  .leaflet-marker-pane img,
  img.leaflet-image-layer,
  .leaflet-tile {
    max-width: none !important;
    max-height: none !important;
    width: auto;
    padding: 0;
  }
  .leaflet-tile {
    filter: inherit;
    visibility: hidden;
  }
  .leaflet-tile-loaded {
    visibility: inherit;
  }
  .leaflet-pane {
    z-index: 400;
  }
  .leaflet-tile-pane {
    z-index: 200;
  }
  .leaflet-overlay-pane {
    z-index: 400;
  }
  .leaflet-shadow-pane {
    z-index: 500;
  }
  .leaflet-marker-pane {
    z-index: 600;
  }
  .leaflet-tooltip-pane {
    z-index: 650;
  }
  .leaflet-popup-pane {
    z-index: 700;
  }
  .leaflet-control {
    position: relative;
    z-index: 800;
    pointer-events: auto;
    float: left;
    clear: both;
  }
  .leaflet-top,
  .leaflet-bottom {
    position: absolute;
    z-index: 1000;
    pointer-events: none;
  }
  .leaflet-top {
    top: 0;
  }
  .leaflet-right {
    right: 0;
  }
  .leaflet-bottom {
    bottom: 0;
  }
  .leaflet-left {
    left: 0;
  }
  .leaflet-right .leaflet-control {
    float: right;
    margin-right: 10px;
  }
  .leaflet-top .leaflet-control {
    margin-top: 10px;
  }
  .leaflet-left .leaflet-control {
    margin-left: 10px;
  }
  .leaflet-bottom .leaflet-control {
    margin-bottom: 0;
  }
  .leaflet-zoom-animated {
    transform-origin: 0 0;
  }
  .leaflet-zoom-anim .leaflet-zoom-animated {
    transition: transform 0.25s cubic-bezier(0, 0, 0.25, 1);
  }
  .leaflet-zoom-anim .leaflet-zoom-hide {
    visibility: hidden;
  }
  .leaflet-interactive {
    cursor: pointer;
  }
  .leaflet-grab {
    cursor: grab;
  }
  .leaflet-dragging .leaflet-grab {
    cursor: move;
  }
  .leaflet-bar {
    border-radius: 4px;
    box-shadow: 0 1px 5px rgba(0, 0, 0, 0.65);
  }
  .leaflet-bar a {
    display: block;
    width: 30px;
    height: 30px;
    border-bottom: 1px solid #ccc;
    background-color: #fff;
    color: #000;
    font:
      bold 18px 'Lucida Console',
      Monaco,
      monospace;
    line-height: 30px;
    text-align: center;
    text-decoration: none;
  }
  .leaflet-bar a:first-child {
    border-top-left-radius: 4px;
    border-top-right-radius: 4px;
  }
  .leaflet-bar a:last-child {
    border-bottom: none;
    border-bottom-left-radius: 4px;
    border-bottom-right-radius: 4px;
  }
  .leaflet-bar a.leaflet-disabled {
    background-color: #f4f4f4;
    color: #bbb;
    cursor: default;
  }
  .leaflet-control-attribution {
    margin: 0;
    padding: 0 5px;
    background: rgba(255, 255, 255, 0.8);
    color: #333;
    line-height: 1.4;
  }
  .leaflet-control-attribution a {
    color: #0078a8;
    text-decoration: none;
  }
  .hotel-map-pin {
    background: transparent;
    border: none;
  }
`;
