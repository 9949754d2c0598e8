// What the page knows: the token, the switches, the host, the widgets and the instances shown.
export const state = {
  token: null,
  scheme: "light",
  locked: false,
  host: null,
  widgets: [],
  widgetsByKind: {},
  instances: {},
  loading: {},
  dirty: {},
  events: null
};
