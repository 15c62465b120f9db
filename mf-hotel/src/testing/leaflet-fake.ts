type Handler = () => void;

/** What the map code asked leaflet for, so tests can check it and fire tile events. */
export const leafletCalls = {
  views: [] as Array<{ center: [number, number]; zoom: number }>,
  markers: [] as Array<[number, number]>,
  tileUrls: [] as string[],
  tileHandlers: new Map<string, Handler[]>(),
  removed: 0,
  reset() {
    this.views = [];
    this.markers = [];
    this.tileUrls = [];
    this.tileHandlers = new Map();
    this.removed = 0;
  },
  fire(event: string) {
    for (const handler of this.tileHandlers.get(event) ?? []) handler();
  },
};

/** A stand-in for the leaflet module (jsdom has no layout for a real map). */
export const fakeLeaflet = {
  map: () => {
    const instance = {
      setView(center: [number, number], zoom: number) {
        leafletCalls.views.push({ center, zoom });
        return instance;
      },
      remove() {
        leafletCalls.removed += 1;
      },
    };
    return instance;
  },
  tileLayer: (url: string) => {
    leafletCalls.tileUrls.push(url);
    const layer = {
      on(event: string, handler: Handler) {
        leafletCalls.tileHandlers.set(event, [...(leafletCalls.tileHandlers.get(event) ?? []), handler]);
        return layer;
      },
      addTo() {
        return layer;
      },
    };
    return layer;
  },
  divIcon: (options: object) => options,
  marker: (position: [number, number]) => {
    leafletCalls.markers.push(position);
    return { addTo: () => undefined };
  },
};
